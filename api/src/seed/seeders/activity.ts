import { getResource, roles, userActivity, type Values } from '@hexagone/schemas';
import { DEMO_PEOPLE } from '../data/people';
import { demoActivity, type Target } from '../data/activity';
import { seededRandom } from '../random';
import { rawCollection } from '../raw-collection';
import type { Seeder } from '../seeder';
import { accounts } from '../accounts';

/**
 * A month of past activity of the demo staff, so the log and the dashboard's feed are not
 * empty on a new installation. Skipped once the log holds anything by a demo account.
 */
export const activitySeeder: Seeder = {
  name: 'activity',
  order: 90,
  async run(crud, log) {
    const demoEmails = new Set(DEMO_PEOPLE.map((p) => p.email));
    const demo = (await accounts(crud)).filter((a) => demoEmails.has(a.email));
    const admins = demo.filter((a) => a.role === 'admin');
    const model = crud.model(userActivity.name);
    if (!admins.length || (await model.exists({ user_id: { $in: demo.map((a) => a.id) } }).exec())) {
      log('0 entrée(s) d’activité créée(s)');
      return;
    }
    const targets = async (collection: string, label: (row: Values) => unknown): Promise<Target[]> =>
      (await rawCollection(crud, collection).find({}).limit(50).toArray()).map((row) => ({ id: String(row._id), label: String(label(row) ?? '') }));
    const entries = demoActivity(new Date(), seededRandom(90), {
      admins,
      agents: demo.filter((a) => a.role === 'support'),
      records: {
        users: demo.filter((a) => a.role === 'user').map((a) => ({ id: a.id, label: a.name })),
        roles: await targets(roles.name, (r) => r.name),
        services: await targets('services', (s) => s.name),
        support_tickets: await targets('support_tickets', (t) => t.subject),
        billing_invoices: await targets('billing_invoices', (i) => i.number),
      },
      resourceType: (collection) => getResource(collection)?.singular ?? null,
    });
    await model.collection.insertMany(entries);
    log(`${entries.length} entrée(s) d’activité créée(s)`);
  },
};
