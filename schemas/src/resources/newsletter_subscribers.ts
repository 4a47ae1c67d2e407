import { defineResource } from '../resource';

/** The pages a visitor can subscribe from. */
export const NEWSLETTER_SOURCES = [
  { value: 'work-in-progress', label: 'Page « Bientôt disponible »' },
  { value: 'status', label: 'Page « Statut des services »' },
] as const;

/** How a subscriber of the status page wants to hear about incidents. */
export const NOTIFICATION_CHANNELS = [
  { value: 'email', label: 'E-mail' },
  { value: 'sms', label: 'SMS' },
  { value: 'webhook', label: 'Webhook' },
  { value: 'slack', label: 'Slack' },
] as const;

/** What a visitor may send: the date is the server's. */
export const NEWSLETTER_PUBLIC_FIELDS = ['email', 'source', 'channels'] as const;

/** The answer to a subscription, new or not: it tells nobody whether an address was already there. */
export const NEWSLETTER_SUCCESS_MESSAGE = 'Merci ! Votre inscription est bien enregistrée.';

/** One address may subscribe this many times per window before being refused. */
export const NEWSLETTER_RATE_WINDOW_MS = 10 * 60_000;
export const NEWSLETTER_FLOOD_MESSAGE = "Trop de demandes d'inscription, veuillez réessayer dans quelques minutes.";

/**
 * Addresses left on the public site to be told about the launch or about incidents
 * (POST /api/newsletter). An address is stored once, whatever the number of requests.
 */
export const newsletterSubscribers = defineResource({
  name: 'newsletter_subscribers',
  label: "Abonnés à la lettre d'information",
  singular: 'Abonné',
  description: 'Adresses inscrites depuis le site public',
  icon: 'Email',
  noun: "un abonné à la lettre d'information",
  menu: { group: 'support', label: "Lettre d'information", order: 50 },
  route: 'support/newsletter',
  breadcrumb: [{ label: 'Support' }, { label: "Lettre d'information" }],
  list: { perPage: 25, sort: { field: 'created_at', order: 'DESC' }, searchPlaceholder: 'Rechercher une adresse...' },
  // A filter of the list combined with its order: the page is read from one index (issue 25).
  indexes: [
    { fields: { source: 1, created_at: -1, _id: -1 } },
  ],
  fields: [
    { name: 'email', label: 'E-mail', type: 'email', required: true, maxLength: 254, unique: true, list: true, sortable: true, searchable: true },
    { name: 'source', label: 'Origine', type: 'select', default: 'work-in-progress', options: NEWSLETTER_SOURCES, list: true, sortable: true, filterable: true },
    { name: 'channels', label: 'Canaux', type: 'multiselect', default: [], options: NOTIFICATION_CHANNELS, list: true },
    { name: 'created_at', label: 'Inscrit le', type: 'datetime-local', readOnly: true, list: true, sortable: true },
  ],
});
