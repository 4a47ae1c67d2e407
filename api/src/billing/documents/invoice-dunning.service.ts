/**
 * Late invoices, every morning (Europe/Paris, once across every server process through the
 * jobs' lock): pending invoices past their due date become overdue (the state machine's
 * server transition, by one conditional update from « pending » only, so that each moves once) and publish
 * `invoice.overdue`; then each overdue invoice whose next day of the settings' schedule
 * (`dunning_days`) has come gets one reminder with its PDF, recorded on the invoice.
 */
import { ConflictException, Injectable, type OnModuleInit } from '@nestjs/common';
import { billingInvoices, daysLate, dueDunningLevel, dunningDays, parisDayKey, type BillingInvoice } from '@hexagone/schemas';
import { CrudService } from '../../crud/crud.service';
import { JobsService } from '../../platform/jobs/jobs.service';
import { SettingsService } from '../../settings/settings.service';
import { WebhookEvents } from '../../platform/events/webhook-events';
import { InvoiceReminderService } from './invoice-reminder.service';

export const DUNNING_JOB = 'billing.dunning';

export interface DunningRun {
  overdue: number;
  reminded: number;
}

@Injectable()
export class InvoiceDunningService implements OnModuleInit {
  constructor(
    private readonly crud: CrudService,
    private readonly jobs: JobsService,
    private readonly settings: SettingsService,
    private readonly events: WebhookEvents,
    private readonly reminders: InvoiceReminderService,
  ) {}

  onModuleInit(): void {
    this.jobs.declare({ name: DUNNING_JOB, cron: '0 7 * * *', timeZone: 'Europe/Paris', handler: (slot) => this.run(parisDayKey(slot)).then(() => undefined) });
  }

  /** `today`: the Paris day (YYYY-MM-DD) the run stands for. */
  async run(today = parisDayKey(new Date())): Promise<DunningRun> {
    return { overdue: await this.markOverdue(today), reminded: await this.remindOverdue(today) };
  }

  private async markOverdue(today: string): Promise<number> {
    const candidates = await this.crud.model(billingInvoices.name).find({ status: 'pending' }, { _id: 1, status: 1, due_date: 1 }).lean<Pick<BillingInvoice, '_id' | 'status' | 'due_date'>[]>().exec();
    let moved = 0;
    for (const invoice of candidates) {
      if (daysLate(invoice, today) < 1) continue;
      try {
        // Only a still pending invoice: another run may have moved it since the list was read (then it is already overdue, and counted there).
        const overdue = await this.crud.update(billingInvoices, String(invoice._id), {}, { onlyFrom: ['pending'] }, { status: 'overdue' } satisfies Partial<BillingInvoice>);
        void this.events.publish('invoice.overdue', overdue);
        moved += 1;
      } catch (error) {
        // Paid or moved meanwhile (or by another process): that change wins.
        if (!(error instanceof ConflictException)) throw error;
      }
    }
    return moved;
  }

  private async remindOverdue(today: string): Promise<number> {
    const schedule = dunningDays((await this.settings.site()).dunning_days);
    if (!schedule.length) return 0;
    const late = await this.crud.model(billingInvoices.name).find({ status: 'overdue' }, { _id: 1, status: 1, due_date: 1, dunning_level: 1 })
      .lean<Pick<BillingInvoice, '_id' | 'status' | 'due_date' | 'dunning_level'>[]>().exec();
    let reminded = 0;
    for (const invoice of late) {
      const level = Number(invoice.dunning_level) || 0;
      if (dueDunningLevel(schedule, daysLate(invoice, today)) <= level) continue;
      // Claimed from the level read: a second run (or process) finds it moved and sends nothing.
      const sent = await this.reminders.remind(String(invoice._id), 'scheduled', { dunning_level: invoice.dunning_level ?? { $in: [null, 0] } }, { dunning_level: level + 1 });
      if (sent) reminded += 1;
    }
    return reminded;
  }
}
