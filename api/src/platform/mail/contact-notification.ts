/**
 * The first real sender: a new message of the public contact form is announced to the
 * team's contact address (CONTACT_NOTIFY_TO), so that nobody has to watch the back-office to
 * know a visitor wrote. Plain text only: the visitor's words are never rendered as HTML.
 */
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { BRAND_NAME, CONTACT_SUBJECTS, contactMessages, type Values } from '@hexagone/schemas';
import { EventBus } from '../events/event-bus';
import { recordEventName, type RecordEvent } from '../events/record-event';
import { SettingsService } from '../../settings/settings.service';
import { MailService } from './mail.service';

export function contactNotification(message: Values, adminUrl: string): { subject: string; text: string } {
  const subject = CONTACT_SUBJECTS.find((s) => s.value === message.subject)?.label ?? String(message.subject ?? '');
  const sender = [message.name, message.company].filter(Boolean).join(', ');
  return {
    subject: `Nouveau message de contact : ${subject} — ${String(message.name ?? '')}`,
    text: [
      `${sender} <${String(message.email ?? '')}> a écrit par le formulaire de contact du site.`,
      '',
      `Sujet : ${subject}`,
      '',
      String(message.message ?? ''),
      '',
      `Répondre depuis le back-office : ${adminUrl}`,
    ].join('\n'),
  };
}

/** CONTACT_NOTIFY_TO, else the contact e-mail of the site settings, else the brand's contact address. */
export function contactRecipient(env: NodeJS.ProcessEnv, siteContactEmail?: unknown): string {
  const brandSlug = BRAND_NAME.normalize('NFD').replace(/[^A-Za-z0-9]/g, '').toLowerCase();
  const saved = typeof siteContactEmail === 'string' ? siteContactEmail.trim() : '';
  return env.CONTACT_NOTIFY_TO?.trim() || saved || `contact@${brandSlug}.fr`;
}

/**
 * A durable consumer of the event log: one mail per message whichever process took it, and a
 * message written just before a stop is still announced after the start.
 */
@Injectable()
export class ContactNotification implements OnModuleInit {
  constructor(
    private readonly mail: MailService,
    private readonly settings: SettingsService,
    private readonly events: EventBus,
  ) {}

  onModuleInit(): void {
    this.events.consume({
      name: 'mail.contact-notification',
      events: [recordEventName(contactMessages.name, 'created')],
      handle: ({ payload }) => this.announce(payload as RecordEvent),
    });
  }

  private async announce(event: RecordEvent): Promise<void> {
    const to = contactRecipient(process.env, (await this.settings.site()).contact_email);
    const adminUrl = `${await this.settings.siteUrl()}/webmaster/${contactMessages.route}`;
    await this.mail.send({ to, ...contactNotification(event.record, adminUrl) });
  }
}
