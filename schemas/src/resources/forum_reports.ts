import { MODERATION } from '../access';
import type { FieldDef } from '../fields';
import { defineResource, type TabDef } from '../resource';
import type { StateMachineDef } from '../state-machine';

/** The three tabs of /webmaster/forum/moderation share this screen. */
export const FORUM_MODERATION_PATH = 'forum/moderation';
export const FORUM_MODERATION_BREADCRUMB = [{ label: 'Forum' }, { label: 'Modération' }] as const;
export const moderationTab = (label: string): TabDef => ({ path: FORUM_MODERATION_PATH, label });

export const REPORT_TYPES = [
  { value: 'spam', label: 'Spam' },
  { value: 'inappropriate', label: 'Contenu inapproprié' },
  { value: 'harassment', label: 'Harcèlement' },
  { value: 'other', label: 'Autre' },
] as const;

export const REPORT_STATUSES = [
  { value: 'pending', label: 'En attente' },
  { value: 'resolved', label: 'Résolu' },
  { value: 'dismissed', label: 'Rejeté' },
] as const;

export const REPORT_ACTIONS = [
  { value: 'none', label: 'Aucune' },
  { value: 'warn', label: 'Avertissement' },
  { value: 'delete', label: 'Suppression du contenu' },
  { value: 'ban', label: 'Bannissement' },
] as const;

export const REPORT_CONTENT_TYPES = [
  { value: 'topic', label: 'Sujet' },
  { value: 'message', label: 'Message' },
] as const;

/** What a reporter says: asked by the topics' 'Signaler' action too. */
export const REPORT_TYPE_FIELD: FieldDef = { name: 'type', label: 'Type', type: 'select', required: true, options: REPORT_TYPES };
export const REPORT_REASON_FIELD: FieldDef = { name: 'reason', label: 'Motif', type: 'textarea', required: true, maxLength: 1000, rows: 3 };

const REPORT_ACTION_FIELD: FieldDef = { name: 'action_taken', label: 'Action prise', type: 'select', default: 'none', options: REPORT_ACTIONS };

const MODERATOR_NOTES_FIELD: FieldDef = { name: 'moderator_notes', label: 'Notes du modérateur', type: 'textarea', maxLength: 2000, rows: 3 };

/** Spec 2 §5: a pending report is resolved or dismissed, once; nothing else moves it. */
export const REPORT_STATES: StateMachineDef = {
  field: 'status',
  states: REPORT_STATUSES,
  initial: ['pending'],
  transitions: [
    { from: ['pending'], to: 'resolved', action: 'resolve' },
    { from: ['pending'], to: 'dismissed', action: 'dismiss' },
  ],
};

/**
 * Reports of forum content. They come from the topics' 'Signaler' action and from the public
 * forum, never from an add button; moderators resolve or dismiss them.
 */
export const forumReports = defineResource({
  name: 'forum_reports',
  access: { default: MODERATION },
  label: 'Signalements',
  singular: 'Signalement',
  description: 'Contenus du forum signalés à la modération',
  icon: 'Flag',
  noun: 'un signalement',
  menu: { group: 'forum', label: 'Modération', order: 30 },
  route: 'forum/moderation/reports',
  breadcrumb: FORUM_MODERATION_BREADCRUMB,
  tab: moderationTab('Signalements'),
  list: { perPage: 25, searchPlaceholder: 'Rechercher un signalement...' },
  operations: { create: false },
  hooks: ['forum/report.hooks'],
  fields: [
    { ...REPORT_TYPE_FIELD, lockedOnEdit: true, list: true, sortable: true, filterable: true },
    { ...REPORT_REASON_FIELD, lockedOnEdit: true, list: true, searchable: true },
    { name: 'status', label: 'Statut', type: 'select', default: 'pending', options: REPORT_STATUSES, list: true, sortable: true, filterable: true },
    { ...REPORT_ACTION_FIELD, list: true, filterable: true },
    MODERATOR_NOTES_FIELD,
    { name: 'content_type', label: 'Type de contenu', type: 'select', default: 'topic', options: REPORT_CONTENT_TYPES, lockedOnEdit: true, list: true, filterable: true },
    { name: 'content', label: 'Contenu signalé', type: 'textarea', maxLength: 5000, rows: 4, lockedOnEdit: true, searchable: true },
    {
      name: 'topic_id',
      label: 'Sujet',
      type: 'reference',
      reference: { resource: 'forum_topics', labelFields: ['title'], perPage: 100 },
      lockedOnEdit: true,
      list: true,
    },
    {
      name: 'reply_id',
      label: 'Message',
      type: 'reference',
      reference: { resource: 'forum_replies', labelFields: ['author_name', 'content'], perPage: 100 },
      visibleWhen: { field: 'content_type', equals: 'message' },
      lockedOnEdit: true,
    },
    { name: 'reporter', label: 'Signalé par', type: 'text', readOnly: true, list: true, searchable: true },
    { name: 'resolved_by', label: 'Traité par', type: 'text', readOnly: true, list: true },
    { name: 'resolved_at', label: 'Traité le', type: 'datetime-local', readOnly: true },
    { name: 'created_at', label: 'Signalé le', type: 'datetime-local', readOnly: true, list: true, sortable: true },
  ],
  states: REPORT_STATES,
  actions: [
    {
      name: 'resolve',
      label: 'Résoudre',
      icon: 'CheckCircle',
      scope: 'row',
      effect: { kind: 'update', set: { status: 'resolved' } },
      ask: { title: 'Résoudre le signalement', fields: [REPORT_ACTION_FIELD, MODERATOR_NOTES_FIELD], submitLabel: 'Résoudre' },
      tone: 'success',
    },
    {
      name: 'dismiss',
      label: 'Rejeter',
      icon: 'Block',
      scope: 'row',
      effect: { kind: 'update', set: { status: 'dismissed' } },
      confirm: 'Rejeter ce signalement ?',
      tone: 'warning',
    },
  ],
});
