/**
 * Nobody deletes or deactivates their own account (issue 26 §6): from the list, a bulk action
 * or the API alike, the server refuses it in French. Another administrator may.
 */
import type { Values } from '@hexagone/schemas';
import type { CrudContext } from '../crud/crud-hooks';

export const SELF_REMOVAL_MESSAGES = {
  delete: 'Vous ne pouvez pas supprimer votre propre compte',
  deactivate: 'Vous ne pouvez pas désactiver votre propre compte',
} as const;

/** Why this change of `before` by the caller is refused, or undefined. */
export function selfRemovalRefusal(before: Values, change: Values | 'delete', ctx: CrudContext): string | undefined {
  if (!ctx.user || String(ctx.user.id) !== String(before._id)) return undefined;
  if (change === 'delete') return SELF_REMOVAL_MESSAGES.delete;
  return change.active === false && before.active !== false ? SELF_REMOVAL_MESSAGES.deactivate : undefined;
}
