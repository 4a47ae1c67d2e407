import {
  billingCreditNotes,
  billingInvoices,
  billingPlans,
  billingSubscriptions,
  dayKeyOf,
  fromCents,
  SORT_KEYS,
  sortKey,
  toCents,
  type BillingCreditNote,
  type BillingInvoice,
  type Values,
} from '@hexagone/schemas';
import { creditNoteValues } from '../../billing/credit-notes';
import type { CrudContext } from '../../crud/crud-hooks';
import type { CrudService } from '../../crud/crud.service';
import { demoInvoices, type DemoInvoiceStatus } from '../data/invoices';
import { demoPlans, SUBSCRIPTION_SCRIPT } from '../data/plans';
import { DAY_MS, daysBefore, seededRandom } from '../random';
import type { Seeder } from '../seeder';
import { accounts, customersOf } from '../accounts';
import { isEmpty, setServerValues } from '../server-values';

const PAYMENT_DAYS = 30;

/**
 * Plans (the pricing page's), subscriptions in every state and about sixty invoices in every
 * state with their credit notes. Everything goes through the CRUD and the state machines as
 * the back-office's actions would (created as today, moved state by state), then is given
 * its real past dates.
 */
export const billingSeeder: Seeder = {
  name: 'billing',
  order: 60,
  async run(crud, log, ctx) {
    const now = new Date();
    const customers = customersOf(await accounts(crud));
    if (await isEmpty(crud, billingPlans)) {
      for (const plan of demoPlans()) await crud.create(billingPlans, plan, ctx);
      log(`${demoPlans().length} plan(s) créé(s)`);
    }
    if (await isEmpty(crud, billingSubscriptions)) log(`${await seedSubscriptions(crud, ctx, customers, now)} abonnement(s) créé(s)`);
    if (!(await isEmpty(crud, billingInvoices))) return log('0 facture(s) créée(s)');
    const rows = demoInvoices(now, seededRandom(60), customers.map((c) => c.email));
    // Written as the server's own (no person issues them): the demo's seller and customers need
    // not have a complete legal identity yet; each invoice keeps the one there is.
    const server: CrudContext = { ...ctx, user: undefined };
    let notes = 0;
    for (const row of rows) notes += await seedInvoice(crud, server, row, now);
    await numberCreditNotesByDate(crud);
    log(`${rows.length} facture(s) créée(s), ${notes} avoir(s)`);
  },
};

async function seedSubscriptions(crud: CrudService, ctx: CrudContext, customers: readonly { id: string }[], now: Date): Promise<number> {
  const plans = await crud.model(billingPlans.name).find({}).lean<Values[]>().exec();
  const script = SUBSCRIPTION_SCRIPT.slice(0, customers.length);
  for (const [index, step] of script.entries()) {
    const plan = plans.find((p) => p.slug === step.plan)!;
    const running = step.status === 'trial' ? 'trial' : 'active';
    const created = await crud.create(
      billingSubscriptions,
      {
        user_id: customers[index].id,
        plan_id: String(plan._id),
        billing_period: step.period,
        status: running,
        start_date: dayKeyOf(now),
        payment_method: { type: index % 3 === 2 ? 'sepa' : 'card', last4: String(4242 + index * 111).slice(-4), exp_month: (index % 12) + 1, exp_year: now.getFullYear() + 2 },
      },
      ctx,
    );
    const id = String(created._id);
    if (step.status === 'paused') {
      await crud.update(billingSubscriptions, id, {}, ctx, { status: 'paused', pause_until: dayKeyOf(new Date(now.getTime() + 30 * DAY_MS)), pause_reason: 'Demande du client' });
    } else if (step.status === 'canceled') {
      await crud.update(billingSubscriptions, id, {}, ctx, { status: 'canceled', canceled_at: now });
    } else if (step.status === 'expired') {
      await crud.update(billingSubscriptions, id, {}, ctx, { status: 'expired' });
    }
    // Customers since a few months: the trials started lately.
    const started = daysBefore(now, step.status === 'trial' ? 3 + index : 30 * (1 + (index % 6)));
    await setServerValues(crud, billingSubscriptions, id, { start_date: started, created_at: started });
  }
  return script.length;
}

