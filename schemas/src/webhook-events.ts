/**
 * The business events a webhook may subscribe to (spec 3 §9, then those the public /api page
 * documents): the named ones are published on the API's event bus under these names, the
 * `user.*` and `content.*` ones are read from the records' own events (api/src/webhooks/).
 */
import { holdsRights, type Caller } from './access';

export const WEBHOOK_EVENTS = [
  { value: 'user.created', label: 'Utilisateur créé' },
  { value: 'user.updated', label: 'Utilisateur modifié' },
  { value: 'user.deleted', label: 'Utilisateur supprimé' },
  { value: 'content.published', label: 'Contenu publié' },
  { value: 'content.updated', label: 'Contenu modifié' },
  { value: 'subscription.created', label: 'Abonnement créé' },
  { value: 'subscription.cancelled', label: 'Abonnement annulé' },
  { value: 'payment.succeeded', label: 'Paiement réussi' },
  { value: 'payment.failed', label: 'Paiement refusé' },
  { value: 'invoice.overdue', label: 'Facture en retard' },
  { value: 'instance.created', label: 'Instance créée' },
  { value: 'instance.updated', label: 'Instance modifiée' },
  { value: 'instance.deleted', label: 'Instance supprimée' },
  { value: 'deployment.completed', label: 'Déploiement terminé' },
  { value: 'alert.triggered', label: 'Alerte de supervision déclenchée' },
] as const;

/**
 * The right whose records an event carries (access.ts's team permissions): a webhook sends them
 * to its address, so only a member holding that right subscribes to the event (the instances and
 * the supervision are the administrators'). The same rule as a key's permissions: a grant never
 * exceeds its giver.
 */
const EVENT_RIGHTS: Readonly<Record<string, string>> = { user: 'users.manage', content: 'content.edit', subscription: 'billing.view', payment: 'billing.view', invoice: 'billing.view' };

export const WEBHOOK_MESSAGES_GRANT = {
  cannotSubscribe: (label: string) => `Vous ne pouvez pas abonner un webhook à « ${label} » : cet événement transmet des données que vos droits ne vous ouvrent pas`,
  cannotManage: (name: string) => `Le webhook « ${name} » reçoit des événements que vos droits ne vous ouvrent pas : seul un membre qui les détient peut le modifier`,
} as const;

/** Whether the caller may have this event's records sent to an address. */
export function holdsWebhookEvent(caller: Caller, event: string): boolean {
  const right = EVENT_RIGHTS[event.split('.')[0] ?? ''];
  return holdsRights(caller, right === undefined ? undefined : [right]);
}

/** The first event of `events` the caller may not subscribe to, as its label; undefined when they hold them all. */
export function webhookEventRefused(caller: Caller, events: readonly unknown[]): string | undefined {
  const lacking = events.map(String).find((event) => !holdsWebhookEvent(caller, event));
  return lacking === undefined ? undefined : (WEBHOOK_EVENTS.find((option) => option.value === lacking)?.label ?? lacking);
}

/** Sent only by the « Envoyer un événement de test » button, whatever the webhook subscribes to. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

export type WebhookEventName = (typeof WEBHOOK_EVENTS)[number]['value'];

/** What every webhook event carries: its name, when, and the record it is about. */
export interface WebhookEvent {
  event: WebhookEventName;
  at: string;
  data: Record<string, unknown>;
}
