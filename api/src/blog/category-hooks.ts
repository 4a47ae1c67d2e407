/**
 * A category's parent must exist and must not be the category or one of its descendants;
 * a renamed category renames itself on its posts (their denormalised category_name). The
 * subcategories of a deleted category move to the top level by the `parent_id` declaration.
 */
import { BLOG_CATEGORY_OWN_PARENT, blogCategories, blogPosts, isEmptyValue } from '@hexagone/schemas';
import type { ResourceHooks } from '../crud/crud-hooks';
import { invalid, type CrudService } from '../crud/crud.service';
import { BLOG_ERRORS } from './blog-errors';
import { isOwnAncestor } from './category-tree';

export function categoryHooks(crud: CrudService): ResourceHooks {
  const assertParentExists = async (parentId: unknown) => {
    if (!(await crud.findById(blogCategories, parentId))) throw invalid({ parent_id: BLOG_ERRORS.categoryNotFound });
  };

  const parents = async (): Promise<Map<string, string | undefined>> => {
    const all = await crud.model(blogCategories.name).find({}, { parent_id: 1 }).lean().exec();
    return new Map(all.map((c) => [String(c._id), isEmptyValue(c.parent_id) ? undefined : String(c.parent_id)]));
  };

  return {
    async beforeCreate(values) {
      if (!isEmptyValue(values.parent_id)) await assertParentExists(values.parent_id);
    },
    async beforeUpdate(values, before) {
      if (isEmptyValue(values.parent_id)) return;
      const parentId = String(values.parent_id);
      await assertParentExists(parentId);
      if (isOwnAncestor(String(before._id), parentId, await parents())) throw invalid({ parent_id: BLOG_CATEGORY_OWN_PARENT });
    },
    async afterUpdate(before, after) {
      if (before.name === after.name) return;
      await crud
        .model(blogPosts.name)
        // A copied name is not an edit of the post: its updated_at stays.
        .updateMany({ category_id: String(after._id) }, { $set: { category_name: after.name } }, { timestamps: false })
        .exec();
    },
  };
}
