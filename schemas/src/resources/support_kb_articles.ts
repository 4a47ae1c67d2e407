import { publicRead } from '../access';
import { defineResource } from '../resource';
import { slugField } from '../slug';
import type { StateMachineDef } from '../state-machine';
import { SUPPORT_READ, SUPPORT_STAFF_REFERENCE, SUPPORT_TEAM } from '../support';
import { KB_BREADCRUMB, KB_MESSAGES, kbArticlePath, kbTab } from '../support-kb';

export const KB_ARTICLE_STATUSES = [
  { value: 'draft', label: 'Brouillon' },
  { value: 'published', label: 'Publié' },
  { value: 'archived', label: 'Archivé' },
] as const;

/** Spec 3 §4: draft, published, archived; an archived article may be published again. */
export const KB_ARTICLE_STATES: StateMachineDef = {
  field: 'status',
  states: KB_ARTICLE_STATUSES,
  transitions: [
    { from: ['draft', 'archived'], to: 'published' },
    { from: ['published'], to: 'draft' },
    { from: ['draft', 'published'], to: 'archived' },
  ],
};

const CATEGORY_REFERENCE = {
  resource: 'support_kb_categories',
  labelFields: ['name'],
  perPage: 100,
  onDelete: 'refuse',
  onDeleteMessage: KB_MESSAGES.categoryNotEmpty,
} as const;

/**
 * Knowledge base articles (spec 3 §2-§5), published on /support/kb/{slug}: the views and the
 * readers' yes/no votes are counted by the server.
 */
export const supportKbArticles = defineResource({
  name: 'support_kb_articles',
  label: 'Articles',
  singular: 'Article',
  description: 'Articles de la base de connaissances',
  icon: 'Article',
  noun: 'un article de la base de connaissances',
  route: 'support/kb/articles',
  breadcrumb: KB_BREADCRUMB,
  tab: kbTab('Articles'),
  list: { perPage: 25, sort: { field: 'created_at', order: 'DESC' }, searchPlaceholder: 'Rechercher un article...', exportFormats: ['csv', 'json'] },
  states: KB_ARTICLE_STATES,
  // The public knowledge base shows these fields of the published articles.
  access: {
    default: SUPPORT_TEAM,
    list: SUPPORT_READ,
    read: SUPPORT_READ,
    fields: publicRead('title', 'slug', 'category_id', 'summary', 'content', 'tags', 'featured', 'views', 'helpful_yes', 'helpful_no', 'updated_at'),
  },
  indexes: [{ fields: { status: 1, created_at: -1, _id: -1 } }, { fields: { category_id: 1, created_at: -1, _id: -1 } }],
  actions: [
    {
      name: 'preview',
      label: 'Aperçu',
      icon: 'MenuBook',
      scope: 'row',
      when: (article) => article.status === 'published',
      effect: { kind: 'link', href: (article) => kbArticlePath(String(article.slug ?? '')), newTab: true },
    },
  ],
  hooks: ['support/kb.service'],
  fields: [
    { name: 'title', label: 'Titre', type: 'text', required: true, maxLength: 200, list: true, sortable: true, searchable: true },
    slugField('title', { required: true }),
    { name: 'category_id', label: 'Catégorie', type: 'reference', required: true, reference: CATEGORY_REFERENCE, list: true, filterable: true },
    { name: 'summary', label: 'Résumé', type: 'textarea', required: true, maxLength: 500, rows: 3, searchable: true },
    {
      name: 'content',
      label: 'Contenu',
      type: 'textarea',
      required: true,
      maxLength: 50000,
      rows: 14,
      helperText: 'Texte au format Markdown',
      searchable: true,
    },
    { name: 'tags', label: 'Étiquettes', type: 'tags', default: [] },
    {
      name: 'author_id',
      label: 'Auteur',
      type: 'reference',
      reference: SUPPORT_STAFF_REFERENCE,
      helperText: 'Vous-même si vide',
      list: true,
      filterable: true,
    },
    {
      name: 'status',
      label: 'Statut',
      type: 'select',
      required: true,
      default: 'draft',
      options: KB_ARTICLE_STATUSES,
      list: true,
      sortable: true,
      filterable: true,
    },
    { name: 'featured', label: 'À la une', type: 'switch', default: false, list: true, filterable: true },
    { name: 'allow_comments', label: 'Commentaires autorisés', type: 'switch', default: true },
    { name: 'views', label: 'Vues', type: 'number', default: 0, readOnly: true, format: 'integer', list: true, sortable: true },
    { name: 'helpful_yes', label: 'Utile', type: 'number', default: 0, readOnly: true, format: 'integer', list: true, sortable: true },
    { name: 'helpful_no', label: 'Pas utile', type: 'number', default: 0, readOnly: true, format: 'integer', sortable: true },
    { name: 'created_at', label: 'Créé le', type: 'datetime-local', readOnly: true, list: true, sortable: true },
    { name: 'updated_at', label: 'Mis à jour le', type: 'datetime-local', readOnly: true, sortable: true },
  ],
});
