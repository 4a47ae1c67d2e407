/**
 * The SLA breaches of the tickets: measured against the targets of schemas' support-sla.ts
 * after every change of a ticket and every five minutes by a job (a target may pass while no
 * one writes), each breach stamped once on the ticket, written to the server's log and
 * published as `support.sla_breached` on the durable event log, where an alert can pick it up.
 */
import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { supportTickets, ticketSla, type SupportTicket, type Values } from '@hexagone/schemas';
import { CrudService } from '../crud/crud.service';
import { EventBus } from '../platform/events/event-bus';
import { JobsService } from '../platform/jobs/jobs.service';

export const SLA_BREACH_EVENT = 'support.sla_breached';

const TARGETS = [
  { measure: 'firstResponse', field: 'sla_first_response_breached_at', label: 'première réponse' },
  { measure: 'resolution', field: 'sla_resolution_breached_at', label: 'résolution' },
] as const;

@Injectable()
export class TicketSlaService implements OnModuleInit {
  private readonly logger = new Logger('SLA');
  constructor(
    private readonly crud: CrudService,
    private readonly events: EventBus,
    private readonly jobs: JobsService,
  ) {}

  onModuleInit(): void {
    this.jobs.declare({
      name: 'support.sla',
      cron: '*/5 * * * *',
      timeZone: 'Europe/Paris',
      handler: async () => {
        await this.checkAll();
      },
    });
  }

  /** Every ticket still waiting on the team. */
  async checkAll(now = new Date()): Promise<number> {
    const tickets = await this.crud
      .model(supportTickets.name)
      .find({ status: { $in: ['open', 'pending'] } })
      .lean<SupportTicket[]>()
      .exec();
    let breached = 0;
    for (const ticket of tickets) breached += await this.check(ticket, now);
    return breached;
  }

  /** Stamps the targets this ticket has newly missed; answers how many. */
  async check(ticket: Values, now = new Date()): Promise<number> {
    const sla = ticketSla(ticket, now);
    let breached = 0;
    for (const target of TARGETS) {
      if (!sla[target.measure].breached || ticket[target.field]) continue;
      // Stamped once: of two processes checking together, one write finds the field still empty.
      const stamped = await this.crud
        .model(supportTickets.name)
        .updateOne({ _id: ticket._id, [target.field]: { $in: [null] } }, { $set: { [target.field]: now } })
        .exec();
      if (!stamped.modifiedCount) continue;
      breached += 1;
      this.logger.warn(`Ticket ${String(ticket.number)} : objectif de ${target.label} dépassé (priorité ${String(ticket.priority)})`);
      await this.events.publish(SLA_BREACH_EVENT, {
        ticket_id: String(ticket._id),
        number: ticket.number,
        priority: ticket.priority,
        target: target.measure,
        assigned_to: ticket.assigned_to ?? null,
        breached_at: now.toISOString(),
      });
    }
    return breached;
  }
}
