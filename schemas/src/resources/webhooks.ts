import { defineResource } from '../resource';
import { WEBHOOK_EVENTS } from '../webhook-events';
import { API_MANAGE } from './api_keys';
import { SETTINGS_BREADCRUMB } from './settings';

/**
 * Standard Webhooks (standardwebhooks.com): a secret reads `whsec_` + the base64 of its key;
 * deliveries are retried at these delays after the first attempt (about three days in all),
 * each attempt waits at most 15 s for the answer.
 */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';
export const WEBHOOK_RETRY_DELAYS_MS = [0, 5_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 5 * 3_600_000, 10 * 3_600_000, 10 * 3_600_000] as const;
export const WEBHOOK_TIMEOUT_MS = 15_000;
/** Characters of a receiver's answer kept in the delivery log. */
export const WEBHOOK_RESPONSE_EXCERPT = 500;

/** A header name (RFC 9110 token) and a value without line breaks: no header can be smuggled in. */
const HEADER_NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]{1,100}$/;
const HEADER_VALUE = /^[^\r\n\0]{0,2000}$/;
/** Set by the delivery itself: a custom header may not replace them. */
export const WEBHOOK_RESERVED_HEADERS = ['webhook-id', 'webhook-timestamp', 'webhook-signature', 'content-type', 'content-length', 'host', 'user-agent', 'connection', 'transfer-encoding'];

export const WEBHOOK_MESSAGES = {
  deleteConfirm: (name: string) => `Êtes-vous sûr de vouloir supprimer le webhook "${name}" ?`,
  invalidHeader: (name: string) => `En-tête invalide : ${name} (ni retour à la ligne, ni caractère de contrôle, ni en-tête réservé)`,
  invalidSecret: 'Le secret doit commencer par whsec_ suivi de sa clé en base64 (au moins 24 octets)',
  unsafeUrl: "Cette adresse n'est pas autorisée : elle désigne le serveur lui-même ou un réseau privé",
  unresolvable: "Cette adresse ne peut pas être résolue",
  testSent: 'Événement de test envoyé',
  replayed: 'Livraison relancée',
} as const;

/** Why a custom header is refused, if it is. */
export function headersProblem(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) return WEBHOOK_MESSAGES.invalidHeader('');
  for (const [name, text] of Object.entries(value as Record<string, unknown>)) {
    if (!HEADER_NAME.test(name) || WEBHOOK_RESERVED_HEADERS.includes(name.toLowerCase()) || typeof text !== 'string' || !HEADER_VALUE.test(text)) {
      return WEBHOOK_MESSAGES.invalidHeader(name);
    }
  }
  return undefined;
}

/** A secret as Standard Webhooks reads it: `whsec_` + base64 of at least 24 bytes. */
export const WEBHOOK_SECRET_PATTERN = /^whsec_[A-Za-z0-9+/]{32,}={0,2}$/;

/**
 * The webhooks of spec 3 (§2, §3, §5, §7): the addresses business events are posted to,
 * signed with their secret (kept encrypted, never answered), retried, logged (webhook_deliveries).
 */
export const webhooks = defineResource({
  name: 'webhooks',
  label: 'Webhooks',
  singular: 'Webhook',
  description: 'Adresses auxquelles les événements sont envoyés',
  icon: 'Send',
  noun: 'un webhook',
  route: 'settings/api/webhooks',
  breadcrumb: [...SETTINGS_BREADCRUMB, { label: 'Clés API' }, { label: 'Webhooks' }],
  list: { perPage: 25, sort: { field: 'created_at', order: 'DESC' } },
  access: { default: API_MANAGE },
  operations: { export: false },
  hooks: ['webhooks/webhooks.service'],
  fields: [
    { name: 'name', label: 'Nom', type: 'text', required: true, maxLength: 100, list: true, sortable: true, searchable: true },
    { name: 'url', label: 'URL', type: 'url', required: true, maxLength: 2000, list: true },
    { name: 'events', label: 'Événements', type: 'multiselect', default: [], options: WEBHOOK_EVENTS, list: true },
    // Given by the server when left empty (a receiver needs one to check the signatures).
    {
      name: 'secret',
      label: 'Secret',
      type: 'password',
      secret: 'encrypted',
      maxLength: 200,
      helperText: 'Facultatif : whsec_… ; généré si vide',
      pattern: WEBHOOK_SECRET_PATTERN,
      patternMessage: WEBHOOK_MESSAGES.invalidSecret,
    },
    { name: 'active', label: 'Activer immédiatement', type: 'switch', default: true, toggle: true, list: true },
    { name: 'headers', label: 'En-têtes personnalisés', type: 'keyvalue', default: {}, validate: headersProblem },
    { name: 'last_attempt', label: 'Dernière tentative', type: 'datetime-local', readOnly: true, list: true },
    { name: 'last_success', label: 'Dernière tentative réussie', type: 'switch', readOnly: true },
    { name: 'disabled_reason', label: 'Désactivé car', type: 'text', readOnly: true },
    { name: 'created_at', label: 'Créé le', type: 'datetime-local', readOnly: true, sortable: true },
  ],
});