type DemoInvoice = ReturnType<typeof demoInvoices>[number];

/**
 * The seed issues credit notes invoice by invoice, then gives them their past dates: their
 * numbers are dealt again in the order of those dates, as a real series would have them (the
 * same numbers, so the series keeps no gap).
 */
async function numberCreditNotesByDate(crud: CrudService): Promise<void> {
  const notes = await crud.model(billingCreditNotes.name).find({}, { _id: 1, number: 1, date: 1 }).lean<Pick<BillingCreditNote, '_id' | 'number' | 'date'>[]>().exec();
  const numbers = notes.map((note) => String(note.number)).sort();
  const byDate = [...notes].sort((a, b) => new Date(a.date as Date).getTime() - new Date(b.date as Date).getTime() || String(a.number).localeCompare(String(b.number)));
  const numbered = (number: string) => ({ number, [`${SORT_KEYS}.number`]: sortKey(number) });
  // Through numbers no note holds first: the unique number never appears twice, even for a moment.
  for (const [index, note] of byDate.entries()) await setServerValues(crud, billingCreditNotes, note._id, numbered(`~${index}`));
  for (const [index, note] of byDate.entries()) await setServerValues(crud, billingCreditNotes, note._id, numbered(numbers[index]));
}

/** One invoice moved to its state as the actions would; answers how many credit notes it got. */
async function seedInvoice(crud: CrudService, ctx: CrudContext, row: DemoInvoice, now: Date): Promise<number> {
  const { date, due_date, paid_at, created_at, payment_method, partlyRefunded, status, ...values } = row as DemoInvoice & { paid_at?: Date; payment_method?: string };
  const today = { date: dayKeyOf(now), due_date: dayKeyOf(new Date(now.getTime() + PAYMENT_DAYS * DAY_MS)) };
  const invoice = await crud.create(billingInvoices, { ...values, ...today, status: status === 'draft' ? 'draft' : 'pending' }, ctx);
  const id = String(invoice._id);
  const to = async (next: DemoInvoiceStatus, server: Values = {}) => (await crud.update(billingInvoices, id, {}, ctx, { status: next, ...server })) as BillingInvoice;
  let notes = 0;
  if (status === 'overdue') await to(status);
  if (status === 'canceled') {
    const canceled = await to('canceled');
    const note = await crud.create(billingCreditNotes, creditNoteValues(canceled, toCents(canceled.total), 0, 'Commande annulée par le client', 'cancel'), ctx);
    const canceledOn = new Date(Math.min(date.getTime() + 10 * DAY_MS, now.getTime()));
    await setServerValues(crud, billingCreditNotes, note._id, { date: canceledOn, created_at: canceledOn });
    notes += 1;
  }
  if (status === 'paid' || status === 'refunded') {
    const paid = await to('paid', { payment_method, paid_at: dayKeyOf(now), transaction_reference: `VIR-${String(invoice.number).slice(-6)}` });
    const total = toCents(paid.total);
    const refund = status === 'refunded' ? total : partlyRefunded ? Math.round(total / 2) : 0;
    if (refund) {
      const note = await crud.create(billingCreditNotes, creditNoteValues(paid, refund, 0, status === 'refunded' ? 'Résiliation dans le délai de rétractation' : 'Geste commercial : indisponibilité du service'), ctx);
      await to('paid', { refunded_amount: fromCents(refund) });
      if (status === 'refunded') await to('refunded');
      const refundedOn = new Date((paid_at ?? date).getTime() + 5 * DAY_MS);
      await setServerValues(crud, billingCreditNotes, note._id, { date: refundedOn < now ? refundedOn : now, created_at: refundedOn < now ? refundedOn : now });
      notes += 1;
    }
  }
  await setServerValues(crud, billingInvoices, id, { date, due_date, created_at, ...(paid_at && (status === 'paid' || status === 'refunded') ? { paid_at } : {}) });
  return notes;
}
