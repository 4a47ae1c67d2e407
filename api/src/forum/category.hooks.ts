import { Injectable, type OnModuleInit } from '@nestjs/common';
import { forumCategories } from '@hexagone/schemas';
import { CrudService } from '../crud/crud.service';
import { ModerationLogService } from './moderation-log.service';
import { categoryDeletedEntry } from './moderation-entries';

/** A deleted category (the registry refuses it while it holds topics) is logged; its subcategories move up by declaration. */
@Injectable()
export class CategoryHooks implements OnModuleInit {
  constructor(
    private readonly crud: CrudService,
    private readonly log: ModerationLogService,
  ) {}

  onModuleInit(): void {
    this.crud.on(forumCategories.name, 'forum/category.hooks', {
      afterDelete: async (before, ctx) => {
        await this.log.write([categoryDeletedEntry(before)], ctx);
      },
    });
  }
}
