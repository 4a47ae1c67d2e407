/**
 * The visitor who waits for a free agent (issue 36): their place in the queue (the waiting chats
 * started before theirs, oldest first, as the offers take them), and, once they have waited as
 * long as the chat's settings say, « Laisser un message »: the chat ends and becomes a visitor's
 * ticket whose description is the conversation's transcript, answered with its number and its
 * private follow link (also e-mailed with the ticket's receipt).
 */
import { ConflictException, Injectable, type OnModuleInit } from '@nestjs/common';
import { CHAT_MESSAGES, defaultValues, PARIS_TIME_ZONE, parisMoment, SINGLETON_ID, supportChatMessages, supportChatSessions, supportChatSettings, supportTickets, type ChatSession, type Values } from '@hexagone/schemas';
import { CrudService, invalid } from '../crud/crud.service';
import { followUrl } from './ticket-follow';
import { TicketsService } from './tickets.service';

const MINUTE_MS = 60_000;
const at = (style: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('fr-FR', { timeZone: PARIS_TIME_ZONE, ...style });
const time = at({ timeStyle: 'short' });

export interface QueuePlace {
  status: string;
  /** The name the visitor gave, to fill « Laisser un message »'s form. */
  visitor_name?: string;
  /** 1 for the next chat an agent takes; only while waiting. */
  position?: number;
  /** When « Laisser un message » is offered (ISO time); only while waiting. */
  leave_message_at?: string;
}

@Injectable()
export class ChatWaitingService implements OnModuleInit {
  constructor(
    private readonly crud: CrudService,
    private readonly tickets: TicketsService,
  ) {}

  onModuleInit(): void {
    this.crud.on(supportChatSessions.name, 'support/chat-waiting.service', {
      // A message left only while the chat still waits: an agent who took it meanwhile keeps it.
      beforeUpdate: (values, before) => {
        if (values.left_message_at && before.status !== 'waiting') throw new ConflictException(CHAT_MESSAGES.leaveTaken);
      },
    });
  }

  private async session(id: string): Promise<ChatSession> {
    const session = await this.crud.model(supportChatSessions.name).findById(id).lean<ChatSession>().exec();
    if (!session) throw invalid({ token: CHAT_MESSAGES.notFound });
    return session;
  }

  private async leaveMessageAt(session: Values): Promise<Date> {
    // Read as stored, not through the settings' cache of the site-wide tabs: a change holds at once.
    const stored = await this.crud.model(supportChatSettings.name).findById(SINGLETON_ID).lean<Values>().exec();
    const { leave_message_after } = { ...defaultValues(supportChatSettings), ...(stored ?? {}) };
    return new Date(new Date(String(session.started_at)).getTime() + Number(leave_message_after ?? 0) * MINUTE_MS);
  }

  async place(id: string): Promise<QueuePlace> {
    const session = await this.session(id);
    if (session.status !== 'waiting') return { status: String(session.status) };
    const startedAt = session.started_at;
    const ahead = await this.crud
      .model(supportChatSessions.name)
      .countDocuments({ status: 'waiting', $or: [{ started_at: { $lt: startedAt } }, { started_at: startedAt, _id: { $lt: session._id } }] })
      .exec();
    return {
      status: 'waiting',
      visitor_name: String(session.visitor_name ?? ''),
      position: ahead + 1,
      leave_message_at: (await this.leaveMessageAt(session)).toISOString(),
    };
  }

  /** « Laisser un message »: checked as a ticket first, then the chat ends (still waiting), then the ticket opens. */
  async leaveMessage(id: string, contact: { visitor_name: unknown; visitor_email: unknown }): Promise<{ message: string; number: string; link: string }> {
    const session = await this.session(id);
    if (session.status !== 'waiting') throw new ConflictException(session.status === 'ended' ? CHAT_MESSAGES.ended : CHAT_MESSAGES.leaveTaken);
    if ((await this.leaveMessageAt(session)).getTime() > Date.now()) throw new ConflictException(CHAT_MESSAGES.leaveTooSoon);
    const ticket: Values = {
      visitor_name: String(contact.visitor_name ?? '').trim() || undefined,
      visitor_email: String(contact.visitor_email ?? '').trim() || undefined,
      subject: CHAT_MESSAGES.leaveSubject,
      category: 'general',
      description: await this.transcript(session),
    };
    if (!ticket.visitor_name || !ticket.visitor_email) {
      throw invalid({
        ...(ticket.visitor_name ? {} : { visitor_name: 'Indiquez votre nom' }),
        ...(ticket.visitor_email ? {} : { visitor_email: 'Indiquez votre adresse e-mail' }),
      });
    }
    await this.crud.create(supportTickets, ticket, { dryRun: true });
    await this.crud.update(supportChatSessions, id, {}, {}, { status: 'ended', left_message_at: new Date() });
    const opened = await this.tickets.openForVisitor(ticket);
    await this.crud.model(supportChatSessions.name).updateOne({ _id: id }, { $set: { ticket_id: opened._id } }).exec();
    return {
      message: CHAT_MESSAGES.leftMessage(String(opened.number)),
      number: String(opened.number),
      // On the site already: the path of the follow page (the receipt e-mails the full address).
      link: followUrl('', String(opened._id)),
    };
  }

  /** The conversation as the ticket's description: when it started, then each message with its time and author. */
  private async transcript(session: Values): Promise<string> {
    const messages = await this.crud.model(supportChatMessages.name).find({ session_id: String(session._id) }).sort({ created_at: 1, _id: 1 }).lean<Values[]>().exec();
    const lines = messages.map((m) => `[${time.format(new Date(String(m.created_at)))}] ${String(m.author_name)} : ${String(m.content)}`);
    const intro = `Message laissé depuis le chat en direct (conversation commencée le ${parisMoment(new Date(String(session.started_at)))}, sans agent disponible).`;
    return [intro, '', ...(lines.length ? lines : ['(aucun message écrit dans le chat)'])].join('\n').slice(0, 10_000);
  }
}
