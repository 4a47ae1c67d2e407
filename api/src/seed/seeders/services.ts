import { services } from '@hexagone/schemas';
import { demoServices } from '../data/services';
import { seededRandom } from '../random';
import type { Seeder } from '../seeder';
import { accounts, customersOf } from '../accounts';
import { createWithPast, isEmpty } from '../server-values';

/** The dates of the past (its figures are measured from its instances). */
const SERVICE_PAST = ['created_at', 'updated_at'];

export const servicesSeeder: Seeder = {
  name: 'services',
  order: 50,
  async run(crud, log, ctx) {
    if (!(await isEmpty(crud, services))) return log('0 service(s) créé(s)');
    const companies = [...new Set(customersOf(await accounts(crud)).map((c) => c.company || c.name))];
    const created = await createWithPast(crud, services, demoServices(new Date(), seededRandom(50), companies), { past: SERVICE_PAST, ctx });
    log(`${created} service(s) créé(s)`);
  },
};
