import { MODERATION, publicRead, withPermission } from '../access';
import { defineResource } from '../resource';
import type { StateMachineDef } from '../state-machine';

export const BLOG_COMMENT_STATUSES = [
  { value: 'pending', label: 'En attente' },
  { value: 'approved', label: 'Approuvé' },
  { value: 'rejected', label: 'Rejeté' },
  { value: 'spam', label: 'Spam' },
] as const;

/** Spec 2 §5: pending moves to approved or rejected by the actions; any status but spam may be edited to spam. */
export const BLOG_COMMENT_STATES: StateMachineDef = {
  field: 'status',
  states: BLOG_COMMENT_STATUSES,
  transitions: [
    { from: ['pending'], to: 'approved', action: 'approve' },
    { from: ['pending'], to: 'rejected', action: 'reject' },
    { from: ['pending', 'approved', 'rejected'], to: 'spam' },
  ],
};

/**
 * Comments of the blog's readers, moderated in the back-office. The author's name and
 * e-mail are the reader's own words: given once when the comment is written (public form,
 * seed, or an operator typing in a comment received otherwise), then never rewritten by a
 * moderator.
 */
export const blogComments = defineResource({
  name: 'blog_comments',
  label: 'Commentaires',
  singular: 'Commentaire',
  description: 'Modération des commentaires du blog',
  icon: 'Comment',
  noun: 'un commentaire',
  menu: { group: 'blog', label: 'Commentaires', order: 30 },
  route: 'blog/comments',
  breadcrumb: [{ label: 'Blog' }, { label: 'Commentaires' }],
  list: { searchPlaceholder: 'Rechercher un commentaire...' },
  // A filter of the list combined with its order: the page is read from one index (issue 25).
  indexes: [
    { fields: { post_id: 1, _id: -1 } },
    { fields: { status: 1, _id: -1 } },
  ],
  hooks: ['blog/blog-hooks'],
  fields: [
    {
      name: 'post_id',
      label: 'Article',
      type: 'reference',
      required: true,
      // A deleted post takes its comments: they can no longer be read anywhere.
      reference: { resource: 'blog_posts', labelFields: ['title'], perPage: 100, onDelete: 'cascade' },
      list: true,
      filterable: true,
    },
    { name: 'author_name', label: 'Auteur', type: 'text', required: true, maxLength: 100, lockedOnEdit: true, list: true, sortable: true, searchable: true },
    {
      name: 'author_email',
      label: "E-mail de l'auteur",
      type: 'email',
      required: true,
      maxLength: 254,
      lockedOnEdit: true,
      list: true,
      searchable: true,
    },
    { name: 'content', label: 'Commentaire', type: 'textarea', required: true, maxLength: 5000, rows: 5, list: true, searchable: true },
    { name: 'status', label: 'Statut', type: 'select', required: true, default: 'pending', options: BLOG_COMMENT_STATUSES, list: true, sortable: true, filterable: true },
    {
      name: 'rejection_reason',
      label: 'Motif du rejet',
      type: 'textarea',
      required: true,
      maxLength: 500,
      rows: 2,
      visibleWhen: { field: 'status', equals: 'rejected' },
      list: true,
    },
    {
      name: 'parent_id',
      label: 'En réponse à',
      type: 'reference',
      reference: { resource: 'blog_comments', labelFields: ['author_name', 'content'], perPage: 100 },
    },
    { name: 'created_at', label: 'Reçu le', type: 'datetime-local', readOnly: true, list: true, sortable: true },
  ],
  states: BLOG_COMMENT_STATES,
  access: {
    // Editors and the team's moderators.
    default: { ...withPermission('content.edit'), roles: MODERATION.roles },
    // A reader's address is personal data: people managing accounts see it, not every editor.
    fields: {
      ...publicRead('post_id', 'author_name', 'content', 'created_at'),
      author_email: { read: withPermission('users.manage') },
    },
  },
  stats: [
    { key: 'pending', label: 'En attente', icon: 'HourglassEmpty', kind: 'count', where: { status: 'pending' }, format: 'integer', tone: 'warning' },
    { key: 'approved', label: 'Approuvés', icon: 'CheckCircle', kind: 'count', where: { status: 'approved' }, format: 'integer', tone: 'success' },
    { key: 'rejected', label: 'Rejetés', icon: 'Cancel', kind: 'count', where: { status: 'rejected' }, format: 'integer', tone: 'error' },
  ],
  actions: [
    {
      name: 'approve',
      label: 'Approuver',
      icon: 'CheckCircle',
      scope: 'row',
      effect: { kind: 'update', set: { status: 'approved' } },
      success: 'Commentaire approuvé',
      tone: 'success',
    },
    {
      name: 'reject',
      label: 'Rejeter',
      icon: 'Cancel',
      scope: 'row',
      effect: { kind: 'update', set: { status: 'rejected' } },
      ask: {
        title: 'Rejeter le commentaire',
        fields: [{ name: 'rejection_reason', label: 'Motif du rejet', type: 'textarea', required: true, maxLength: 500, rows: 3 }],
        submitLabel: 'Rejeter',
      },
      success: 'Commentaire rejeté',
      tone: 'error',
    },
  ],
});
