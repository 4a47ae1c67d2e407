import { withPermission } from '../access';
import type { Values } from '../fields';
import { defineResource } from '../resource';
import { slugField } from '../slug';
import { COLOR_OPTIONS } from './roles';

export const BLOG_CATEGORY_NOT_EMPTY = 'Cette catégorie contient des articles';
export const BLOG_CATEGORY_OWN_PARENT = 'Une catégorie ne peut pas être sa propre parente';

/** The Material icons a category may show (the public site draws its own version of each). */
export const BLOG_CATEGORY_ICONS = [
  { value: 'Article', label: 'Article' },
  { value: 'Campaign', label: 'Annonce' },
  { value: 'Cloud', label: 'Cloud' },
  { value: 'Security', label: 'Sécurité' },
  { value: 'Psychology', label: 'Intelligence artificielle' },
  { value: 'Memory', label: 'Processeur' },
  { value: 'Link', label: 'Chaîne de blocs' },
  { value: 'Code', label: 'Code' },
  { value: 'School', label: 'Formation' },
  { value: 'Gavel', label: 'Réglementation' },
] as const;

/** The record's own id: `_id` from the API, `id` in the back-office's records. */
const recordId = (values: Values): string | undefined => {
  const id = values._id ?? values.id;
  return id === undefined || id === null ? undefined : String(id);
};

/** A category picked as its own parent (only an existing record has an id to compare). */
export function checkOwnParentCategory(value: unknown, values: Values): string | undefined {
  const id = recordId(values);
  return id !== undefined && String(value) === id ? BLOG_CATEGORY_OWN_PARENT : undefined;
}

export const blogCategories = defineResource({
  name: 'blog_categories',
  label: 'Catégories du blog',
  singular: 'Catégorie',
  description: 'Catégories des articles du blog',
  icon: 'Category',
  noun: 'une catégorie du blog',
  menu: { group: 'blog', label: 'Catégories', order: 20 },
  route: 'blog/categories',
  breadcrumb: [{ label: 'Blog' }, { label: 'Catégories' }],
  list: { searchPlaceholder: 'Rechercher une catégorie...' },
  // Whoever writes articles reads the categories they file them under (issue 26 §5); only
  // administrators change them.
  access: { list: withPermission('content.edit'), read: withPermission('content.edit') },
  hooks: ['blog/blog-hooks'],
  fields: [
    { name: 'name', label: 'Nom', type: 'text', required: true, maxLength: 100, list: true, sortable: true, searchable: true },
    slugField('name', { required: true }),
    { name: 'description', label: 'Description', type: 'textarea', maxLength: 500, rows: 3, searchable: true },
    {
      name: 'parent_id',
      label: 'Catégorie parente',
      type: 'reference',
      // The subcategories of a deleted category move to the top level.
      reference: { resource: 'blog_categories', labelFields: ['name'], perPage: 100, onDelete: 'setNull' },
      validate: checkOwnParentCategory,
      list: true,
      filterable: true,
    },
    { name: 'color', label: 'Couleur', type: 'select', default: 'primary', options: COLOR_OPTIONS, list: true },
    { name: 'icon', label: 'Icône', type: 'select', default: 'Article', options: BLOG_CATEGORY_ICONS },
    { name: 'is_active', label: 'Active', type: 'switch', default: true, list: true, sortable: true, filterable: true },
    { name: 'post_count', label: 'Articles', type: 'number', default: 0, readOnly: true, list: true, sortable: true },
    { name: 'created_at', label: 'Créée le', type: 'datetime-local', readOnly: true, list: true, sortable: true },
  ],
  refuse: [{ on: 'delete', when: (category) => Number(category.post_count ?? 0) > 0, message: BLOG_CATEGORY_NOT_EMPTY }],
  counters: [{ field: 'post_count', of: 'blog_posts', foreignField: 'category_id' }],
});
