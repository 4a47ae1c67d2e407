/**
 * The payment reminder of an unpaid invoice: it goes to the customer's e-mail with the invoice's
 * PDF attached, through the mail service (SMTP, else the outbox until a server is configured),
 * and the invoice records each one (`reminders`, `reminders_count`, `reminder_sent_at`).
 * 'Envoyer un rappel' (POST /api/billing_invoices/{id}/send-reminder) sends one by hand to a
 * pending or overdue invoice; the daily dunning job sends the scheduled ones. The state is checked
 * and the reminder claimed in one conditional update, so an invoice paid meanwhile gets none.
 */
import { ConflictException, Injectable } from '@nestjs/common';
import { Types } from 'mongoose';
import { actionRefusal, billingInvoices, findAction, type BillingInvoice, type Values } from '@hexagone/schemas';
import { ActionHandler, type ActionRequest } from '../../crud/action-handler.decorator';
import type { CrudContext } from '../../crud/crud-hooks';
import { AccessService } from '../../crud/access.service';
import { CrudService } from '../../crud/crud.service';
import { MailService } from '../../platform/mail/mail.service';
import { BillingDocumentsService } from './billing-documents.service';
import { reminderMail } from './reminder-mail';

export const SEND_REMINDER = 'send-reminder';

/** Which invoices a reminder may go to: unpaid ones. */
const UNPAID = { $in: ['pending', 'overdue'] };

export interface SentReminder {
  mail_id: string;
  /** 'sent', or 'outbox' when kept until SMTP works. */
  status: string;
}

@Injectable()
export class InvoiceReminderService {
  constructor(
    private readonly crud: CrudService,
    private readonly access: AccessService,
    private readonly documents: BillingDocumentsService,
    private readonly mail: MailService,
  ) {}

  @ActionHandler(billingInvoices.name, SEND_REMINDER)
  async sendReminder({ id }: ActionRequest, ctx: CrudContext): Promise<Values> {
    const reminder = await this.remind(String(id), 'manual');
    if (!reminder) {
      // Paid or cancelled since the action's own check: the same 409 as that check's.
      const now = (await this.crud.findById(billingInvoices, String(id)))?.toJSON() ?? {};
      throw new ConflictException(actionRefusal(billingInvoices, findAction(billingInvoices, SEND_REMINDER)!, now));
    }
    const record = (await this.crud.findById(billingInvoices, String(id)))!.toJSON();
    const view = await this.access.view(billingInvoices, record, ctx.user);
    return { ...view, reminder };
  }

  /**
   * Claims and sends one reminder of an unpaid invoice; `claim` narrows which invoices qualify
   * (the dunning level a scheduled one moves from). Undefined when the invoice no longer qualifies.
   */
  async remind(id: string, kind: 'manual' | 'scheduled', claim: Values = {}, set: Partial<BillingInvoice> = {}): Promise<SentReminder | undefined> {
    const model = this.crud.model(billingInvoices.name);
    const at = new Date();
    const claimed = await model
      .updateOne({ _id: new Types.ObjectId(id), status: UNPAID, ...claim }, { $set: { reminder_sent_at: at, ...set }, $inc: { reminders_count: 1 } })
      .exec();
    if (!claimed.modifiedCount) return undefined;
    const rendered = await this.documents.render(billingInvoices, id);
    const sent = await this.mail.send(reminderMail(rendered.document, rendered.seller, rendered));
    await model.updateOne({ _id: new Types.ObjectId(id) }, { $push: { reminders: { date: at, kind, mail_id: sent.id, mail_status: sent.status } } }).exec();
    return { mail_id: sent.id, status: sent.status };
  }
}
