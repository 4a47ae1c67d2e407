/**
 * The business events a webhook may subscribe to (spec 3 §9, then those the public /api page
 * documents): the named ones are published on the API's event bus under these names, the
 * `user.*` and `content.*` ones are read from the records' own events (api/src/webhooks/).
 */
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

/** Sent only by the « Envoyer un événement de test » button, whatever the webhook subscribes to. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

export type WebhookEventName = (typeof WEBHOOK_EVENTS)[number]['value'];

/** What every webhook event carries: its name, when, and the record it is about. */
export interface WebhookEvent {
  event: WebhookEventName;
  at: string;
  data: Record<string, unknown>;
}
