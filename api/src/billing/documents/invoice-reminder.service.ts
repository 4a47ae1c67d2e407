/**
 * 'Envoyer un rappel' (POST /api/billing_invoices/{id}/send-reminder, pending invoices only):
 * the reminder goes to the customer's e-mail with the invoice's PDF attached, through the
 * mail service (SMTP, else the outbox), and the invoice records when and how many times.
 * The state is checked and the reminder recorded in one conditional update, so an invoice
 * paid meanwhile gets no reminder.
 */
import { ConflictException, Injectable } from '@nestjs/common';
import { Types } from 'mongoose';
import { actionRefusal, billingInvoices, findAction, type Values } from '@hexagone/schemas';
import { ActionHandler, type ActionRequest } from '../../crud/action-handler.decorator';
import type { CrudContext } from '../../crud/crud-hooks';
import { AccessService } from '../../crud/access.service';
import { CrudService } from '../../crud/crud.service';
import { MailService } from '../../platform/mail/mail.service';
import { BillingDocumentsService } from './billing-documents.service';
import { reminderMail } from './reminder-mail';

export const SEND_REMINDER = 'send-reminder';

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
    const model = this.crud.model(billingInvoices.name);
    const claimed = await model.updateOne({ _id: new Types.ObjectId(id), status: 'pending' }, { $set: { reminder_sent_at: new Date() }, $inc: { reminders_count: 1 } }).exec();
    if (!claimed.modifiedCount) {
      // Paid or cancelled since the action's own check: the same 409 as that check's.
      const now = (await this.crud.findById(billingInvoices, id))?.toJSON() ?? {};
      throw new ConflictException(actionRefusal(billingInvoices, findAction(billingInvoices, SEND_REMINDER)!, now));
    }
    const rendered = await this.documents.render(billingInvoices, String(id));
    const sent = await this.mail.send(reminderMail(rendered.document, rendered.seller, rendered));
    const view = await this.access.view(billingInvoices, rendered.record, ctx.user);
    return { ...view, reminder: { mail_id: sent.id, status: sent.status } };
  }
}
