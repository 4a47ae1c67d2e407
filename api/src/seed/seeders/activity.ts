import { billingInvoices, getResource, roles, services, supportTickets, userActivity, type ResourceDef, type Values } from '@hexagone/schemas';
import { DEMO_PEOPLE } from '../data/people';
import { demoActivity, type Target } from '../data/activity';
import { seededRandom } from '../random';
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
    const targets = async (resource: ResourceDef, label: (row: Values) => unknown): Promise<Target[]> =>
      (await crud.model(resource.name).find({}).limit(50).lean<Values[]>().exec()).map((row) => ({ id: String(row._id), label: String(label(row) ?? '') }));
    const entries = demoActivity(new Date(), seededRandom(90), {
      admins,
      agents: demo.filter((a) => a.role === 'support'),
      records: {
        users: demo.filter((a) => a.role === 'user').map((a) => ({ id: a.id, label: a.name })),
        roles: await targets(roles, (r) => r.name),
        services: await targets(services, (s) => s.name),
        support_tickets: await targets(supportTickets, (t) => t.subject),
        billing_invoices: await targets(billingInvoices, (i) => i.number),
      },
      resourceType: (collection) => getResource(collection)?.singular ?? null,
    });
    // Through the model, as the activity service writes the log: the API never takes a write to it.
    await model.insertMany(entries);
    log(`${entries.length} entrée(s) d’activité créée(s)`);
  },
};
