/**
 * Sharing a report opens it to the recipients' accounts, enforced by the API: a member it was
 * shared with to read lists, reads, runs and exports it but may not change, share or delete it
 * (403); with the right to edit, changes it too; a member it was not shared with does not find
 * it (404, as another's record); a second share may lower the right. The administrators reach every report.
 */
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerAsAdmin } from '../support/admin-session';
import { login, type ApiClient } from '../support/api';
import { startDatabase, type TestDatabase } from '../support/database';
import type { TestServer } from '../support/server';

let database: TestDatabase;
let server: TestServer;
let api: ApiClient;
let adminToken: string;

/** Members of the team holding analytics.view, signed in. */
const members: Record<'author' | 'reader' | 'editor' | 'stranger', string> = { author: '', reader: '', editor: '', stranger: '' };
let reportId: string;

beforeAll(async () => {
  database = await startDatabase();
  ({ server, api, token: adminToken } = await startServerAsAdmin({ env: { MONGODB_URI: database.uri } }));
  for (const name of Object.keys(members) as (keyof typeof members)[]) {
    const email = `${name}@exemple.fr`;
    const created = await api.post('/webmaster/team/members', { name, email, role: 'editor', permissions: ['analytics.view'] }, { token: adminToken });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    members[name] = await login(api, email, created.body.password as string);
  }
  const created = await api.post('/analytics/reports', { name: 'Trafic de l’auteur', template: 'traffic_overview', configuration: { period: '7d' } }, { token: members.author });
  expect(created.status).toBe(201);
  reportId = created.body._id;
}, 60_000);

afterAll(async () => {
  await server?.stop();
  await database?.stop();
  if (database) await rm(database.dataDir, { recursive: true, force: true });
});

/** The status of each call on the report as `token`'s member. */
async function statuses(token: string) {
  const listed = (await api.get('/analytics_reports', { token })).body.data?.some((report: { _id: string }) => report._id === reportId) ?? false;
  return {
    listed,
    read: (await api.get(`/analytics_reports/${reportId}`, { token })).status,
    run: (await api.post(`/analytics/reports/${reportId}/run`, {}, { token })).status,
    export: (await fetch(server.url(`/api/analytics/reports/${reportId}/export?format=csv`), { headers: { authorization: `Bearer ${token}` } })).status,
    edit: (await api.put(`/analytics_reports/${reportId}`, { description: `Modifié par ${token.slice(-6)}` }, { token })).status,
    share: (await api.post(`/analytics/reports/${reportId}/share`, { recipients: ['autre@exemple.fr'] }, { token })).status,
  };
}

const share = (recipients: string[], permissions: 'view' | 'edit', token = members.author) =>
  api.post(`/analytics/reports/${reportId}/share`, { recipients, permissions }, { token });

describe('a shared report', () => {
  it('is found by no one it was not shared with', async () => {
    expect(await statuses(members.stranger)).toEqual({ listed: false, read: 404, run: 404, export: 404, edit: 404, share: 404 });
    expect((await api.del(`/analytics/reports/${reportId}`, { token: members.stranger })).status).toBe(404);
    expect((await api.del(`/analytics_reports/${reportId}`, { token: members.stranger })).status).toBe(404);
  });

  it('is read, run and exported, not changed, by whom it was shared with to read', async () => {
    expect((await share(['reader@exemple.fr'], 'view')).status).toBe(200);
    expect(await statuses(members.reader)).toEqual({ listed: true, read: 200, run: 200, export: 200, edit: 403, share: 403 });
    expect((await api.del(`/analytics/reports/${reportId}`, { token: members.reader })).status).toBe(403);
  });

  it('is changed too by whom it was shared with to edit, who may still not share or delete it', async () => {
    expect((await share(['Editor@exemple.fr'], 'edit')).status).toBe(200);
    const edited = await api.put(`/analytics_reports/${reportId}`, { name: 'Trafic revu', configuration: { dimensions: ['page'], period: '7d' } }, { token: members.editor });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body).toMatchObject({ name: 'Trafic revu', configuration: { dimensions: ['page'] } });
    // The sharing lists are the server's: a body cannot widen them.
    const widened = await api.put(`/analytics_reports/${reportId}`, { readers: ['x'], editors: ['x'] }, { token: members.editor });
    expect(widened.body.readers).not.toContain('x');
    expect((await share(['stranger@exemple.fr'], 'edit', members.editor)).status).toBe(403);
    expect((await api.del(`/analytics/reports/${reportId}`, { token: members.editor })).status).toBe(403);
    expect((await api.post(`/analytics/reports/${reportId}/run`, {}, { token: members.editor })).body.headers[0]).toBe('Page');
  });

  it('goes back to read only when shared again to read', async () => {
    expect((await share(['editor@exemple.fr'], 'view')).status).toBe(200);
    expect((await api.put(`/analytics_reports/${reportId}`, { name: 'Encore' }, { token: members.editor })).status).toBe(403);
    expect((await api.get(`/analytics_reports/${reportId}`, { token: members.editor })).status).toBe(200);
  });

  it('stays its author’s, and every administrator’s', async () => {
    expect(await statuses(members.author)).toMatchObject({ listed: true, read: 200, run: 200, export: 200, edit: 200, share: 200 });
    expect(await statuses(adminToken)).toMatchObject({ listed: true, read: 200, run: 200, edit: 200, share: 200 });
    expect((await api.del(`/analytics/reports/${reportId}`, { token: members.author })).status).toBe(200);
    expect((await api.get(`/analytics_reports/${reportId}`, { token: members.reader })).status).toBe(404);
  });
});
