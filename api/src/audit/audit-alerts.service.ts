/**
 * Fires the alert rules: a durable consumer of the audit entries (one process at a time,
 * resuming after a restart) matches each entry against the enabled rules of its action type
 * and, when the settings allow alerts, sends the rule's e-mail, publishes `audit.alert` and
 * posts the rule's webhook.
 */
import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { AUDIT_ACTIONS, AUDIT_SEVERITIES, AUDIT_SYSTEM_USER, auditAlerts, type Values } from '@hexagone/schemas';
import { formatDateTime } from '../platform/exports/french-format';
import { CrudService } from '../crud/crud.service';
import { EventBus } from '../platform/events/event-bus';
import { MailService } from '../platform/mail/mail.service';
import { postSignedWebhook } from '../webhooks/signed-webhook';
import { AUDIT_ENTRY_EVENT, AuditLogService } from './audit-log.service';

export const AUDIT_ALERT_EVENT = 'audit.alert';

const labelOf = (options: readonly { value: string; label: string }[], value: unknown): string =>
  options.find((option) => option.value === value)?.label ?? String(value ?? '');

/** Whether a rule catches an entry: its action type, and its resource type when it names one. */
export const ruleMatches = (rule: Values, entry: Values): boolean =>
  rule.enabled !== false && rule.action_type === entry.action && (!rule.resource_type || rule.resource_type === entry.resource_type);

/** The alert e-mail: what happened, who, where, when (Paris time). */
export function alertMail(rule: Values, entry: Values): { subject: string; text: string } {
  const who = (entry.user_name as string | null) || (entry.user_email as string | null) || AUDIT_SYSTEM_USER;
  const lines = [
    `L'alerte « ${String(rule.name)} » du journal d'audit s'est déclenchée.`,
    '',
    `Action : ${labelOf(AUDIT_ACTIONS, entry.action)}`,
    `Sévérité : ${labelOf(AUDIT_SEVERITIES, entry.severity)}`,
    `Utilisateur : ${who}`,
    ...(entry.resource_type ? [`Ressource : ${String(entry.resource_type)}${entry.resource_id ? ` ${String(entry.resource_id)}` : ''}`] : []),
    ...(entry.ip_address ? [`Adresse IP : ${String(entry.ip_address)}`] : []),
    `Date : ${formatDateTime(new Date(entry.timestamp as string))}`,
    ...(entry.error ? [`Erreur : ${String(entry.error)}`] : []),
    `Entrée n° ${String(entry.sequence)}`,
  ];
  return { subject: `Alerte du journal d'audit : ${String(rule.name)}`, text: lines.join('\n') };
}

@Injectable()
export class AuditAlertsService implements OnModuleInit {
  private readonly logger = new Logger("Alertes d'audit");

  constructor(
    private readonly crud: CrudService,
    private readonly events: EventBus,
    private readonly mail: MailService,
    private readonly log: AuditLogService,
  ) {}

  onModuleInit(): void {
    this.events.consume({ name: 'audit.alerts', events: [AUDIT_ENTRY_EVENT], handle: (event) => this.onEntry(event.payload as Values) });
  }

  /**
   * A rule that cannot notify is logged: the entries after it are not held back. An entry is
   * handled again after a throw here (reading the settings or the rules fails: nothing was
   * sent yet), or when the process died before its pass wrote the position: then the webhook
   * carries the same message id (its receiver drops it), while the e-mail and the
   * `audit.alert` event come twice. An alert told twice is acceptable, one never told is not.
   */
  private async onEntry(entry: Values): Promise<void> {
    const settings = await this.log.settings();
    if (settings.enable_alerts === false) return;
    // Read at every audit entry, kept between writes to the rules (CrudService.findKept).
    const rules = (await this.crud.findKept(auditAlerts.name, { action_type: entry.action, enabled: true })) as Values[];
    for (const rule of rules.filter((candidate) => ruleMatches(candidate, entry))) {
      const payload = { alert: { id: String(rule._id), name: rule.name, severity: rule.severity }, entry };
      await this.events.publish(AUDIT_ALERT_EVENT, payload);
      if (rule.notification_email) {
        await this.mail
          .send({ to: String(rule.notification_email), ...alertMail(rule, entry) })
          .catch((error: unknown) => this.logger.error(`e-mail de l'alerte ${String(rule.name)} non envoyé : ${(error as Error).message}`));
      }
      if (rule.notification_webhook) {
        // Signed as the webhooks are, through the same SSRF guard; one message id per rule and entry, so a receiver drops a replay.
        const attempt = await postSignedWebhook({
          url: String(rule.notification_webhook),
          secret: this.crud.reveal(rule.webhook_secret) ?? '',
          messageId: `msg_alert_${String(rule._id)}_${String(entry.sequence ?? entry._id)}`,
          type: AUDIT_ALERT_EVENT,
          data: payload,
        });
        if (!attempt.ok) this.logger.error(`webhook de l'alerte ${String(rule.name)} non remis : ${attempt.excerpt}`);
      }
    }
  }
}
