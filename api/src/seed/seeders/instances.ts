import { services, serviceInstances, type Values } from '@hexagone/schemas';
import { accounts, customersOf } from '../accounts';
import { demoInstances, type DemoService } from '../data/instances';
import { seededRandom } from '../random';
import type { Seeder } from '../seeder';
import { createWithPast, isEmpty } from '../server-values';

/** The state and failure of a seeded instance are observed by the server, never written by a request. */
const INSTANCE_PAST = ['status', 'last_error', 'created_at'];

export const instancesSeeder: Seeder = {
  name: 'instances',
  order: 55,
  async run(crud, log, ctx) {
    if (!(await isEmpty(crud, serviceInstances))) return log('0 instance(s) créée(s)');
    const customers = customersOf(await accounts(crud));
    const rows = await crud.model(services.name).find({}, { name: 1, type: 1, status: 1 }).sort({ _id: 1 }).lean<Values[]>().exec();
    // A demo service is named « Type — Company »: its instances are that company's.
    const owned: DemoService[] = rows.map((row, index) => {
      const company = String(row.name ?? '').split(' — ')[1];
      const customer = customers.find((c) => (c.company || c.name) === company) ?? customers[index % customers.length];
      return { id: String(row._id), type: String(row.type), status: String(row.status), customerId: customer.id };
    });
    const created = await createWithPast(crud, serviceInstances, demoInstances(new Date(), seededRandom(55), owned), { past: INSTANCE_PAST, ctx });
    log(`${created} instance(s) créée(s)`);
  },
};
