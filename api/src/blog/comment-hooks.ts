/**
 * A comment belongs to a real post and answers a real comment (never itself); the reason of
 * a rejection goes once the comment is no longer rejected.
 */
import { blogComments, blogPosts, isEmptyValue, type Values } from '@hexagone/schemas';
import type { ResourceHooks } from '../crud/crud-hooks';
import { invalid, type CrudService } from '../crud/crud.service';
import { BLOG_ERRORS } from './blog-errors';

export function commentHooks(crud: CrudService): ResourceHooks {
  const assertPostExists = async (postId: unknown) => {
    if (!(await crud.findById(blogPosts, postId))) throw invalid({ post_id: BLOG_ERRORS.postNotFound });
  };

  const assertParent = async (parentId: unknown, ownId?: unknown) => {
    if (isEmptyValue(parentId)) return;
    if (ownId !== undefined && String(parentId) === String(ownId)) throw invalid({ parent_id: BLOG_ERRORS.ownReply });
    if (!(await crud.findById(blogComments, parentId))) throw invalid({ parent_id: BLOG_ERRORS.commentNotFound });
  };

  return {
    async beforeCreate(values) {
      await assertPostExists(values.post_id);
      await assertParent(values.parent_id);
    },
    async beforeUpdate(values: Values, before: Values) {
      if ('post_id' in values) await assertPostExists(values.post_id);
      if ('parent_id' in values) await assertParent(values.parent_id, before._id);
      const status = values.status ?? before.status;
      if (status !== 'rejected' && ('rejection_reason' in values || !isEmptyValue(before.rejection_reason))) {
        values.rejection_reason = null;
      }
    },
  };
}
