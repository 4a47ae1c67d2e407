/**
 * The business events a webhook may subscribe to, published on the API's event bus under
 * these names (delivery to the webhooks' addresses comes with the webhooks themselves).
 */
export const WEBHOOK_EVENTS = [
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

export type WebhookEventName = (typeof WEBHOOK_EVENTS)[number]['value'];

/** What every webhook event carries: its name, when, and the record it is about. */
export interface WebhookEvent {
  event: WebhookEventName;
  at: string;
  data: Record<string, unknown>;
}
