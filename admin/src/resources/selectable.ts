/**
 * Which records of a list may be selected for its bulk menu. The signed-in account's own row in
 * a list of accounts may not: the bulk delete would take it with the others, and the API
 * refuses deleting oneself (issue 26 §6).
 */
import type { ResourceDef, Values } from '@hexagone/schemas';
import { readUserId } from '../providers/session';

export const isSelectable = (resource: ResourceDef, record: Values): boolean =>
  !(resource.accounts && String(record.id) === readUserId());
