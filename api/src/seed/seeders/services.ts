import { demoServices } from '../data/services';
import { seededRandom } from '../random';
import { insertIfEmpty } from '../raw-collection';
import type { Seeder } from '../seeder';
import { accounts, customersOf } from '../accounts';

export const servicesSeeder: Seeder = {
  name: 'services',
  order: 50,
  async run(crud, log) {
    const companies = [...new Set(customersOf(await accounts(crud)).map((c) => c.company || c.name))];
    const created = await insertIfEmpty(crud, 'services', demoServices(new Date(), seededRandom(50), companies));
    log(`${created} service(s) créé(s)`);
  },
};
