/**
 * `MailService.send({ to, subject, text, html, attachments })`: every mail is recorded in the
 * outbox (`mail_outbox`), then sent through SMTP when a server is configured. Without one it
 * stays in the outbox, visible in the back-office; a refused send keeps its error there and is
 * tried again by the `mail.retry` job. Nothing is dropped silently.
 */
import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { createTransport, type Transporter } from 'nodemailer';
import { mailOutbox, type MailStatus } from '@hexagone/schemas';
import { CrudService } from '../../crud/crud.service';
import { EventBus } from '../events/event-bus';
import { JobsService } from '../jobs/jobs.service';
import { attachmentLabel, recipientsOf, type MailAttachment, type MailMessage } from './mail-message';
import { smtpFailure } from './smtp-failure';
import { SMTP_SETTINGS, type SmtpSettings, type SmtpSettingsSource } from './smtp-settings';

/** The attachments' content, kept apart from the outbox records the back-office lists. */
export const MAIL_ATTACHMENTS_COLLECTION = 'mail_outbox_attachments';

/** A refused mail is tried again this many times in all, for at most a day. */
export const MAX_ATTEMPTS = 5;
const RETRY_WINDOW_MS = 24 * 3600_000;

export interface MailResult {
  id: string;
  status: MailStatus;
  error?: string;
}

interface StoredAttachment {
  mail_id: string;
  filename: string;
  contentType?: string;
  content: Buffer;
}

export class SmtpNotConfiguredError extends Error {}

/** A send the SMTP server refused or could not take, its message in French (smtp-failure.ts). */
export class SmtpSendError extends Error {}

@Injectable()
export class MailService implements OnModuleInit {
  private readonly logger = new Logger('Mail');
  private transport?: { key: string; transporter: Transporter };

  constructor(
    @Inject(SMTP_SETTINGS) private readonly settings: SmtpSettingsSource,
    private readonly crud: CrudService,
    @InjectConnection() private readonly connection: Connection,
    private readonly events: EventBus,
    private readonly jobs: JobsService,
  ) {}

  onModuleInit(): void {
    this.jobs.declare({ name: 'mail.retry', everyMs: 5 * 60_000, handler: () => this.retryFailed() });
  }

  private get outbox() {
    return this.crud.model(mailOutbox.name);
  }

  private get attachmentStore() {
    return this.connection.db!.collection<StoredAttachment>(MAIL_ATTACHMENTS_COLLECTION);
  }

  async send(message: MailMessage): Promise<MailResult> {
    const smtp = await this.settings.current();
    const attachments = message.attachments ?? [];
    const record = await this.outbox.create({
      to: recipientsOf(message),
      from: smtp?.from ?? '',
      subject: message.subject,
      text: message.text,
      html: message.html ?? '',
      attachments: attachments.map(attachmentLabel),
      status: 'outbox',
      attempts: 0,
      error: '',
    });
    const id = String(record._id);
    if (attachments.length) {
      await this.attachmentStore.insertMany(
        attachments.map((attachment) => ({
          mail_id: id,
          filename: attachment.filename,
          contentType: attachment.contentType,
          content: Buffer.from(attachment.content),
        })),
      );
    }
    if (!smtp) {
      await this.events.publish('mail.kept', { id, to: recipientsOf(message), subject: message.subject });
      return { id, status: 'outbox' };
    }
    return this.deliver(id, smtp, message, attachments);
  }

  /**
   * Sends one mail straight through the SMTP settings in force, outside the outbox (the
   * settings' test button): answers the server's reply, or throws why it failed (SmtpSendError).
   */
  async probe(message: MailMessage): Promise<{ response: string; from: string }> {
    const smtp = await this.settings.current();
    if (!smtp) throw new SmtpNotConfiguredError();
    try {
      const info = await this.transporterFor(smtp).sendMail({ from: smtp.from, to: message.to, subject: message.subject, text: message.text });
      return { response: String(info.response ?? ''), from: smtp.from };
    } catch (failure) {
      throw new SmtpSendError(smtpFailure(failure, smtp.host, smtp.port));
    }
  }

  /**
   * Sends, once SMTP settings exist, the mails kept while there were none and tries again those
   * an SMTP server refused (a few times, for a day).
   */
  async retryFailed(): Promise<void> {
    const smtp = await this.settings.current();
    if (!smtp) return;
    const waiting = await this.outbox
      .find({ $or: [{ status: 'outbox' }, { status: 'failed', attempts: { $lt: MAX_ATTEMPTS } }], created_at: { $gte: new Date(Date.now() - RETRY_WINDOW_MS) } }, { _id: 1 })
      .lean<Record<string, unknown>[]>()
      .exec();
    for (const mail of waiting) await this.resend(String(mail._id), smtp);
  }

  /** Sends a stored mail again (its attachments included): the retry job's, or an operator's 'Renvoyer'. */
  async resend(id: string, smtp?: SmtpSettings): Promise<MailResult> {
    const settings = smtp ?? (await this.settings.current());
    if (!settings) throw new SmtpNotConfiguredError();
    const mail = await this.outbox.findById(id).lean<Record<string, unknown>>().exec();
    if (!mail) return { id, status: 'failed', error: 'introuvable' };
    const stored = await this.attachmentStore.find({ mail_id: id }).toArray();
    const attachments = stored.map((a) => ({ filename: a.filename, contentType: a.contentType, content: Buffer.from(a.content.buffer ?? a.content) }));
    const message: MailMessage = { to: String(mail.to), subject: String(mail.subject), text: String(mail.text ?? ''), html: String(mail.html ?? '') || undefined };
    return this.deliver(id, settings, message, attachments);
  }

  private async deliver(id: string, smtp: SmtpSettings, message: MailMessage, attachments: MailAttachment[]): Promise<MailResult> {
    try {
      const info = await this.transporterFor(smtp).sendMail({
        from: smtp.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        attachments: attachments.map(({ filename, content, contentType }) => ({ filename, content, contentType })),
      });
      await this.outbox.updateOne({ _id: id }, { $set: { status: 'sent', sent_at: new Date(), error: '', from: smtp.from, message_id: info.messageId }, $inc: { attempts: 1 } }).exec();
      await this.events.publish('mail.sent', { id, to: recipientsOf(message), subject: message.subject });
      return { id, status: 'sent' };
    } catch (failure) {
      const error = smtpFailure(failure, smtp.host, smtp.port);
      this.logger.error(`Envoi du mail « ${message.subject} » à ${recipientsOf(message)} impossible : ${failure instanceof Error ? failure.message : String(failure)}`);
      await this.outbox.updateOne({ _id: id }, { $set: { status: 'failed', error }, $inc: { attempts: 1 } }).exec();
      await this.events.publish('mail.failed', { id, to: recipientsOf(message), subject: message.subject, error });
      return { id, status: 'failed', error };
    }
  }

  /** One transport per settings, rebuilt when they change. */
  private transporterFor(smtp: SmtpSettings): Transporter {
    const key = JSON.stringify(smtp);
    if (this.transport?.key !== key) {
      this.transport?.transporter.close();
      this.transport = {
        key,
        transporter: createTransport({
          host: smtp.host,
          port: smtp.port,
          secure: smtp.secure,
          requireTLS: smtp.requireTLS,
          ignoreTLS: smtp.ignoreTLS,
          auth: smtp.user ? { user: smtp.user, pass: smtp.password ?? '' } : undefined,
          connectionTimeout: 10_000,
          greetingTimeout: 10_000,
          socketTimeout: 30_000,
        }),
      };
    }
    return this.transport.transporter;
  }
}
