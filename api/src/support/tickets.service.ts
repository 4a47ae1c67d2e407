/**
 * Support tickets on the server: the assignee is one of the support staff, the SLA clock's
 * pauses follow the waits for the customer, a settled ticket keeps when it was resolved, and
 * the team's actions (reply, assign) run here; the generic CRUD does the rest.
 */
import { ConflictException, Injectable, type OnModuleInit } from '@nestjs/common';
import { fieldByName, messages, SUPPORT_MESSAGES, supportTicketMessages, supportTicketNotes, supportTickets, type SupportTicket, type SupportTicketMessage, type Values } from '@hexagone/schemas';
import { ActionHandler, type ActionRequest } from '../crud/action-handler.decorator';
import type { CrudContext } from '../crud/crud-hooks';
import { CrudService, invalid } from '../crud/crud.service';
import { MailService } from '../platform/mail/mail.service';
import { SettingsService } from '../settings/settings.service';
import { SupportStaff } from './support-staff';
import { visitorReceiptMail } from './ticket-mails';
import { TicketSlaService } from './ticket-sla.service';

/** What a change of state does to the server-kept values: the customer's waits, the resolution time. */
export function stateChangeValues(before: Values, to: unknown, now: Date): Values {
  const from = before.status;
  if (to === undefined || to === from) return {};
  const values: Values = {};
  if (to === 'pending') values.sla_paused_since = now;
  if (from === 'pending') {
    const pauses: unknown[] = Array.isArray(before.sla_pauses) ? before.sla_pauses : [];
    values.sla_pauses = [...pauses, { from: before.sla_paused_since ?? now, to: now }];
    values.sla_paused_since = null;
  }
  if (to === 'resolved' || (to === 'closed' && from !== 'resolved')) values.resolved_at = now;
  if (to === 'open') values.resolved_at = null;
  return values;
}

const CLIENT = fieldByName(supportTickets, 'user_id')!;
/** A visitor's ticket has no customer: their e-mail stands for one (the field the registry names). */
const CLIENT_STAND_IN = CLIENT.requiredUnless!;

@Injectable()
export class TicketsService implements OnModuleInit {
  constructor(
    private readonly crud: CrudService,
    private readonly sla: TicketSlaService,
    private readonly staff: SupportStaff,
    private readonly mail: MailService,
    private readonly settings: SettingsService,
  ) {}
  onModuleInit(): void {
    this.crud.on(supportTickets.name, 'support/tickets.service', {
      checkValues: async (values, _ctx, before) => {
        const client = 'user_id' in values || !before ? values.user_id : before.user_id;
        if (!client && !(values[CLIENT_STAND_IN] ?? before?.[CLIENT_STAND_IN])) throw invalid({ user_id: messages.required(CLIENT.label) });
        if (values.assigned_to && values.assigned_to !== before?.assigned_to) await this.staff.assert(values.assigned_to, 'assigned_to');
        // A closed ticket comes back only through « Rouvrir », which brings its reason.
        if (before?.status === 'closed' && values.status === 'open' && !values.reopen_reason) throw new ConflictException(SUPPORT_MESSAGES.reopenWithReason);
      },
      beforeUpdate: (values, before) => {
        Object.assign(values, stateChangeValues(before, values.status, new Date()));
      },
      afterUpdate: async (_before, after) => {
        await this.sla.check(after);
      },
    });
  }

  /** Répondre: an answer to the customer (e-mailed, see ticket-thread.service.ts) or an internal note. */
  @ActionHandler(supportTickets.name, 'reply')
  async reply({ records: [ticket], body }: ActionRequest, ctx: CrudContext): Promise<Values> {
    const internal = body.internal === true;
    const resource = internal ? supportTicketNotes : supportTicketMessages;
    const written = await this.crud.create(resource, { ticket_id: String(ticket._id), content: body.content }, ctx);
    // The answer's e-mail went out in the write's hooks: its fate decides the success message.
    const mailed = internal ? null : await this.crud.model(resource.name).findById(written._id).lean<Pick<SupportTicketMessage, 'mail_status'>>().exec();
    return { ...written, internal, mail_status: mailed?.mail_status };
  }

  /** Rouvrir: back open, the reason kept on the ticket and as an internal note of the thread. */
  @ActionHandler(supportTickets.name, 'reopen')
  async reopen({ records: [ticket], body }: ActionRequest, ctx: CrudContext): Promise<Values> {
    const reason = String(body.reason ?? '').trim();
    if (!reason) throw invalid({ reason: messages.required('Motif') });
    const reopened = await this.crud.update(supportTickets, String(ticket._id), {}, ctx, { status: 'open', reopen_reason: reason } satisfies Partial<SupportTicket>);
    await this.crud.create(supportTicketNotes, { ticket_id: String(ticket._id), content: SUPPORT_MESSAGES.reopenNote(reason) }, ctx);
    return reopened;
  }

  /** Assigner: only an unassigned ticket, checked and written under the ticket's lock (two agents at once: one wins). */
  @ActionHandler(supportTickets.name, 'assign')
  async assign({ records: [ticket], body }: ActionRequest, ctx: CrudContext): Promise<Values> {
    await this.staff.assert(body.assigned_to, 'assigned_to');
    const id = String(ticket._id);
    return this.crud.withRecordLock(supportTickets, id, async () => {
      const current = await this.crud.model(supportTickets.name).findById(id).lean<Pick<SupportTicket, 'assigned_to'>>().exec();
      if (current?.assigned_to) throw new ConflictException(SUPPORT_MESSAGES.alreadyAssigned);
      // A member of the staff's id: assert() checked it.
      return this.crud.update(supportTickets, id, {}, ctx, { assigned_to: body.assigned_to as string } satisfies Partial<SupportTicket>);
    });
  }

  /**
   * A visitor's ticket from the public form (name and e-mail, no account): validated by the
   * registry like any other, then acknowledged by e-mail with its number and its follow link.
   */
  async openForVisitor(values: Values): Promise<Values> {
    if (!values.visitor_name || !values.visitor_email) {
      throw invalid({
        ...(values.visitor_name ? {} : { visitor_name: messages.required('Nom') }),
        ...(values.visitor_email ? {} : { visitor_email: messages.required('E-mail') }),
      });
    }
    const ticket = await this.crud.create(supportTickets, values, {});
    await this.mail.send(visitorReceiptMail(ticket, await this.settings.siteUrl(), await this.settings.siteName()));
    return ticket;
  }

  /** Assigner (bulk): hands every selected ticket to one member of the staff. */
  @ActionHandler(supportTickets.name, 'bulk-assign')
  async assignAll({ records, body }: ActionRequest, ctx: CrudContext): Promise<{ updated: number }> {
    await this.staff.assert(body.assigned_to, 'assigned_to');
    // A member of the staff's id: assert() checked it.
    const assigned: Partial<SupportTicket> = { assigned_to: body.assigned_to as string };
    for (const ticket of records) await this.crud.update(supportTickets, String(ticket._id), {}, ctx, assigned);
    return { updated: records.length };
  }
}
