/**
 * Invoices' domain actions (spec 3 §7): payment recorded (`payment.succeeded`), payment
 * refused (`payment.failed`), and refunds, each made of a credit note of its own series
 * citing the invoice; the credit notes reaching the invoice's total make it refunded.
 */
import { ConflictException, Injectable } from '@nestjs/common';
import {
  billingCreditNotes,
  billingInvoices,
  dayKeyOf,
  formatMoney,
  fromCents,
  INVOICE_MESSAGES,
  isEmptyValue,
  toCents,
  type BillingInvoice,
  type Values,
} from '@hexagone/schemas';
import { ActionHandler, type ActionRequest } from '../crud/action-handler.decorator';
import type { CrudContext } from '../crud/crud-hooks';
import { CrudService, invalid } from '../crud/crud.service';
import { creditNoteValues } from './credit-notes';
import { WebhookEvents } from '../platform/events/webhook-events';

export const REFUND_ERRORS = {
  changedMeanwhile: 'La facture a changé entre-temps, veuillez réessayer',
} as const;

@Injectable()
export class InvoicesService {
  constructor(
    private readonly crud: CrudService,
    private readonly events: WebhookEvents,
  ) {}

  /** PUT /billing_invoices/{id}/pay {payment_method, payment_date, transaction_reference, notes}: pending only. */
  @ActionHandler(billingInvoices.name, 'pay')
  async pay({ records: [invoice], body }: ActionRequest, ctx: CrudContext): Promise<Values> {
    // The action's form offers only the payment methods and a date: its ask fields are validated before this runs.
    const server: Partial<BillingInvoice> = {
      status: 'paid',
      payment_method: body.payment_method as BillingInvoice['payment_method'],
      paid_at: body.payment_date as BillingInvoice['paid_at'],
      transaction_reference: String(body.transaction_reference ?? ''),
    };
    const paid = await this.crud.update(billingInvoices, String(invoice._id), 'notes' in body ? { notes: body.notes } : {}, ctx, server);
    void this.events.publish('payment.succeeded', paid);
    return paid;
  }

  /** A payment attempt refused (card declined, direct debit rejected): counted, kept, and published as `payment.failed`. */
  @ActionHandler(billingInvoices.name, 'payment-failed')
  async paymentFailed({ records: [invoice], body }: ActionRequest, ctx: CrudContext): Promise<Values> {
    const id = String(invoice._id);
    // Counted under the invoice's lock: two refusals at once count twice.
    const failed = await this.crud.withRecordLock(billingInvoices, id, async () => {
      const current = await this.crud.model(billingInvoices.name).findById(id).lean<BillingInvoice>().exec();
      const server: Partial<BillingInvoice> = { payment_failures: (Number(current?.payment_failures) || 0) + 1, last_payment_failure: `${dayKeyOf(new Date())} : ${String(body.reason ?? '')}` };
      return this.crud.update(billingInvoices, id, {}, ctx, server);
    });
    void this.events.publish('payment.failed', { ...failed, reason: body.reason });
    return failed;
  }

  /**
   * Cancels a pending (or overdue) invoice: its state moves first, under its lock, then the
   * credit note of its whole amount is issued, as French rules want of an issued invoice.
   */
  @ActionHandler(billingInvoices.name, 'cancel')
  async cancel({ records: [invoice], body }: ActionRequest, ctx: CrudContext): Promise<Values> {
    const canceled = (await this.crud.update(billingInvoices, String(invoice._id), {}, ctx, { status: 'canceled' } satisfies Partial<BillingInvoice>)) as BillingInvoice;
    const note = await this.crud.create(billingCreditNotes, creditNoteValues(canceled, toCents(canceled.total), 0, String(body.reason ?? ''), 'cancel'), ctx);
    return { ...canceled, credit_note: note };
  }

  /**
   * POST /billing_invoices/{id}/refund {amount, reason}: paid only, amount from 0.01 € up to
   * what is left to refund (the total unless told). The refunded sum moves first, then the
   * credit note is issued; the one reaching the total sets the invoice refunded.
   */
  @ActionHandler(billingInvoices.name, 'refund')
  async refund({ records: [invoice], body }: ActionRequest, ctx: CrudContext): Promise<Values> {
    const id = String(invoice._id);
    const model = this.crud.model(billingInvoices.name);
    // The refunded sum is read and moved under the invoice's lock: two refunds at once cannot pass the total.
    const { current, already, amount } = await this.crud.withRecordLock(billingInvoices, id, async () => {
      const current = await model.findById(id).lean<BillingInvoice>().exec();
      if (!current || current.status !== 'paid') throw new ConflictException(REFUND_ERRORS.changedMeanwhile);
      const total = toCents(current.total);
      const already = toCents(current.refunded_amount);
      const remaining = total - already;
      const amount = isEmptyValue(body.amount) ? remaining : toCents(body.amount);
      if (amount > total) throw invalid({ amount: INVOICE_MESSAGES.refundAboveTotal(formatMoney(fromCents(total))) });
      if (amount > remaining) throw invalid({ amount: INVOICE_MESSAGES.refundAboveRemaining(formatMoney(fromCents(remaining))) });
      await model.updateOne({ _id: current._id }, { $set: { refunded_amount: fromCents(already + amount) } satisfies Partial<BillingInvoice> }).exec();
      return { current, already, amount };
    });
    const total = toCents(current.total);
    const full = already + amount === total;
    let note: Values;
    try {
      note = await this.crud.create(billingCreditNotes, creditNoteValues(current, amount, already, String(body.reason ?? '')), ctx);
    } catch (error) {
      // No credit note, no refund: the sum goes back down by what this one had added.
      await this.crud.withRecordLock(billingInvoices, id, async () => {
        const now = await model.findById(id).lean<Pick<BillingInvoice, 'refunded_amount'>>().exec();
        await model.updateOne({ _id: current._id }, { $set: { refunded_amount: fromCents(toCents(now?.refunded_amount) - amount) } satisfies Partial<BillingInvoice> }).exec();
      });
      throw error;
    }
    const updated = full ? await this.crud.update(billingInvoices, id, {}, ctx, { status: 'refunded' } satisfies Partial<BillingInvoice>) : await this.crud.findOne(billingInvoices, id);
    return { ...updated, credit_note: note };
  }
}
