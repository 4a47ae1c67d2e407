/**
 * « Mon compte » (/api/account): a signed-in person, customer or staff, reads their account,
 * changes their name and their password. The current password is checked and a wrong one counts
 * like a failed sign-in; the new one meets the policy; the other sessions end, the current one
 * goes on; an audit entry and a mail tell of it, never with the password.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, PASSWORD_MESSAGES } from '@hexagone/schemas';
import { startServerAsAdmin } from '../support/admin-session';
import { login, type ApiClient } from '../support/api';
import type { TestServer } from '../support/server';

let server: TestServer;
let api: ApiClient;
let adminToken: string;

beforeAll(async () => {
  ({ server, api, token: adminToken } = await startServerAsAdmin({ env: { TRUST_PROXY: 'loopback' } }));
});
afterAll(() => server?.stop());

let count = 0;
async function createCustomer(password: string) {
  count += 1;
  const email = `client${count}@exemple.fr`;
  const created = await api.post('/users', { name: `Client ${count}`, email, role: 'user', password, confirmPassword: password }, { token: adminToken });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return { id: String(created.body.id), email };
}

/** A request from a given address (the server trusts the proxy's X-Forwarded-For), as the login throttle counts them. */
const from = (ip: string, path: string, token: string, body?: unknown) =>
  fetch(`${server.baseUrl}/api${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

const saveSecurity = async (values: Record<string, unknown>) => expect((await api.put('/settings_security', values, { token: adminToken })).status).toBe(200);

describe('GET /api/account', () => {
  it('answers the caller’s own account with its policy, for a customer and for staff; visitors get 401', async () => {
    const { email } = await createCustomer('Tournesol-Client-1');
    const token = await login(api, email, 'Tournesol-Client-1');
    const own = await api.get('/account', { token });
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ email, name: 'Client 1', role: 'user', mfa_enabled: false, password_policy: { minLength: 8 } });
    expect(Date.parse(own.body.created_at)).toBeGreaterThan(0);
    const staff = await api.get('/account', { token: adminToken });
    expect(staff.body).toMatchObject({ email: 'alice@example.com', role: 'admin', mfa_enabled: true });
    expect((await api.get('/account')).status).toBe(401);
  });
});

describe('PUT /api/account/name', () => {
  it('changes only the caller’s name: neither the role, nor the e-mail, nor another account', async () => {
    const me = await createCustomer('Tournesol-Client-2');
    const other = await createCustomer('Tournesol-Client-3');
    const token = await login(api, me.email, 'Tournesol-Client-2');
    const renamed = await api.put('/account/name', { name: '  Claire Dupont  ', role: 'admin', email: 'pirate@exemple.fr', id: other.id }, { token });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(renamed.body).toMatchObject({ name: 'Claire Dupont', role: 'user', email: me.email });
    expect((await api.get(`/users/${other.id}`, { token: adminToken })).body.name).toBe('Client 3');
    const empty = await api.put('/account/name', { name: '   ' }, { token });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toContain('Le champ « Nom » est requis');
  });
});

describe('POST /api/account/sessions/end-others', () => {
  it('ends the caller’s other sessions, keeps this one and leaves other accounts alone', async () => {
    const me = await createCustomer('Tournesol-Client-9');
    const [current, second, third] = [await login(api, me.email, 'Tournesol-Client-9'), await login(api, me.email, 'Tournesol-Client-9'), await login(api, me.email, 'Tournesol-Client-9')];
    const ended = await api.post('/account/sessions/end-others', {}, { token: current });
    expect(ended.body).toEqual({ message: '2 sessions terminées', ended: 2 });
    expect((await api.get('/auth/me', { token: current })).status).toBe(200);
    expect((await api.get('/auth/me', { token: second })).status).toBe(401);
    expect((await api.get('/auth/me', { token: third })).status).toBe(401);
    expect((await api.get('/auth/me', { token: adminToken })).status).toBe(200);
    expect((await api.post('/account/sessions/end-others', {}, { token: current })).body).toEqual({ message: 'Aucune autre session ouverte', ended: 0 });
  });
});

describe('POST /api/account/password', () => {
  it('refuses a wrong current password in French and counts it with the sign-in’s failures', async () => {
    await saveSecurity({ max_login_attempts: 3 });
    const { email } = await createCustomer('Tournesol-Client-4');
    const token = await login(api, email, 'Tournesol-Client-4');
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await from('203.0.113.9', '/account/password', token, { current_password: 'Mauvais-1', new_password: 'Tournesol-Neuf-4' })).status);
    expect(statuses).toEqual([400, 400, 400, 429]);
    const wrong = await api.post('/account/password', { current_password: 'Mauvais-1', new_password: 'Tournesol-Neuf-4' }, { token });
    expect(wrong.body).toMatchObject({ message: 'Le mot de passe actuel est incorrect', errors: { current_password: 'Le mot de passe actuel est incorrect' } });
    // The same counter as the sign-in: from that address, the right password waits too.
    const signIn = await fetch(`${server.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9' },
      body: JSON.stringify({ email, password: 'Tournesol-Client-4' }),
    });
    expect(signIn.status).toBe(429);
    await saveSecurity({ max_login_attempts: 5 });
  });

  it('applies the password policy of the security settings, with its French messages, and refuses the same password', async () => {
    const { email } = await createCustomer('Tournesol-Client-5');
    const token = await login(api, email, 'Tournesol-Client-5');
    const change = (new_password: string) => api.post('/account/password', { current_password: 'Tournesol-Client-5', new_password }, { token });
    expect((await change('court')).body.errors).toEqual({ new_password: PASSWORD_MESSAGES.minLength(8) });
    expect((await change('P@ssw0rd')).body.errors).toEqual({ new_password: PASSWORD_MESSAGES.breached });
    expect((await change('tournesol-neuf-5')).body.errors).toEqual({ new_password: PASSWORD_MESSAGES.uppercase });
    await saveSecurity({ password_min_length: 12 });
    expect((await change('Tournesol-1')).body.errors).toEqual({ new_password: PASSWORD_MESSAGES.minLength(12) });
    await saveSecurity({ password_min_length: 8 });
    const same = await change('Tournesol-Client-5');
    expect(same.status).toBe(400);
    expect(same.body.errors).toEqual({ new_password: PASSWORD_MESSAGES.reused });
    // Nothing was changed by the refusals.
    expect(await login(api, email, 'Tournesol-Client-5')).toBeTruthy();
  });

  it('changes the password: the new one signs in, the old one no more, the other sessions end, this one goes on; audit entry and mail without the password', async () => {
    const { id, email } = await createCustomer('Tournesol-Client-6');
    const current = await login(api, email, 'Tournesol-Client-6');
    const other = await login(api, email, 'Tournesol-Client-6');
    const bystander = await createCustomer('Tournesol-Client-7');
    const bystanderToken = await login(api, bystander.email, 'Tournesol-Client-7');
    const listed = await api.get('/auth/sessions', { token: current });
    expect(listed.status).toBe(200);
    expect(listed.body.data).toHaveLength(2);

    const changed = await api.post('/account/password', { current_password: 'Tournesol-Client-6', new_password: 'Girafe-Nouvelle-6' }, { token: current });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body).toEqual({
      message: "Mot de passe modifié : l’e-mail de confirmation mis en file d'attente (aucun serveur d'envoi configuré)",
      ended_sessions: 1,
      mail: 'outbox',
    });

    expect((await api.get('/account', { token: current })).status).toBe(200);
    expect((await api.get('/account', { token: other })).status).toBe(401);
    expect((await api.get('/account', { token: bystanderToken })).status).toBe(200);
    const sessions = (await api.get('/auth/sessions', { token: current })).body.data as { current: boolean }[];
    expect(sessions.map((session) => session.current)).toEqual([true]);
    expect((await api.post('/auth/login', { email, password: 'Tournesol-Client-6' })).status).toBe(401);
    expect(await login(api, email, 'Girafe-Nouvelle-6')).toBeTruthy();
    expect(await login(api, bystander.email, 'Tournesol-Client-7')).toBeTruthy();

    const entries = (await api.get('/settings_logs', { token: adminToken, query: { action: 'user.password_changed', resource_id: id } })).body.data as Record<string, unknown>[];
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'user.password_changed', resource_type: 'users', user: id, user_email: email, severity: 'info' });
    expect(AUDIT_ACTIONS.find((option) => option.value === 'user.password_changed')?.label).toBe('Mot de passe modifié');
    const mails = (await api.get('/mail_outbox', { token: adminToken, query: { filter: JSON.stringify({ q: email }) } })).body as { to: string; subject: string; text: string }[];
    const mail = mails.find((one) => one.subject === 'Votre mot de passe a été modifié');
    expect(mail?.to).toContain(email);
    expect(mail?.text).toContain('Vos autres sessions ont été fermées');
    // The password is nowhere: not in the audit entry, not in the activity log, not in the mail.
    const activity = await api.get('/user_activity', { token: adminToken, query: { range: '[0,199]' } });
    expect(activity.status).toBe(200);
    for (const text of [JSON.stringify(entries), JSON.stringify(activity.body), JSON.stringify(mails)]) {
      expect(text).not.toContain('Girafe-Nouvelle-6');
      expect(text).not.toContain('Tournesol-Client-6');
    }
  });

  it('is refused to an API key (403), even its owner’s', async () => {
    const created = await api.post('/webmaster/api-keys', { name: 'Intégration', permissions: ['read:users'] }, { token: adminToken });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const key = created.body.key as string;
    const refused = await api.post('/account/password', { current_password: 'Motdepasse-solide-1', new_password: 'Girafe-Nouvelle-9' }, { token: key });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Une clé API ne peut pas modifier le compte : connectez-vous avec votre mot de passe');
    expect((await api.put('/account/name', { name: 'Clé' }, { token: key })).status).toBe(403);
  });

  it('answers French 400s for a malformed body', async () => {
    const { email } = await createCustomer('Tournesol-Client-8');
    const token = await login(api, email, 'Tournesol-Client-8');
    const missing = await api.post('/account/password', {}, { token });
    expect(missing.status).toBe(400);
    expect(JSON.stringify(missing.body)).toContain('Le champ « Mot de passe actuel » est requis');
  });
});
