import { PUBLIC, publicRead, withPermission } from '../access';
import { BRAND_NAME } from '../brand';
import { blogPostPath } from '../public-content';
import { IMAGE_ACCEPT, IMAGE_MAX_BYTES } from '../image-uploads';
import { defineResource } from '../resource';
import { slugField } from '../slug';

export const BLOG_POST_STATUSES = [
  { value: 'draft', label: 'Brouillon' },
  { value: 'published', label: 'Publié' },
  { value: 'scheduled', label: 'Programmé' },
] as const;

/** The author shown on a post the server writes itself (the demonstration content). */
export const BLOG_DEFAULT_AUTHOR = `Équipe ${BRAND_NAME}`;

export const blogPosts = defineResource({
  name: 'blog_posts',
  label: 'Articles',
  singular: 'Article',
  description: 'Articles du blog',
  icon: 'Article',
  noun: 'un article',
  menu: { group: 'blog', label: 'Articles', order: 10 },
  route: 'blog/posts',
  breadcrumb: [{ label: 'Blog' }, { label: 'Articles' }],
  list: {
    view: 'grid',
    searchPlaceholder: 'Rechercher un article...',
    card: {
      title: 'title',
      image: 'featured_image',
      subtitle: 'author_name',
      chips: ['status', 'category_name'],
      meta: ['views', 'comments_count', 'published_at'],
    },
  },
  access: {
    default: withPermission('content.edit'),
    // Publishing is its own permission: an editor without it writes drafts.
    fields: {
      ...publicRead('title', 'slug', 'excerpt', 'category_name', 'featured_image', 'author_name', 'published_at', 'tags', 'content', 'meta_title', 'meta_description', 'created_at', 'updated_at'),
      status: { write: withPermission('content.publish') },
      published_at: { read: PUBLIC, write: withPermission('content.publish') },
    },
  },
  hooks: ['blog/blog-hooks'],
  fields: [
    { name: 'title', label: 'Titre', type: 'text', required: true, maxLength: 200, list: true, sortable: true, searchable: true },
    slugField('title', {
      maxLength: 200,
      helperText: 'Adresse publique /blog/… ; déduit du titre si vide',
      link: { href: (post) => blogPostPath(String(post.slug ?? '')), newTab: true },
    }),
    { name: 'excerpt', label: 'Extrait', type: 'textarea', maxLength: 300, rows: 3, searchable: true },
    {
      name: 'category_id',
      label: 'Catégorie',
      type: 'reference',
      required: true,
      reference: { resource: 'blog_categories', labelFields: ['name'], perPage: 100 },
      filterable: true,
    },
    { name: 'status', label: 'Statut', type: 'select', required: true, default: 'draft', options: BLOG_POST_STATUSES, list: true, sortable: true, filterable: true },
    {
      name: 'published_at',
      label: 'Date de publication',
      type: 'datetime-local',
      required: true,
      visibleWhen: { field: 'status', equals: 'scheduled' },
      list: true,
      sortable: true,
    },
    { name: 'featured', label: 'À la une', type: 'switch', default: false, list: true, filterable: true },
    { name: 'content', label: 'Contenu', type: 'textarea', required: true, rows: 12, helperText: 'Texte au format Markdown' },
    { name: 'meta_title', label: 'Titre SEO', type: 'text', maxLength: 60 },
    { name: 'meta_description', label: 'Description SEO', type: 'textarea', maxLength: 160, rows: 2 },
    { name: 'tags', label: 'Étiquettes', type: 'tags', default: [] },
    { name: 'featured_image', label: 'Image à la une', type: 'image', maxSize: IMAGE_MAX_BYTES, accept: IMAGE_ACCEPT },
    { name: 'author_name', label: 'Auteur', type: 'text', readOnly: true, list: true, sortable: true, searchable: true },
    { name: 'category_name', label: 'Catégorie', type: 'text', readOnly: true, list: true, sortable: true },
    { name: 'views', label: 'Vues', type: 'number', default: 0, readOnly: true, list: true, sortable: true },
    { name: 'comments_count', label: 'Commentaires', type: 'number', default: 0, readOnly: true, list: true, sortable: true },
    { name: 'created_at', label: 'Créé le', type: 'datetime-local', readOnly: true, sortable: true },
    { name: 'updated_at', label: 'Modifié le', type: 'datetime-local', readOnly: true, sortable: true },
  ],
  counters: [{ field: 'comments_count', of: 'blog_comments', foreignField: 'post_id' }],
});
