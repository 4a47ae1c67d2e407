import { MODERATION, publicRead } from '../access';
import { defineResource } from '../resource';

/** Answers in the forum's topics; each one moves its topic's last activity and the counters. */
export const forumReplies = defineResource({
  name: 'forum_replies',
  label: 'Réponses du forum',
  singular: 'Réponse',
  description: 'Réponses publiées dans les sujets du forum',
  icon: 'Reply',
  noun: 'une réponse du forum',
  route: 'forum/replies',
  breadcrumb: [{ label: 'Forum' }, { label: 'Sujets', path: '/webmaster/forum/topics' }, { label: 'Réponses' }],
  list: { perPage: 25, sort: { field: 'created_at', order: 'DESC' }, searchPlaceholder: 'Rechercher une réponse...' },
  // A filter of the list combined with its order: the page is read from one index (issue 25).
  indexes: [
    { fields: { topic_id: 1, created_at: -1, _id: -1 } },
    { fields: { author_id: 1, created_at: -1, _id: -1 } },
    { fields: { is_solution: 1, created_at: -1, _id: -1 } },
  ],
  // The public forum shows these fields; the back-office stays the administrators'.
  access: { default: MODERATION, fields: publicRead('topic_id', 'content', 'author_name', 'is_solution', 'created_at') },
  hooks: ['forum/reply.hooks'],
  fields: [
    {
      name: 'topic_id',
      label: 'Sujet',
      type: 'reference',
      required: true,
      // A topic's replies go with it: nothing else shows them.
      reference: { resource: 'forum_topics', labelFields: ['title'], perPage: 100, onDelete: 'cascade' },
      list: true,
      filterable: true,
    },
    { name: 'content', label: 'Contenu', type: 'textarea', required: true, maxLength: 20000, rows: 6, list: true, searchable: true },
    {
      name: 'author_id',
      label: 'Auteur',
      type: 'reference',
      reference: { resource: 'users', labelFields: ['name', 'email'], perPage: 100 },
      helperText: 'Vous-même si vide',
      filterable: true,
    },
    { name: 'author_name', label: 'Auteur', type: 'text', readOnly: true, list: true, sortable: true, searchable: true },
    { name: 'is_solution', label: 'Solution', type: 'switch', default: false, list: true, filterable: true },
    { name: 'created_at', label: 'Publiée le', type: 'datetime-local', readOnly: true, list: true, sortable: true },
  ],
});
