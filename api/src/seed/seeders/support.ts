import { supportTickets } from '@hexagone/schemas';
import { demoTickets } from '../data/tickets';
import { seededRandom } from '../random';
import type { Seeder } from '../seeder';
import { accounts, customersOf } from '../accounts';
import { createWithPast, isEmpty } from '../server-values';

/** What the support desk's work left on a ticket, kept by the server (a ticket starts open: its state is its past too). */
const TICKET_PAST = ['status', 'first_response_at', 'sla_paused_since', 'resolved_at', 'created_at', 'updated_at'];

export const supportSeeder: Seeder = {
  name: 'support',
  order: 70,
  async run(crud, log, ctx) {
    if (!(await isEmpty(crud, supportTickets))) return log('0 ticket(s) de support créé(s)');
    const all = await accounts(crud);
    const agents = all.filter((a) => a.role === 'support' || a.role === 'admin').map((a) => a.id);
    const customers = customersOf(all).map((c) => c.id);
    const created = await createWithPast(crud, supportTickets, demoTickets(new Date(), seededRandom(70), customers, agents), { past: TICKET_PAST, ctx });
    log(`${created} ticket(s) de support créé(s)`);
  },
};
