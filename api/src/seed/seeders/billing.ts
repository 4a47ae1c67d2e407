import { billingInvoices, dayKeyOf } from '@hexagone/schemas';
import { demoInvoices } from '../data/invoices';
import { DAY_MS, seededRandom } from '../random';
import type { Seeder } from '../seeder';
import { accounts, customersOf } from '../accounts';
import { createWithPast, isEmpty } from '../server-values';

/** Invoices are issued through the CRUD as if today, then given their real dates. */
const INVOICE_PAST = ['date', 'due_date', 'paid_at', 'created_at'];
const PAYMENT_DAYS = 30;

export const billingSeeder: Seeder = {
  name: 'billing',
  order: 60,
  async run(crud, log, ctx) {
    if (!(await isEmpty(crud, billingInvoices))) return log('0 facture(s) créée(s)');
    const now = new Date();
    const emails = customersOf(await accounts(crud)).map((c) => c.email);
    const rows = demoInvoices(now, seededRandom(60), emails);
    const present = { date: dayKeyOf(now), due_date: dayKeyOf(new Date(now.getTime() + PAYMENT_DAYS * DAY_MS)) };
    const created = await createWithPast(crud, billingInvoices, rows, { past: INVOICE_PAST, present, ctx });
    log(`${created} facture(s) créée(s)`);
  },
};
