/**
 * Where an alert rule's webhook is posted. The signed delivery (HMAC signature, SSRF guard,
 * retries) belongs to the webhooks module; it provides this token, and until then an alert
 * sends its e-mail and its event only.
 */
import type { Values } from '@hexagone/schemas';

export const AUDIT_ALERT_WEBHOOK = Symbol('AUDIT_ALERT_WEBHOOK');

export interface AuditAlertWebhook {
  /** Posts the alert's payload to the rule's address, signed. */
  post(url: string, payload: Values): Promise<void>;
}
