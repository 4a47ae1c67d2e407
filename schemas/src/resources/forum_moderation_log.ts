import { MODERATION } from '../access';
import { defineResource } from '../resource';
import { FORUM_MODERATION_BREADCRUMB, moderationTab } from './forum_reports';

export const MODERATION_TYPES = [
  { value: 'ban', label: 'Bannissement' },
  { value: 'warn', label: 'Avertissement' },
  { value: 'other', label: 'Autre' },
] as const;

export type ModerationType = (typeof MODERATION_TYPES)[number]['value'];

/** Written by the API on every moderation action; nobody writes it by hand. */
export const forumModerationLog = defineResource({
  name: 'forum_moderation_log',
  access: { default: MODERATION },
  label: 'Journal de modération',
  singular: 'Entrée du journal',
  description: 'Actions de modération du forum',
  icon: 'History',
  noun: 'une entrée du journal de modération',
  route: 'forum/moderation/log',
  breadcrumb: FORUM_MODERATION_BREADCRUMB,
  tab: moderationTab('Journal de modération'),
  list: { perPage: 50, sort: { field: 'created_at', order: 'DESC' }, searchPlaceholder: 'Rechercher dans le journal...' },
  // A filter of the list combined with its order: the page is read from one index (issue 25).
  indexes: [
    { fields: { type: 1, created_at: -1, _id: -1 } },
  ],
  operations: { create: false, edit: false, delete: false },
  fields: [
    { name: 'action', label: 'Action', type: 'text', required: true, maxLength: 200, list: true, sortable: true, searchable: true },
    { name: 'type', label: 'Type', type: 'select', required: true, default: 'other', options: MODERATION_TYPES, list: true, sortable: true, filterable: true },
    { name: 'details', label: 'Détails', type: 'textarea', maxLength: 2000, list: true, searchable: true },
    { name: 'target_user', label: 'Utilisateur visé', type: 'text', maxLength: 300, list: true, searchable: true },
    { name: 'moderator', label: 'Modérateur', type: 'text', maxLength: 300, list: true, sortable: true, searchable: true },
    { name: 'created_at', label: 'Date', type: 'datetime-local', readOnly: true, list: true, sortable: true },
  ],
});
