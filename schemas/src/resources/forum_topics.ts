import { MODERATION, publicRead } from '../access';
import type { FieldDef, Values } from '../fields';
import { defineResource, type Tone } from '../resource';
import { forumTopicPath } from '../public-content';
import { slugField } from '../slug';
import { REPORT_REASON_FIELD, REPORT_TYPE_FIELD } from './forum_reports';
import { forumReplies } from './forum_replies';

/** Spec 2 §4: Verrouillé, else Résolu, else Actif. */
export function topicBadge(record: Values): { label: string; tone: Tone } {
  if (record.is_locked === true) return { label: 'Verrouillé', tone: 'error' };
  if (record.is_solved === true) return { label: 'Résolu', tone: 'success' };
  return { label: 'Actif', tone: 'info' };
}

/** The back-office's list of a topic's replies: the replies are not in the sidebar, they open from their topic. */
export function topicRepliesPath(record: Values): string {
  return `/webmaster/${forumReplies.route}?${new URLSearchParams({ topic_id: String(record.id ?? record._id ?? '') })}`;
}

const CATEGORY_FIELD: FieldDef = {
  name: 'category_id',
  label: 'Catégorie',
  type: 'reference',
  required: true,
  reference: { resource: 'forum_categories', labelFields: ['name'], perPage: 100 },
};

const MOVE_ASK = { title: 'Déplacer vers la catégorie', fields: [CATEGORY_FIELD], submitLabel: 'Déplacer' };

export const forumTopics = defineResource({
  name: 'forum_topics',
  label: 'Sujets du forum',
  singular: 'Sujet',
  description: 'Sujets de discussion du forum communautaire',
  icon: 'Forum',
  noun: 'un sujet du forum',
  menu: { group: 'forum', label: 'Sujets', order: 20 },
  route: 'forum/topics',
  breadcrumb: [{ label: 'Forum' }, { label: 'Sujets' }],
  list: {
    perPage: 25,
    sort: { field: 'last_activity', order: 'DESC' },
    searchPlaceholder: 'Rechercher un sujet...',
    badges: [{ name: 'state', label: 'État', value: topicBadge }],
  },
  // A filter of the list combined with its order: the page is read from one index (issue 25).
  indexes: [
    { fields: { category_id: 1, last_activity: -1, _id: -1 } },
    { fields: { is_pinned: 1, last_activity: -1, _id: -1 } },
    { fields: { is_locked: 1, last_activity: -1, _id: -1 } },
    { fields: { is_solved: 1, last_activity: -1, _id: -1 } },
    { fields: { author_id: 1, last_activity: -1, _id: -1 } },
  ],
  // The public forum shows these fields; the back-office stays the administrators'.
  access: { default: MODERATION, fields: publicRead('title', 'slug', 'category_id', 'content', 'tags', 'is_pinned', 'is_locked', 'is_solved', 'author_name', 'reply_count', 'view_count', 'last_activity', 'last_post_by', 'created_at') },
  hooks: ['forum/topic.hooks'],
  fields: [
    {
      name: 'title',
      label: 'Titre',
      type: 'text',
      required: true,
      maxLength: 200,
      link: { href: (record) => forumTopicPath(String(record.slug ?? '')), newTab: true },
      list: true,
      sortable: true,
      searchable: true,
    },
    slugField('title', { required: true, maxLength: 200, list: false, sortable: false }),
    { ...CATEGORY_FIELD, list: true, filterable: true },
    { name: 'content', label: 'Contenu', type: 'textarea', required: true, maxLength: 20000, rows: 10, searchable: true },
    { name: 'tags', label: 'Étiquettes', type: 'tags', default: [], searchable: true },
    { name: 'is_pinned', label: 'Épinglé', type: 'switch', default: false, list: true, sortable: true, filterable: true },
    { name: 'is_locked', label: 'Verrouillé', type: 'switch', default: false, filterable: true },
    { name: 'is_solved', label: 'Résolu', type: 'switch', default: false, filterable: true },
    {
      name: 'author_id',
      label: 'Auteur',
      type: 'reference',
      reference: { resource: 'users', labelFields: ['name', 'email'], perPage: 100 },
      helperText: 'Vous-même si vide',
      filterable: true,
    },
    { name: 'author_name', label: 'Auteur', type: 'text', readOnly: true, list: true, sortable: true, searchable: true },
    { name: 'reply_count', label: 'Réponses', type: 'number', default: 0, readOnly: true, list: true, sortable: true },
    { name: 'view_count', label: 'Vues', type: 'number', default: 0, readOnly: true, list: true, sortable: true },
    { name: 'last_activity', label: 'Dernière activité', type: 'datetime-local', readOnly: true, list: true, sortable: true },
    { name: 'last_post_by', label: 'Dernier message par', type: 'text', readOnly: true },
    { name: 'created_at', label: 'Créé le', type: 'datetime-local', readOnly: true, sortable: true },
  ],
  counters: [{ field: 'reply_count', of: 'forum_replies', foreignField: 'topic_id' }],
  actions: [
    {
      name: 'replies',
      label: 'Voir les réponses',
      icon: 'Comment',
      scope: 'row',
      when: (record) => Number(record.reply_count ?? 0) > 0,
      effect: { kind: 'link', href: topicRepliesPath },
    },
    { name: 'move', label: 'Déplacer', icon: 'DriveFileMove', scope: 'row', effect: { kind: 'update' }, ask: MOVE_ASK },
    {
      name: 'report',
      label: 'Signaler',
      icon: 'Flag',
      scope: 'row',
      effect: { kind: 'endpoint' },
      ask: { title: 'Signaler le sujet', fields: [REPORT_TYPE_FIELD, REPORT_REASON_FIELD], submitLabel: 'Signaler' },
      success: 'Sujet signalé à la modération',
      tone: 'warning',
    },
    { name: 'pin', label: 'Épingler', icon: 'PushPin', scope: 'bulk', effect: { kind: 'update', set: { is_pinned: true } } },
    { name: 'lock', label: 'Verrouiller', icon: 'Lock', scope: 'bulk', effect: { kind: 'update', set: { is_locked: true } } },
    { name: 'move_selection', label: 'Déplacer', icon: 'DriveFileMove', scope: 'bulk', effect: { kind: 'update' }, ask: MOVE_ASK },
  ],
});
