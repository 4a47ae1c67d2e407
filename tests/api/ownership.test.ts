/**
 * Records that belong to someone (issue 19 §1): two customers (role user) each reach only their
 * own support tickets, by the ticket's `user_id`, in every route (list and its total, search,
 * stats, exports through a signed link, the live stream, reads, writes and actions); another's
 * id answers 404, a forged owner in a body is ignored, and the administrator still sees all.
 */
import { parse as parseCsv } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerAsAdmin } from '../support/admin-session';
import { login, type ApiClient } from '../support/api';
import { startDatabase, type TestDatabase } from '../support/database';
import { openSignedLink } from '../support/downloads';
import { createRecord, listRecords } from '../support/records';
import type { TestServer } from '../support/server';
import { serverSentEvents, type ServerSentEvent } from '../support/server-sent-events';

let server: TestServer;
let api: ApiClient;
let admin: string;

interface Customer {
  id: string;
  token: string;
  tickets: string[];
}
const customers: Record<'anne' | 'bruno', Customer> = {
  anne: { id: '', token: '', tickets: [] },
  bruno: { id: '', token: '', tickets: [] },
};
let staffTicket: string;

const PASSWORD = 'Motdepasse-client-1';
const ticket = (subject: string, extra: Record<string, unknown> = {}) => ({
  subject,
  category: 'technical',
  description: 'Le site ne répond plus',
  ...extra,
});

async function signUpCustomer(name: string, email: string): Promise<Customer> {
  const user = await createRecord(api, admin, 'users', {
    name,
    email,
    role: 'user',
    password: PASSWORD,
    confirmPassword: PASSWORD,
  });
  return {
    id: String(user._id),
    token: await login(api, email, PASSWORD),
    tickets: [],
  };
}

/** The tickets' export as the customer's browser opens it. */
const exportOf = (customer: Customer, query: Record<string, string>) => openSignedLink(api, customer.token, '/exports/support_tickets', query);

