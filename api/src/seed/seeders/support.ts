import { demoTickets } from '../data/tickets';
import { seededRandom } from '../random';
import { insertIfEmpty } from '../raw-collection';
import type { Seeder } from '../seeder';
import { accounts, customersOf } from '../accounts';

export const supportSeeder: Seeder = {
  name: 'support',
  order: 70,
  async run(crud, log) {
    const all = await accounts(crud);
    const agents = all.filter((a) => a.role === 'support' || a.role === 'admin').map((a) => a.id);
    const customers = customersOf(all).map((c) => c.id);
    const created = await insertIfEmpty(crud, 'support_tickets', demoTickets(new Date(), seededRandom(70), customers, agents));
    log(`${created} ticket(s) de support créé(s)`);
  },
};
