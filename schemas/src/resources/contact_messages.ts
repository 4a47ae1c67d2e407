import { defineResource } from '../resource';

/** The five subjects of the public contact form (spec 1 §5 "Contact form"). */
export const CONTACT_SUBJECTS = [
  { value: 'information', label: "Demande d'information" },
  { value: 'support', label: 'Support technique' },
  { value: 'partnership', label: 'Partenariat commercial' },
  { value: 'provider', label: 'Devenir Provider' },
  { value: 'other', label: 'Autre' },
] as const;

/** Where a message stands in the team's handling of it. */
export const CONTACT_STATUSES = [
  { value: 'new', label: 'Nouveau' },
  { value: 'read', label: 'Lu' },
  { value: 'answered', label: 'Répondu' },
] as const;

export const CONTACT_MESSAGE_MAX_LENGTH = 5000;

/** What a visitor may send: the status, address and date are the server's. */
export const CONTACT_PUBLIC_FIELDS = ['name', 'email', 'company', 'subject', 'message'] as const;

/** The answer to a message received (spec 1 §8 "Contact success"). */
export const CONTACT_SUCCESS_MESSAGE =
  'Votre message a été envoyé avec succès ! Nous vous répondrons dans les plus brefs délais.';

/** One address may send this many messages per window before being refused. */
export const CONTACT_RATE_WINDOW_MS = 10 * 60_000;
export const CONTACT_FLOOD_MESSAGE =
  'Trop de messages envoyés depuis votre connexion, veuillez réessayer dans quelques minutes.';

/**
 * Messages sent by visitors through the public contact form (POST /api/contact). The team
 * reads them in the back-office, marks them handled and deletes them; it never writes one.
 */
export const contactMessages = defineResource({
  name: 'contact_messages',
  label: 'Messages de contact',
  singular: 'Message de contact',
  description: 'Messages envoyés depuis le formulaire de contact du site',
  icon: 'ContactMail',
  noun: 'un message de contact',
  menu: { group: 'support', label: 'Messages de contact', order: 40 },
  route: 'support/contact',
  breadcrumb: [{ label: 'Support' }, { label: 'Messages de contact' }],
  list: { perPage: 25, sort: { field: 'created_at', order: 'DESC' }, searchPlaceholder: 'Rechercher un message...' },
  // A filter of the list combined with its order: the page is read from one index (issue 25).
  indexes: [
    { fields: { subject: 1, created_at: -1, _id: -1 } },
    { fields: { status: 1, created_at: -1, _id: -1 } },
  ],
  operations: { create: false },
  fields: [
    { name: 'name', label: 'Nom', type: 'text', required: true, maxLength: 100, lockedOnEdit: true, list: true, sortable: true, searchable: true },
    { name: 'email', label: 'E-mail', type: 'email', required: true, maxLength: 254, lockedOnEdit: true, list: true, sortable: true, searchable: true },
    { name: 'company', label: 'Entreprise', type: 'text', maxLength: 100, lockedOnEdit: true, list: true, searchable: true },
    { name: 'subject', label: 'Sujet', type: 'select', required: true, options: CONTACT_SUBJECTS, lockedOnEdit: true, list: true, sortable: true, filterable: true },
    {
      name: 'message',
      label: 'Message',
      type: 'textarea',
      required: true,
      maxLength: CONTACT_MESSAGE_MAX_LENGTH,
      rows: 6,
      lockedOnEdit: true,
      searchable: true,
    },
    { name: 'status', label: 'Statut', type: 'select', default: 'new', options: CONTACT_STATUSES, list: true, sortable: true, filterable: true },
    { name: 'ip_address', label: 'Adresse IP', type: 'text', readOnly: true },
    { name: 'created_at', label: 'Reçu le', type: 'datetime-local', readOnly: true, list: true, sortable: true },
  ],
  actions: [
    {
      name: 'mark_read',
      label: 'Marquer comme lu',
      icon: 'MarkEmailRead',
      scope: 'row',
      when: (record) => record.status === 'new',
      effect: { kind: 'update', set: { status: 'read' } },
      success: 'Message marqué comme lu',
    },
    {
      name: 'mark_answered',
      label: 'Marquer comme répondu',
      icon: 'TaskAlt',
      scope: 'row',
      when: (record) => record.status !== 'answered',
      effect: { kind: 'update', set: { status: 'answered' } },
      success: 'Message marqué comme répondu',
      tone: 'success',
    },
    {
      name: 'reply',
      label: 'Répondre par e-mail',
      icon: 'Reply',
      scope: 'row',
      effect: { kind: 'link', href: (record) => `mailto:${encodeURIComponent(String(record.email ?? ''))}` },
    },
  ],
});
