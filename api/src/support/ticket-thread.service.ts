/**
 * A ticket's thread: each message is bound to its ticket (a customer's to one of their own,
 * never to a closed one) and signed by the server. The first answer of the team sets the
 * ticket's `first_response_at`, puts it waiting for the customer and is e-mailed to them; a
 * customer's message brings a waiting or resolved ticket back open and is e-mailed to the team
 * member it is assigned to. `reply_count` is the registry's counter of the messages. The team
 * never deletes a message (the registry refuses it); « Masquer » hides one with its trace.
 */
import { ConflictException, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { SUPPORT_MESSAGES, supportTicketMessages, supportTicketNotes, supportTickets, users, type MailStatus, type SupportTicket, type SupportTicketMessage, type User, type Values } from '@hexagone/schemas';
import { Types } from 'mongoose';
import { ActionHandler, type ActionRequest } from '../crud/action-handler.decorator';
import { ownerIn, type CrudContext } from '../crud/crud-hooks';
import { CrudService, invalid } from '../crud/crud.service';
import { MailService } from '../platform/mail/mail.service';
import { SettingsService } from '../settings/settings.service';
import { visitorTicketOf } from './ticket-follow';
import { customerReplyMail, staffReplyMail } from './ticket-mails';
import { TicketSlaService } from './ticket-sla.service';

type TicketStatus = NonNullable<SupportTicket['status']>;

@Injectable()
export class TicketThreadService implements OnModuleInit {
  private readonly logger = new Logger('Support');
  constructor(
    private readonly crud: CrudService,
    private readonly mail: MailService,
    private readonly settings: SettingsService,
    private readonly sla: TicketSlaService,
  ) {}

  onModuleInit(): void {
    this.crud.on(supportTicketMessages.name, 'support/ticket-thread.service', {
      beforeCreate: async (values, ctx) => {
        const owner = ownerIn(ctx, supportTicketMessages);
        const visitor = visitorTicketOf(ctx);
        const ticket = await this.ticketOf(values.ticket_id);
        if (owner && String(ticket.user_id) !== owner.id) throw invalid({ ticket_id: SUPPORT_MESSAGES.ticketNotFound });
        if (visitor !== undefined && visitor !== String(ticket._id)) throw invalid({ ticket_id: SUPPORT_MESSAGES.ticketNotFound });
        values.customer_id = ticket.user_id ? String(ticket.user_id) : null;
        values.author_kind = owner || visitor ? 'customer' : 'staff';
        // The visitor of a ticket (its follow link) has no account: their name is the one they gave.
        Object.assign(values, visitor ? { author_id: null, author_name: String(ticket.visitor_name ?? 'Visiteur') } : authorOf(ctx));
      },
      afterCreate: (message) => (message.author_kind === 'staff' ? this.answered(message) : this.customerWrote(message)),
    });
    this.crud.on(supportTicketNotes.name, 'support/ticket-thread.service', {
      beforeCreate: async (values, ctx) => {
        await this.ticketOf(values.ticket_id);
        Object.assign(values, authorOf(ctx));
      },
    });
  }

  /**
   * Masquer: the message stays, with who hid it, when and why (the update's audit entry keeps the
   * same); the conditional write makes a second hiding of the same message a 409.
   */
  @ActionHandler(supportTicketMessages.name, 'hide')
  async hide({ records: [message], body }: ActionRequest, ctx: CrudContext): Promise<Values> {
    const id = String(message._id);
    return this.crud.withRecordLock(supportTicketMessages, id, async () => {
      const current = await this.crud.model(supportTicketMessages.name).findById(id).lean<Pick<SupportTicketMessage, 'hidden_at'>>().exec();
      if (current?.hidden_at) throw new ConflictException(SUPPORT_MESSAGES.alreadyHidden);
      const author = authorOf(ctx);
      return this.crud.update(supportTicketMessages, id, {}, ctx, {
        hidden_at: new Date(),
        hidden_by: author.author_id,
        hidden_by_name: author.author_name,
        hidden_reason: body.hidden_reason,
      });
    });
  }

  /** The ticket a message goes to: 400 when there is none, 409 when it is closed. */
  private async ticketOf(id: unknown): Promise<SupportTicket> {
    const ticket = typeof id === 'string' && Types.ObjectId.isValid(id) ? await this.crud.model(supportTickets.name).findById(id).lean<SupportTicket>().exec() : null;
    if (!ticket) throw invalid({ ticket_id: SUPPORT_MESSAGES.ticketNotFound });
    if (ticket.status === 'closed') throw new ConflictException(SUPPORT_MESSAGES.closed);
    return ticket;
  }

  private async answered(message: Values): Promise<void> {
    const id = String(message.ticket_id);
    const tickets = this.crud.model(supportTickets.name);
    // Only the first answer sets it: a conditional write on a ticket still without one.
    await tickets.updateOne({ _id: id, first_response_at: { $in: [null] } }, { $set: { first_response_at: new Date(String(message.created_at)) } satisfies Partial<SupportTicket> }).exec();
    await this.moveTicket(id, ['open'], 'pending');
    const ticket = await tickets.findById(id).lean<SupportTicket>().exec();
    if (!ticket) return;
    await this.sla.check(ticket);
    const mailed = await this.mailCustomer(ticket, message);
    // Kept on the message: the reply's success says whether the e-mail left or waits in the outbox.
    if (mailed) await this.crud.model(supportTicketMessages.name).updateOne({ _id: message._id }, { $set: { mail_status: mailed } satisfies Partial<SupportTicketMessage> }).exec();
  }

  private async customerWrote(message: Values): Promise<void> {
    await this.moveTicket(String(message.ticket_id), ['pending', 'resolved'], 'open');
    const ticket = await this.crud.model(supportTickets.name).findById(String(message.ticket_id)).lean<SupportTicket>().exec();
    if (ticket?.assigned_to) await this.mailTo(ticket.assigned_to, customerReplyMail, ticket, message);
  }

  /** Moves the ticket through the state machine when it is in one of `from`; an operator who moved it meanwhile wins. */
  private async moveTicket(id: string, from: readonly TicketStatus[], to: TicketStatus): Promise<void> {
    const ticket = await this.crud.model(supportTickets.name).findById(id).lean<Pick<SupportTicket, 'status'>>().exec();
    if (!ticket?.status || !from.includes(ticket.status)) return;
    try {
      await this.crud.update(supportTickets, id, {}, {}, { status: to } satisfies Partial<SupportTicket>);
    } catch (error) {
      if (!(error instanceof ConflictException)) throw error;
    }
  }

  /** The team's answer, to the customer's address (SMTP or the outbox); never a note, never to anyone else. */
  private mailCustomer(ticket: Values, message: Values): Promise<MailStatus | undefined> {
    return this.mailTo(ticket.user_id, staffReplyMail, ticket, message, ticket.visitor_email);
  }

  /** A message of the thread to one account's address (or, without one, to `fallback`); what became of it, if sent. */
  private async mailTo(account: unknown, write: typeof staffReplyMail, ticket: Values, message: Values, fallback?: unknown): Promise<MailStatus | undefined> {
    const found = account ? await this.crud.model(users.name).findById(account).lean<User>().exec() : null;
    const to = String(found?.email ?? fallback ?? '');
    if (!to) return undefined;
    const siteUrl = await this.settings.siteUrl();
    const result = await this.mail.send(write({ ticket, message, siteUrl, siteName: await this.settings.siteName() }, to));
    if (result.status === 'failed') this.logger.warn(`Message du ticket ${String(ticket.number)} non envoyé : ${result.error ?? ''}`);
    return result.status;
  }
}

/** Who wrote it, from the session: the server signs every message. */
function authorOf(ctx: CrudContext): Values {
  return { author_id: ctx.user?.id ?? null, author_name: ctx.user?.name || ctx.user?.email || 'Support' };
}
