import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { FORUM_REORDER_ACTION, forumCategories, isTopLevelCategory, type Values } from '@hexagone/schemas';
import { ERRORS } from '../common/errors';
import { ActionHandler, type ActionRequest } from '../crud/action-handler.decorator';
import type { CrudContext } from '../crud/crud-hooks';
import { CrudService } from '../crud/crud.service';
import { FORUM_ERRORS } from './forum-errors';
import { ModerationLogService } from './moderation-log.service';
import { categoriesReorderedEntry } from './moderation-entries';
import { ReorderDto } from './reorder.dto';

/** The 'Réorganiser' dialog's save: the top-level categories take the order they are given in. */
@Injectable()
export class CategoryReorderService {
  constructor(
    private readonly crud: CrudService,
    private readonly log: ModerationLogService,
  ) {}

  /** PUT /forum_categories/order with `{ ids }` in the new order; answers `{ data }`, the categories in that order. */
  @ActionHandler(forumCategories.name, FORUM_REORDER_ACTION, { body: ReorderDto })
  async save({ body }: ActionRequest, ctx: CrudContext): Promise<{ data: Values[] }> {
    return { data: await this.reorder((body as unknown as ReorderDto).ids, ctx) };
  }

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
