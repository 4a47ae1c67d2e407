import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { forumCategories, isTopLevelCategory, type Values } from '@hexagone/schemas';
import { ERRORS } from '../common/errors';
import type { CrudContext } from '../crud/crud-hooks';
import { CrudService } from '../crud/crud.service';
import { FORUM_ERRORS } from './forum-errors';
import { ModerationLogService } from './moderation-log.service';
import { categoriesReorderedEntry } from './moderation-entries';

/** The 'Réorganiser' dialog's save: the top-level categories take the order they are given in. */
@Injectable()
export class CategoryReorderService {
  constructor(
    private readonly crud: CrudService,
    private readonly log: ModerationLogService,
  ) {}

  async reorder(ids: readonly string[], ctx: CrudContext): Promise<Values[]> {
    const found = await this.crud.model(forumCategories.name).find({ _id: { $in: [...ids] } }).lean<Values[]>().exec();
    const byId = new Map(found.map((category) => [String(category._id), category]));
    if (byId.size !== ids.length) throw new NotFoundException(ERRORS.notFound);
    if (!found.every(isTopLevelCategory)) throw new BadRequestException(FORUM_ERRORS.reorderTopLevel);

    const ordered: Values[] = [];
    for (const [index, id] of ids.entries()) {
      const position = index + 1;
      // Through the generic update, so the activity log and every hook see the change.
      ordered.push(
        byId.get(id)!.order === position ? await this.crud.findOne(forumCategories, id) : await this.crud.update(forumCategories, id, { order: position }, ctx),
      );
    }
    await this.log.write([categoriesReorderedEntry(ordered.map((category) => String(category.name)))], ctx);
    return ordered;
  }
}
