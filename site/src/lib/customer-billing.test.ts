import { describe, expect, it } from 'vitest';
import { amountDue, invoiceStanding, isOverdue, type CustomerInvoice } from './customer-billing';

// 6 December 2026 at 00:30 in Paris: still the 5th in UTC.
const NOW = new Date('2026-12-05T23:30:00Z');
const invoice = (over: Partial<CustomerInvoice>): CustomerInvoice => ({ id: '1', status: 'pending', date: '2026-11-01T00:00:00.000Z', due_date: '2026-12-31T00:00:00.000Z', total: 120, ...over });

describe('a customer invoice', () => {
  it('is overdue once its due date has passed in Paris, before the night job marks it', () => {
    expect(isOverdue(invoice({ due_date: '2026-12-05T00:00:00.000Z' }), NOW)).toBe(true);
    expect(isOverdue(invoice({ due_date: '2026-12-06T00:00:00.000Z' }), NOW)).toBe(false);
    expect(isOverdue(invoice({ status: 'overdue' }), NOW)).toBe(true);
    expect(isOverdue(invoice({ status: 'paid', due_date: '2026-01-01T00:00:00.000Z' }), NOW)).toBe(false);
  });

  it('reads its status in French with the colour of its standing', () => {
    expect(invoiceStanding(invoice({}), NOW)).toEqual({ label: 'En attente', tone: 'warning' });
    expect(invoiceStanding(invoice({ due_date: '2026-12-01T00:00:00.000Z' }), NOW)).toEqual({ label: 'En retard', tone: 'danger' });
    expect(invoiceStanding(invoice({ status: 'paid' }), NOW)).toEqual({ label: 'Payée', tone: 'success' });
    expect(invoiceStanding(invoice({ status: 'refunded' }), NOW)).toEqual({ label: 'Remboursée', tone: 'neutral' });
  });

  it('sums what is left to pay per currency, to the cent', () => {
    const list = [invoice({ total: 0.1 }), invoice({ total: 0.2, status: 'overdue' }), invoice({ total: 99, status: 'paid' }), invoice({ total: 15, currency: 'USD' })];
    expect(amountDue(list)?.replace(/\u00a0/g, ' ')).toBe('0,30 € et 15,00 $US');
    expect(amountDue([invoice({ status: 'paid' })])).toBeUndefined();
  });
});
