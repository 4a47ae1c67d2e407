import { describe, expect, it } from 'vitest';
import { BILLING_BOUND_MESSAGES, INVOICE_BOUNDS } from './billing';
import { billingInvoices } from './resources/billing_invoices';
import { validateValues } from './validation/engine';
import { messages } from './validation/messages';

const invoice = (items: Record<string, unknown>[]) => ({
  user_email: 'claire@exemple.fr',
  description: 'Abonnement',
  currency: 'EUR',
  status: 'draft',
  date: '2099-01-01',
  due_date: '2099-01-31',
  items,
});
const line = (quantity: number, unit_price: number) => ({ description: 'Ligne', quantity, unit_price, tax_rate: 20 });

describe('the bounds of an invoice', () => {
  it('accepts the largest quantity and price, refuses beyond them on the line', () => {
    expect(validateValues(billingInvoices, invoice([line(10, INVOICE_BOUNDS.unitPrice)]))).toEqual({});
    const errors = validateValues(billingInvoices, invoice([line(1e15, 1e15)]));
    expect(errors['items.0.quantity']).toBe(messages.max(INVOICE_BOUNDS.quantity));
    expect(errors['items.0.unit_price']).toBe(messages.max(INVOICE_BOUNDS.unitPrice));
  });

  it('refuses lines adding up beyond the total bound, with the French message on the lines', () => {
    const lines = Array.from({ length: 100 }, () => line(INVOICE_BOUNDS.quantity, INVOICE_BOUNDS.unitPrice));
    expect(validateValues(billingInvoices, invoice(lines))).toEqual({ items: BILLING_BOUND_MESSAGES.totalTooHigh });
    expect(BILLING_BOUND_MESSAGES.totalTooHigh.replace(/\s/g, ' ')).toBe('Le total ne peut pas dépasser 100 000 000,00 €');
  });

  it('refuses more lines than the bound', () => {
    const lines = Array.from({ length: INVOICE_BOUNDS.lines + 1 }, () => line(1, 1));
    expect(validateValues(billingInvoices, invoice(lines)).items).toBeDefined();
  });
});