/** Both list strategies: kept ids as sole writer (the embedded default), and the database's own count on MongoDB. */
describe.each([
  { deployment: 'sole writer', shared: false },
  { deployment: 'several processes on one database', shared: true },
])('$deployment', ({ shared }) => {
  let database: TestDatabase | undefined;

  beforeAll(async () => {
    database = shared ? await startDatabase() : undefined;
    ({ server, api, token: admin } = await startServerAsAdmin(database && { env: { MONGODB_URI: database.uri } }));
    customers.anne = await signUpCustomer('Anne Cliente', 'anne@exemple.fr');
    customers.bruno = await signUpCustomer('Bruno Client', 'bruno@exemple.fr');
    // Anne forges Bruno as the owner of her tickets: the server makes them hers.
    for (const subject of ['Panne commune', 'Facture d’Anne']) {
      customers.anne.tickets.push(
        String((await createRecord(api, customers.anne.token, 'support_tickets', ticket(subject, { user_id: customers.bruno.id })))._id),
      );
    }
    customers.bruno.tickets.push(String((await createRecord(api, customers.bruno.token, 'support_tickets', ticket('Panne commune')))._id));
    // The team opens one for Bruno: staff set the owner themselves.
    staffTicket = String((await createRecord(api, admin, 'support_tickets', ticket('Rappel de Bruno', { user_id: customers.bruno.id })))._id);
    customers.bruno.tickets.push(staffTicket);
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await database?.stop();
  });

  describe('a customer reaches only their own tickets', () => {
    it('sets the owner from the caller on a create, whatever the body says', async () => {
      const anne = await api.get(`/support_tickets/${customers.anne.tickets[0]}`, { token: customers.anne.token });
      expect(anne.status).toBe(200);
      expect(anne.body.user_id).toBe(customers.anne.id);
      expect((await api.get(`/support_tickets/${staffTicket}`, { token: admin })).body.user_id).toBe(customers.bruno.id);
    });

    it('lists and counts their own, a search and a filter on another customer included', async () => {
      for (const [name, customer] of Object.entries(customers)) {
        const page = await api.get('/support_tickets', {
          token: customer.token,
          query: { limit: '1' },
        });
        expect(page.status, name).toBe(200);
        expect(page.body.pagination.total, name).toBe(customer.tickets.length);
        const all = await listRecords(api, customer.token, 'support_tickets');
        expect(all.map((row) => row._id).sort(), name).toEqual([...customer.tickets].sort());
        const searched = await listRecords(api, customer.token, 'support_tickets', { q: 'commune' });
        expect(
          searched.map((row) => row.user_id),
          name,
        ).toEqual([customer.id]);
      }
      const other = await api.get('/support_tickets', {
        token: customers.anne.token,
        query: { user_id: customers.bruno.id },
      });
      expect(other.body.pagination.total).toBe(0);
    });

    it('answers the stats of their own records only, and the simple-rest total the same', async () => {
      expect(
        (
          await api.get('/support_tickets/stats', {
            token: customers.anne.token,
          })
        ).status,
      ).toBe(200);
      const range = await api.get('/support_tickets', {
        token: customers.anne.token,
        query: { range: '[0,0]' },
      });
      expect(range.headers.get('content-range')).toBe(`support_tickets 0-0/${customers.anne.tickets.length}`);
    });

    it('exports their own records, in CSV and JSON through a signed link', async () => {
      const json = await exportOf(customers.anne, { format: 'json' });
      expect(json.status).toBe(200);
      const rows = (await json.json()) as Array<Record<string, unknown>>;
      expect(rows.map((row) => row._id ?? row.id).sort()).toEqual([...customers.anne.tickets].sort());
      const csv = await exportOf(customers.bruno, { format: 'csv' });
      expect(csv.status).toBe(200);
      const lines = parseCsv<Record<string, string>>((await csv.text()).replace(/^\uFEFF/, ''), {
        delimiter: ';',
        columns: true,
      });
      expect(lines).toHaveLength(customers.bruno.tickets.length);
      expect(lines.map((line) => Object.values(line).join(' ')).join('\n')).not.toContain('Facture d’Anne');
      // A selection naming another's rows exports none of them.
      const selected = await exportOf(customers.bruno, { format: 'json', ids: customers.anne.tickets.join(',') });
      expect(await selected.json()).toEqual([]);
    });

    it('follows only their own records on the live stream', async () => {
      const stream = await openSignedLink(api, customers.anne.token, '/streams/support_tickets');
      expect(stream.status).toBe(200);
      const first = (async (): Promise<ServerSentEvent> => {
        for await (const event of serverSentEvents(stream)) if (event.type === 'created') return event;
        throw new Error('stream ended before the event');
      })();
      // Bruno's ticket is written first: Anne's stream must skip it.
      await createRecord(api, admin, 'support_tickets', ticket('Flux de Bruno', { user_id: customers.bruno.id }));
      const mine = await createRecord(api, admin, 'support_tickets', ticket('Flux d’Anne', { user_id: customers.anne.id }));
      customers.anne.tickets.push(String(mine._id));
      const { data } = await first;
      expect(data.record).toMatchObject({
        _id: String(mine._id),
        user_id: customers.anne.id,
      });
    });

    it("answers 404 for another's ticket: read, update, an action", async () => {
      const bruno = customers.bruno.tickets[0];
      const { token } = customers.anne;
      expect((await api.get(`/support_tickets/${bruno}`, { token })).status).toBe(404);
      expect((await api.put(`/support_tickets/${bruno}`, { subject: 'Pris par Anne' }, { token })).status).toBe(404);
      const close = await api.post('/support_tickets/actions/close', { ids: [customers.anne.tickets[0], bruno] }, { token });
      expect(close.status).toBe(404);
      const untouched = await api.get(`/support_tickets/${bruno}`, {
        token: admin,
      });
      expect(untouched.body).toMatchObject({
        subject: 'Panne commune',
        status: 'open',
        user_id: customers.bruno.id,
      });
      expect(
        (
          await api.get(`/support_tickets/${customers.anne.tickets[0]}`, {
            token: admin,
          })
        ).body.status,
      ).toBe('open');
    });

    it("deletes no ticket (the team's): 404 for another's, as a read answers, 403 for their own", async () => {
      const { token } = customers.anne;
      expect((await api.del(`/support_tickets/${customers.bruno.tickets[0]}`, { token })).status).toBe(404);
      expect((await api.del(`/support_tickets/${customers.anne.tickets[1]}`, { token })).status).toBe(403);
      expect((await api.get(`/support_tickets/${customers.bruno.tickets[0]}`, { token: admin })).status).toBe(200);
    });

    it('changes their own ticket, but never its owner nor what the team sets', async () => {
      const id = customers.anne.tickets[1];
      const { token } = customers.anne;
      const updated = await api.put(
        `/support_tickets/${id}`,
        {
          subject: 'Facture d’Anne (précisée)',
          user_id: customers.bruno.id,
          status: 'resolved',
          priority: 'urgent',
        },
        { token },
      );
      expect(updated.status).toBe(200);
      expect(updated.body).toMatchObject({
        subject: 'Facture d’Anne (précisée)',
        user_id: customers.anne.id,
        status: 'open',
        priority: 'medium',
      });
      const closed = await api.post('/support_tickets/actions/close', { ids: [id] }, { token });
      expect(closed.status).toBe(200);
      expect(closed.body.data[0]).toMatchObject({
        _id: id,
        status: 'closed',
        user_id: customers.anne.id,
      });
    });

    it('is refused the routes that do not filter by owner (imports)', async () => {
      const form = new FormData();
      form.append(
        'file',
        new Blob([JSON.stringify([ticket('Importé')])], {
          type: 'application/json',
        }),
        'tickets.json',
      );
      const response = await fetch(`${server.baseUrl}/api/support_tickets/import`, {
        method: 'POST',
        headers: { authorization: `Bearer ${customers.anne.token}` },
        body: form,
      });
      expect(response.status).toBe(403);
    });

    it('leaves the administrator every ticket', async () => {
      const all = await api.get('/support_tickets', {
        token: admin,
        query: { limit: '100' },
      });
      const ids = all.body.data.map((row: { _id: string }) => row._id);
      expect(all.body.pagination.total).toBe(customers.anne.tickets.length + customers.bruno.tickets.length + 1);
      for (const id of [...customers.anne.tickets, ...customers.bruno.tickets]) expect(ids).toContain(id);
    });
  });
});
