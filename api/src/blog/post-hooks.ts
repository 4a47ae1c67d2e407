/**
 * What the server keeps on a blog post: its author (the signed-in editor), the name of its
 * category (so lists and cards need no join), and its publication date when it goes out.
 * A deleted post takes its comments with it: declared on the comments' `post_id` (onDelete).
 */
import { BLOG_DEFAULT_AUTHOR, blogCategories, messages, type Values } from '@hexagone/schemas';
import type { ResourceHooks } from '../crud/crud-hooks';
import { invalid, type CrudService } from '../crud/crud.service';
import { BLOG_ERRORS } from './blog-errors';
import { isReadableDate, missingPublicationDate } from './publication-date';

export function postHooks(crud: CrudService): ResourceHooks {
  const categoryName = async (id: unknown): Promise<string> => {
    const category = await crud.findById(blogCategories, id);
    if (!category) throw invalid({ category_id: BLOG_ERRORS.categoryNotFound });
    return String(category.get('name'));
  };

  const keepPublicationDate = (values: Values, status: unknown, publishedAt: unknown) => {
    if (!isReadableDate(values.published_at)) throw invalid({ published_at: messages.pattern });
    const date = missingPublicationDate(status, publishedAt, new Date());
    if (date) values.published_at = date;
  };

  return {
    async beforeCreate(values, ctx) {
      values.author_name = ctx.user?.name || BLOG_DEFAULT_AUTHOR;
      values.category_name = await categoryName(values.category_id);
      keepPublicationDate(values, values.status, values.published_at);
    },
    async beforeUpdate(values, before) {
      if ('category_id' in values) values.category_name = await categoryName(values.category_id);
      keepPublicationDate(values, values.status ?? before.status, 'published_at' in values ? values.published_at : before.published_at);
    },
  };
}
