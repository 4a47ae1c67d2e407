import { describe, expect, it } from 'vitest';
import { seededRandom } from '../random';
import { demoInvoices, INVOICE_COUNT, VAT_RATE } from './invoices';

const now = new Date('2025-06-15T10:00:00Z');
const invoices = demoInvoices(now, seededRandom(1), ['a@x.fr', 'b@x.fr']);

describe('demoInvoices', () => {
  it('spreads about sixty invoices over the last six months, oldest first (the server numbers them as issued)', () => {
    expect(invoices).toHaveLength(INVOICE_COUNT);
    const oldest = invoices[0].date.getTime();
    expect(now.getTime() - oldest).toBeGreaterThan(170 * 86_400_000);
    expect(now.getTime() - oldest).toBeLessThan(185 * 86_400_000);
    expect(invoices.every((i) => i.date <= now)).toBe(true);
    expect(invoices.every((invoice, i) => i === 0 || invoice.date >= invoices[i - 1].date)).toBe(true);
    expect(invoices.some((invoice) => 'number' in invoice)).toBe(false);
  });

  it('bills one line of the offer with French VAT', () => {
    for (const invoice of invoices) {
      expect(invoice.items).toHaveLength(1);
      expect(invoice.items[0]).toMatchObject({ description: invoice.description, tax_rate: VAT_RATE });
    }
  });

  it('pays most of the old ones, leaves recent ones pending, never pays in the future', () => {
    const statuses = new Set(invoices.map((i) => i.status));
    expect(statuses).toContain('paid');
    expect(statuses).toContain('pending');
    expect(statuses).toContain('overdue');
    for (const invoice of invoices) {
      if (invoice.status === 'paid') expect(invoice.paid_at!.getTime()).toBeLessThanOrEqual(now.getTime());
      else if (invoice.status !== 'refunded') expect(invoice.paid_at).toBeUndefined();
      if (invoice.status === 'overdue') expect(invoice.due_date < now).toBe(true);
    }
    expect(invoices.filter((i) => i.status === 'paid').length).toBeGreaterThan(INVOICE_COUNT / 2);
  });
});
