import { serviceInstances } from '@hexagone/schemas';
import { accounts, customersOf } from '../accounts';
import { demoInstances } from '../data/instances';
import { seededRandom } from '../random';
import type { Seeder } from '../seeder';
import { createWithPast, isEmpty } from '../server-values';

export const instancesSeeder: Seeder = {
  name: 'instances',
  order: 55,
  async run(crud, log, ctx) {
    if (!(await isEmpty(crud, serviceInstances))) return log('0 instance(s) créée(s)');
    const customers = customersOf(await accounts(crud)).map((c) => c.id);
    const created = await createWithPast(crud, serviceInstances, demoInstances(new Date(), seededRandom(55), customers), { past: ['created_at'], ctx });
    log(`${created} instance(s) créée(s)`);
  },
};
