/** What a credit note refunding part or all of an invoice says: the refund action's and the seed's. */
import { dayKeyOf, fromCents, refundLines, toCents, type BillingCreditNote, type BillingInvoice } from '@hexagone/schemas';

/**
 * The credit note of `amount` cents off `invoice`, of which `already` cents were refunded
 * before: a refund (total or partial), or the cancellation of the whole invoice.
 */
export function creditNoteValues(
  invoice: Pick<BillingInvoice, '_id' | 'number' | 'user_email' | 'currency' | 'total' | 'items'>,
  amount: number,
  already: number,
  reason: string,
  kind: 'refund' | 'cancel' = 'refund',
  date = new Date(),
): Partial<BillingCreditNote> {
  const whole = already === 0 && amount === toCents(invoice.total);
  const description =
    kind === 'cancel' ? `Annulation de la facture ${String(invoice.number)}` : `Remboursement ${whole ? 'total' : 'partiel'} de la facture ${String(invoice.number)}`;
  return {
    invoice_id: String(invoice._id),
    invoice_number: invoice.number,
    user_email: invoice.user_email,
    date: dayKeyOf(date),
    reason,
    currency: invoice.currency,
    items: refundLines(invoice.items ?? [], fromCents(amount), description),
  };
}
