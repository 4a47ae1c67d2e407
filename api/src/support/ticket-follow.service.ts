/**
 * A visitor's ticket by its follow link: the ticket and its thread as the visitor sees it (their
 * messages and the team's answers; the internal notes live in another collection, never read
 * here), their answer with attachments, and those attachments' downloads.
 */
import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { fieldByName, storedFilesOf, SUPPORT_MESSAGES, supportTicketMessages, supportTickets, type StoredFile, type SupportTicket, type SupportTicketMessage, type Values } from '@hexagone/schemas';
import { Types, type Connection } from 'mongoose';
import type { Readable } from 'node:stream';
import type { SessionUser } from '../auth/session-user';
import { ERRORS } from '../common/errors';
import { CrudService } from '../crud/crud.service';
import { FILE_ERRORS, FilesService } from '../platform/files/files.service';
import { FILES_COLLECTION, storedFileOf, type FileRecord } from '../platform/files/file-record';
import { ticketFollows, visitorUploader, type TicketVisitorContext } from './ticket-follow';
import { TicketsService } from './tickets.service';

const ATTACHMENTS = fieldByName(supportTicketMessages, 'attachments')!;

const idOf = (record: Values) => String(record._id ?? record.id);

/** What the visitor's page shows of their ticket. */
const ticketView = (ticket: Values) => ({
  id: idOf(ticket),
  follows_up: ticket.follows_up ?? null,
  number: ticket.number,
  subject: ticket.subject,
  category: ticket.category,
  description: ticket.description,
  status: ticket.status,
  visitor_name: ticket.visitor_name,
  attachments: storedFilesOf(ticket.attachments),
  created_at: ticket.created_at,
});

const messageView = (message: Values) => ({
  id: idOf(message),
  author_kind: message.author_kind,
  author_name: message.author_name,
  content: message.content,
  attachments: storedFilesOf(message.attachments),
  created_at: message.created_at,
});

@Injectable()
export class TicketFollowService {
  constructor(
    private readonly crud: CrudService,
    private readonly files: FilesService,
    private readonly tickets: TicketsService,
    @InjectConnection() private readonly connection: Connection,
  ) {}

  /** The visitor's ticket this link signs: the same French 404 for a forged link, another ticket's id or a customer's ticket. */
  async ticket(id: string, token: unknown): Promise<SupportTicket> {
    const signed = Types.ObjectId.isValid(id) && ticketFollows.verify(id, token);
    const ticket = signed
      ? await this.crud
          .model(supportTickets.name)
          .findOne({ _id: id, user_id: { $in: [null] } })
          .lean<SupportTicket>()
          .exec()
      : null;
    if (!ticket) throw new NotFoundException(SUPPORT_MESSAGES.followInvalid);
    return ticket;
  }

  /** The thread as the visitor sees it: a message the team hid is not in it. */
  private messages(ticket: Values): Promise<SupportTicketMessage[]> {
    return this.crud
      .model(supportTicketMessages.name)
      .find({ ticket_id: idOf(ticket), hidden_at: { $in: [null] } })
      .sort({ created_at: 1, _id: 1 })
      .lean<SupportTicketMessage[]>()
      .exec();
  }

  async view(ticket: Values) {
    return { ticket: ticketView(ticket), messages: (await this.messages(ticket)).map(messageView) };
  }

  /** The visitor's answer, with files they uploaded for this ticket only (checked here: the write has no session to check them by). */
  async reply(ticket: Values, content: unknown, attachments: unknown): Promise<ReturnType<typeof messageView>> {
    const sent = Array.isArray(attachments) ? attachments : attachments == null ? [] : [attachments];
    const ids = sent.map((file) => String((file as StoredFile | null)?.id ?? ''));
    if (ids.length) {
      const own = await this.connection
        .collection<FileRecord>(FILES_COLLECTION)
        .countDocuments({ _id: { $in: ids }, uploaded_by: visitorUploader(idOf(ticket)), record_id: null });
      if (own !== new Set(ids).size) throw new BadRequestException({ message: FILE_ERRORS.unknown, errors: { attachments: FILE_ERRORS.unknown } });
    }
    const ctx: TicketVisitorContext = { visitorTicket: idOf(ticket) };
    return messageView(await this.crud.create(supportTicketMessages, { ticket_id: idOf(ticket), content, attachments: sent }, ctx));
  }

  /**
   * A new ticket continuing a closed one (« Ouvrir un nouveau ticket »): the same visitor and
   * category, linked to it, acknowledged by e-mail like any; answers its own follow link.
   */
  async followUp(ticket: Values, description: unknown): Promise<{ number: unknown; id: string; token: string }> {
    if (ticket.status !== 'closed') throw new ConflictException(SUPPORT_MESSAGES.followUpOpen);
    const created = await this.tickets.openForVisitor({
      visitor_name: ticket.visitor_name,
      visitor_email: ticket.visitor_email,
      subject: SUPPORT_MESSAGES.followUpSubject(String(ticket.number), String(ticket.subject)),
      category: ticket.category,
      description,
      follows_up: idOf(ticket),
    });
    return { number: created.number, id: idOf(created), token: ticketFollows.signature(idOf(created)) };
  }

  /** Keeps an upload (checked by the controller) as the visitor's, free until their answer holds it. */
  upload(ticket: Values, upload: { bytes: Uint8Array; name: string; type: string }): Promise<StoredFile> {
    const uploader = visitorUploader(idOf(ticket));
    const visitor: SessionUser = { _id: uploader, id: uploader, name: String(ticket.visitor_name ?? ''), email: '', role: '', permissions: [] };
    return this.files.keep(supportTicketMessages, ATTACHMENTS, upload, visitor);
  }

  /** A file of the ticket or of one of its messages: 404 for any other. */
  async download(ticket: Values, fileId: string): Promise<{ file: StoredFile; bytes: Readable }> {
    const holders = [ticket, ...(await this.messages(ticket))];
    const held = holders.some((holder) => storedFilesOf(holder.attachments).some((file) => file.id === fileId));
    const record = held ? await this.connection.collection<FileRecord>(FILES_COLLECTION).findOne({ _id: fileId }) : null;
    const bytes = record ? await this.files.store.get(fileId) : undefined;
    if (!record || !bytes) throw new NotFoundException(ERRORS.notFound);
    return { file: storedFileOf(record), bytes };
  }
}
