import { publicRead } from '../access';
import { defineResource } from '../resource';
import { slugField } from '../slug';
import { SUPPORT_READ, SUPPORT_TEAM } from '../support';
import { KB_BREADCRUMB, KB_MESSAGES, kbTab } from '../support-kb';

/** The icons a knowledge base category may show (the public site draws its own version of each). */
export const KB_CATEGORY_ICONS = [
  { value: 'MenuBook', label: 'Guide' },
  { value: 'Dns', label: 'Hébergement' },
  { value: 'Security', label: 'Sécurité' },
  { value: 'Psychology', label: 'Intelligence artificielle' },
  { value: 'Payments', label: 'Facturation' },
  { value: 'Code', label: 'API et développeurs' },
  { value: 'Help', label: 'Questions générales' },
] as const;

/** Knowledge base categories (spec 3 §2-§5), by `order`; one that holds articles or questions is not deleted. */
export const supportKbCategories = defineResource({
  name: 'support_kb_categories',
  label: 'Catégories',
  singular: 'Catégorie',
  description: 'Catégories de la base de connaissances',
  icon: 'Category',
  noun: 'une catégorie de la base de connaissances',
  route: 'support/kb/categories',
  breadcrumb: KB_BREADCRUMB,
  tab: kbTab('Catégories'),
  list: { perPage: 25, sort: { field: 'order', order: 'ASC' }, searchPlaceholder: 'Rechercher une catégorie...' },
  access: { default: SUPPORT_TEAM, list: SUPPORT_READ, read: SUPPORT_READ, fields: publicRead('name', 'slug', 'description', 'icon', 'order') },
  fields: [
    { name: 'name', label: 'Nom', type: 'text', required: true, maxLength: 100, list: true, sortable: true, searchable: true },
    slugField('name', { required: true }),
    { name: 'description', label: 'Description', type: 'textarea', maxLength: 500, rows: 3, searchable: true },
    { name: 'icon', label: 'Icône', type: 'select', default: 'MenuBook', options: KB_CATEGORY_ICONS },
    { name: 'order', label: 'Ordre', type: 'number', default: 0, min: 0, step: 1, list: true, sortable: true },
    { name: 'is_active', label: 'Active', type: 'switch', default: true, list: true, sortable: true, filterable: true },
    { name: 'article_count', label: 'Articles', type: 'number', default: 0, readOnly: true, format: 'integer', list: true, sortable: true },
    { name: 'faq_count', label: 'Questions', type: 'number', default: 0, readOnly: true, format: 'integer', list: true, sortable: true },
    { name: 'created_at', label: 'Créée le', type: 'datetime-local', readOnly: true, sortable: true },
  ],
  refuse: [
    {
      on: 'delete',
      when: (category) => Number(category.article_count ?? 0) > 0 || Number(category.faq_count ?? 0) > 0,
      message: KB_MESSAGES.categoryNotEmpty,
    },
  ],
  counters: [
    { field: 'article_count', of: 'support_kb_articles', foreignField: 'category_id' },
    { field: 'faq_count', of: 'support_kb_faqs', foreignField: 'category_id' },
  ],
});
