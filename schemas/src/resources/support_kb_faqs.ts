import { publicRead } from '../access';
import { defineResource } from '../resource';
import { SUPPORT_READ, SUPPORT_TEAM } from '../support';
import { KB_BREADCRUMB, KB_MESSAGES, kbTab } from '../support-kb';

/** The questions of the FAQ (spec 3 §2-§5), by `order`; the active ones show on /support. */
export const supportKbFaqs = defineResource({
  name: 'support_kb_faqs',
  label: 'FAQ',
  singular: 'Question',
  description: 'Questions fréquentes de la page support',
  icon: 'TextSnippet',
  noun: 'une question de la FAQ',
  route: 'support/kb/faqs',
  breadcrumb: KB_BREADCRUMB,
  tab: kbTab('FAQ'),
  list: { perPage: 50, sort: { field: 'order', order: 'ASC' }, searchPlaceholder: 'Rechercher une question...' },
  access: { default: SUPPORT_TEAM, list: SUPPORT_READ, read: SUPPORT_READ, fields: publicRead('question', 'answer', 'category_id', 'order') },
  fields: [
    { name: 'question', label: 'Question', type: 'text', required: true, maxLength: 300, list: true, sortable: true, searchable: true },
    { name: 'answer', label: 'Réponse', type: 'textarea', required: true, maxLength: 5000, rows: 6, searchable: true },
    {
      name: 'category_id',
      label: 'Catégorie',
      type: 'reference',
      required: true,
      reference: { resource: 'support_kb_categories', labelFields: ['name'], perPage: 100, onDelete: 'refuse', onDeleteMessage: KB_MESSAGES.categoryNotEmpty },
      list: true,
      filterable: true,
    },
    { name: 'order', label: 'Ordre', type: 'number', default: 0, min: 0, step: 1, list: true, sortable: true },
    { name: 'featured', label: 'À la une', type: 'switch', default: false, list: true, filterable: true },
    { name: 'is_active', label: 'Active', type: 'switch', default: true, list: true, sortable: true, filterable: true },
    { name: 'created_at', label: 'Créée le', type: 'datetime-local', readOnly: true, sortable: true },
  ],
});
