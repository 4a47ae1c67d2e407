/**
 * About sixty invoices over the last six months: older ones mostly paid (some partly
 * refunded), a few overdue, refunded or canceled, recent ones still pending, the last a draft. Lines follow the offer's monthly prices, VAT 20 %; the
 * server computes the amounts.
 */
import { daysBefore, DAY_MS, type Random } from '../random';

export const INVOICE_COUNT = 60;
export const VAT_RATE = 20;
const PAYMENT_DAYS = 30;

const OFFERS = [
  { description: 'Hosting HA — offre Pro (mensuel)', unit_price: 149 },
  { description: 'Firewall IA — offre Entreprise (mensuel)', unit_price: 390 },
  { description: 'Agent IA — 5 agents (mensuel)', unit_price: 250 },
  { description: 'Cluster AI — 200 heures GPU', unit_price: 1480 },
  { description: 'Blockchain privée — 4 nœuds (mensuel)', unit_price: 890 },
  { description: 'Plateforme SaaS — Growth (mensuel)', unit_price: 99 },
  { description: 'Plateforme SaaS — Scale (mensuel)', unit_price: 299 },
] as const;

export type DemoInvoiceStatus = 'draft' | 'pending' | 'paid' | 'overdue' | 'canceled' | 'refunded';

export function demoInvoices(now: Date, random: Random, customers: readonly string[]) {
  const invoices = [];
  for (let i = INVOICE_COUNT - 1; i >= 0; i -= 1) {
    const date = daysBefore(now, i * 3 + random.int(0, 2) + 0.2);
    const dueDate = new Date(date.getTime() + PAYMENT_DAYS * DAY_MS);
    const offer = random.pick(OFFERS);
    const quantity = offer.unit_price > 1000 ? 1 : random.int(1, 3);
    const paidAt = new Date(date.getTime() + random.int(1, 20) * DAY_MS);
    const roll = random.next();
    let status: DemoInvoiceStatus;
    if (dueDate < now) status = roll < 0.78 ? 'paid' : roll < 0.9 ? 'overdue' : roll < 0.95 ? 'refunded' : 'canceled';
    else if (i === 0) status = 'draft';
    else status = paidAt < now && roll < 0.55 ? 'paid' : 'pending';
    const paid = status === 'paid' || status === 'refunded';
    invoices.push({
      user_email: random.pick(customers),
      description: offer.description,
      status,
      currency: 'EUR',
      date,
      due_date: dueDate,
      items: [{ description: offer.description, quantity, unit_price: offer.unit_price, tax_rate: VAT_RATE }],
      ...(paid ? { payment_method: random.pick(['card', 'bank_transfer', 'bank_transfer', 'card', 'check'] as const), paid_at: paidAt } : {}),
      notes: status === 'overdue' ? 'Relance envoyée au client' : '',
      created_at: date,
      // One paid invoice in seven was partly refunded (a credit note of half its total).
      partlyRefunded: status === 'paid' && i % 7 === 3,
    });
  }
  return invoices;
}
