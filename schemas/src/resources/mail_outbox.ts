import { defineResource } from '../resource';

/** Where a mail stands: kept because no SMTP server is configured, sent, or refused by the server. */
export const MAIL_STATUSES = [
  { value: 'outbox', label: 'Non envoyé (SMTP non configuré)' },
  { value: 'sent', label: 'Envoyé' },
  { value: 'failed', label: 'Échec' },
] as const;

export type MailStatus = (typeof MAIL_STATUSES)[number]['value'];

export const MAIL_MESSAGES = {
  noSmtp: 'SMTP non configuré : renseignez l’onglet E-mail des paramètres avant de renvoyer',
} as const;

/**
 * Every mail the product sends or would send (api/src/platform/mail/): without an SMTP
 * server it stays here, so nothing is silently lost, and a failed send keeps its error.
 * Written by the API only; read in the back-office.
 */
export const mailOutbox = defineResource({
  name: 'mail_outbox',
  label: "Boîte d'envoi",
  singular: 'Mail',
  description: 'Les mails envoyés par la plateforme, ou en attente faute de serveur SMTP',
  icon: 'Email',
  noun: 'un mail',
  menu: { group: 'system', label: "Boîte d'envoi", order: 20 },
  route: 'system/outbox',
  breadcrumb: [{ label: 'Système' }, { label: "Boîte d'envoi" }],
  list: { perPage: 25, sort: { field: 'created_at', order: 'DESC' }, searchPlaceholder: 'Rechercher un mail...', exportFormats: ['csv', 'json'] },
  // A filter of the list combined with its order: the page is read from one index (issue 25).
  indexes: [
    { fields: { status: 1, created_at: -1, _id: -1 } },
  ],
  operations: { create: false, edit: false, delete: false, export: true },
  actions: [
    {
      name: 'resend',
      label: 'Renvoyer',
      icon: 'Send',
      scope: 'row',
      effect: { kind: 'endpoint' },
      confirm: 'Le mail sera envoyé de nouveau à son destinataire, avec ses pièces jointes. Continuer ?',
      success: (answer) => (answer.status === 'sent' ? 'Mail renvoyé avec succès' : `Échec du renvoi : ${String(answer.error ?? '')}`),
    },
  ],
  fields: [
    { name: 'created_at', label: 'Date', type: 'datetime-local', readOnly: true, list: true, sortable: true },
    { name: 'to', label: 'Destinataire', type: 'text', readOnly: true, list: true, searchable: true },
    { name: 'subject', label: 'Objet', type: 'text', readOnly: true, list: true, sortable: true, searchable: true },
    { name: 'status', label: 'Statut', type: 'select', options: MAIL_STATUSES, readOnly: true, list: true, sortable: true, filterable: true },
    { name: 'attachments', label: 'Pièces jointes', type: 'tags', readOnly: true, list: true },
    { name: 'from', label: 'Expéditeur', type: 'text', readOnly: true },
    { name: 'error', label: 'Erreur', type: 'text', readOnly: true },
    { name: 'attempts', label: "Tentatives d'envoi", type: 'number', readOnly: true, format: 'integer' },
    { name: 'sent_at', label: 'Envoyé le', type: 'datetime-local', readOnly: true },
    { name: 'message_id', label: 'Identifiant SMTP du message', type: 'text', readOnly: true },
    { name: 'text', label: 'Contenu', type: 'textarea', readOnly: true, rows: 12 },
    { name: 'html', label: 'Contenu HTML', type: 'textarea', readOnly: true, rows: 12 },
  ],
});
