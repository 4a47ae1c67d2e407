import { demoInvoices } from '../data/invoices';
import { seededRandom } from '../random';
import { insertIfEmpty } from '../raw-collection';
import type { Seeder } from '../seeder';
import { accounts, customersOf } from '../accounts';

export const billingSeeder: Seeder = {
  name: 'billing',
  order: 60,
  async run(crud, log) {
    const emails = customersOf(await accounts(crud)).map((c) => c.email);
    const created = await insertIfEmpty(crud, 'billing_invoices', demoInvoices(new Date(), seededRandom(60), emails));
    log(`${created} facture(s) créée(s)`);
  },
};
