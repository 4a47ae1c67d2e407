import { publicRead } from '../access';
import type { Values } from '../fields';
import { defineResource } from '../resource';
import { EMAIL_PATTERN } from '../validation/rules';
import { messages } from '../validation/messages';
import { slugField } from '../slug';
import { checkOwnParentCategory } from './blog_categories';
import { COLOR_OPTIONS } from './roles';

export const FORUM_CATEGORY_NOT_EMPTY = 'Cette catégorie contient des sujets et ne peut pas être supprimée';

/** The Material icons a forum category may show. */
export const FORUM_CATEGORY_ICONS = [
  { value: 'Forum', label: 'Discussion' },
  { value: 'InstallDesktop', label: 'Installation' },
  { value: 'Build', label: 'Dépannage' },
  { value: 'AutoAwesome', label: 'Fonctionnalités' },
  { value: 'EmojiEvents', label: 'Vitrine' },
  { value: 'Campaign', label: 'Annonces' },
  { value: 'Help', label: 'Aide' },
  { value: 'Security', label: 'Sécurité' },
  { value: 'Code', label: 'Code' },
  { value: 'Lightbulb', label: 'Idées' },
] as const;

/** Every moderator must be an e-mail address: they are matched against the accounts' e-mails. */
export function checkModeratorEmails(value: unknown): string | undefined {
  if (!Array.isArray(value)) return undefined;
  return value.every((entry) => typeof entry === 'string' && EMAIL_PATTERN.test(entry.trim())) ? undefined : messages.email;
}

/**
 * The 'Réorganiser' action: the back-office's dialog, whose save calls the action's route,
 * PUT /forum_categories/order with `{ ids }` in the new order.
 */
export const FORUM_REORDER_COMPONENT = 'forum-reorder';
export const FORUM_REORDER_ACTION = 'reorder';

/** Only the top-level categories are reordered (the 'Réorganiser' action). */
export const isTopLevelCategory = (record: Values): boolean =>
  record.parent_id === undefined || record.parent_id === null || record.parent_id === '';

export const forumCategories = defineResource({
  name: 'forum_categories',
  label: 'Catégories du forum',
  singular: 'Catégorie',
  description: 'Catégories du forum communautaire',
  icon: 'Category',
  noun: 'une catégorie du forum',
  menu: { group: 'forum', label: 'Catégories', order: 10 },
  route: 'forum/categories',
  breadcrumb: [{ label: 'Forum' }, { label: 'Catégories' }],
  list: { perPage: 50, sort: { field: 'order', order: 'ASC' }, searchPlaceholder: 'Rechercher une catégorie...' },
  // The public forum shows these fields; the back-office stays the administrators'.
  access: { fields: publicRead('name', 'slug', 'description', 'icon', 'color', 'order') },
  hooks: ['forum/category.hooks'],
  fields: [
    { name: 'name', label: 'Nom', type: 'text', required: true, maxLength: 100, list: true, sortable: true, searchable: true },
    slugField('name', { required: true }),
    { name: 'description', label: 'Description', type: 'textarea', required: true, maxLength: 500, rows: 3, searchable: true },
    {
      name: 'parent_id',
      label: 'Catégorie parente',
      type: 'reference',
      // The subcategories of a deleted category move to the top level.
      reference: { resource: 'forum_categories', labelFields: ['name'], perPage: 100, onDelete: 'setNull' },
      validate: checkOwnParentCategory,
      list: true,
      filterable: true,
    },
    { name: 'icon', label: 'Icône', type: 'select', default: 'Forum', options: FORUM_CATEGORY_ICONS },
    { name: 'color', label: 'Couleur', type: 'select', default: 'primary', options: COLOR_OPTIONS, list: true },
    { name: 'order', label: 'Ordre', type: 'number', default: 0, min: 0, step: 1, list: true, sortable: true },
    { name: 'is_private', label: 'Privée', type: 'switch', default: false, list: true, filterable: true },
    { name: 'is_active', label: 'Active', type: 'switch', default: true, list: true, sortable: true, filterable: true },
    {
      name: 'moderators',
      label: 'Modérateurs',
      type: 'tags',
      default: [],
      helperText: 'Adresses e-mail des modérateurs',
      validate: checkModeratorEmails,
    },
    { name: 'topic_count', label: 'Sujets', type: 'number', default: 0, readOnly: true, list: true, sortable: true },
    { name: 'post_count', label: 'Messages', type: 'number', default: 0, readOnly: true, list: true, sortable: true },
    { name: 'created_at', label: 'Créée le', type: 'datetime-local', readOnly: true, list: true, sortable: true },
  ],
  refuse: [{ on: 'delete', when: (category) => Number(category.topic_count ?? 0) > 0, message: FORUM_CATEGORY_NOT_EMPTY }],
  counters: [{ field: 'topic_count', of: 'forum_topics', foreignField: 'category_id' }],
  actions: [
    {
      name: FORUM_REORDER_ACTION,
      label: 'Réorganiser',
      icon: 'SwapVert',
      scope: 'row',
      when: isTopLevelCategory,
      effect: { kind: 'custom', component: FORUM_REORDER_COMPONENT, server: true },
      // The order of every top-level category at once: not one record's action.
      http: { method: 'PUT', path: '/forum_categories/order' },
    },
  ],
});
