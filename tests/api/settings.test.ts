/**
 * Each setting changes what the product does (spec 3 §3, §5, §9): saved through the tabs' API
 * (bounds and messages of §5, activity log with the changed keys, never a secret), read back
 * by the list of every setting, and observed where it acts: idle sessions, sign-in lockout,
 * password rules, password expiry, two-factor for everyone, maintenance mode, SMTP and the
 * legal page.
 */
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_MESSAGES, SECURITY_DEFAULTS } from '@hexagone/schemas';
import { startServerAsAdmin } from '../support/admin-session';
import { login, type ApiClient } from '../support/api';
import { startDatabase, type TestDatabase } from '../support/database';
import { freePort, type TestServer } from '../support/server';
import { SMTP_ACCOUNT, startSmtp, type TestSmtp } from '../support/smtp';

let database: TestDatabase;
let server: TestServer;
let api: ApiClient;
let token: string;

beforeAll(async () => {
  database = await startDatabase();
  // An install from before the settings tabs: its company in key/value documents.
  await database.db.collection('settings').insertMany([
    { key: 'company.siren', value: '123 456 789', category: 'site' },
    { key: 'company.city', value: 'Nantes', category: 'site' },
  ]);
  ({ server, api, token } = await startServerAsAdmin({ env: { MONGODB_URI: database.uri, TRUST_PROXY: 'loopback' } }));
});
afterAll(async () => {
  await server?.stop();
  await database?.stop();
});

const save = async (resource: string, values: Record<string, unknown>) => {
  const response = await api.put(`/${resource}`, values, { token });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
};
let userCount = 0;
const createUser = async (password: string) => {
  const email = `compte${++userCount}@exemple.fr`;
  const response = await api.post('/users', { name: `Compte ${userCount}`, email, role: 'user', password, confirmPassword: password }, { token });
  return { email, response };
};

describe('saving the settings', () => {
  it('takes over the company of an earlier install into the Site tab, the setup naming the site', async () => {
    expect((await api.get('/settings_site', { token })).body).toMatchObject({ name: 'Hexagone Test', siren: '123 456 789', city: 'Nantes' });
  });

  it('starts from the defaults of §9 and refuses values out of the §5 bounds, in French', async () => {
    const security = await api.get('/settings_security', { token });
    expect(security.body).toMatchObject(SECURITY_DEFAULTS);
    expect((await api.get('/settings_email', { token })).body).toMatchObject({ smtp_port: 587, use_tls: true, use_authentication: true });

    const refused = await api.put('/settings_security', { session_timeout: 4, max_login_attempts: 11, password_min_length: 33, password_expiry_days: 366 }, { token });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({
      session_timeout: 'La valeur minimale est 5',
      max_login_attempts: 'La valeur maximale est 10',
      password_min_length: 'La valeur maximale est 32',
      password_expiry_days: 'La valeur maximale est 365',
    });
    const email = await api.put('/settings_email', { smtp_port: 70000 }, { token });
    expect(email.status).toBe(400);
    expect(email.body.errors).toMatchObject({ smtp_host: expect.stringContaining('requis'), smtp_port: 'La valeur maximale est 65535', smtp_password: expect.stringContaining('requis') });
    const site = await api.put('/settings_site', { name: '', contact_email: 'pas-un-email' }, { token });
    expect(site.status).toBe(400);
    expect(site.body.errors).toMatchObject({ name: expect.stringContaining('requis'), contact_email: 'Email invalide' });
  });

  it('keeps the SMTP password encrypted and unreturned, unchanged when left empty, and logs only the changed keys', async () => {
    const first = await save('settings_email', { smtp_host: '127.0.0.1', smtp_port: 2525, smtp_user: 'robot', smtp_password: 'tres-secret', sender_email: 'robot@exemple.fr', sender_name: 'Hexagone' });
    expect(first).not.toHaveProperty('smtp_password');
    const stored = await database.db.collection('settings_email').findOne({});
    expect(String(stored?.smtp_password)).not.toContain('tres-secret');

    await save('settings_email', { sender_name: 'Hexagone Cloud', smtp_password: '' });
    expect((await database.db.collection('settings_email').findOne({}))?.smtp_password).toBe(stored?.smtp_password);

    const [entry] = await database.db.collection('user_activity').find({ collection: 'settings_email' }).sort({ _id: -1 }).limit(1).toArray();
    expect(entry.details.fields).toEqual(['sender_name']);
    expect(JSON.stringify(await database.db.collection('user_activity').find({ collection: 'settings_email' }).toArray())).not.toContain('tres-secret');
  });

  it('lists every setting from the tabs themselves: a saved value shows at once, a secret never', async () => {
    await save('settings_site', { description: 'Cloud souverain' });
    const list = await api.get('/settings', { token, query: { category: 'site', limit: '100' } });
    expect(list.status).toBe(200);
    const rows = list.body.data as any[];
    expect(rows.every((row) => row.category === 'site')).toBe(true);
    expect(rows.find((row) => row.key === 'site.description')).toMatchObject({ label: 'Description', type: 'textarea', value: 'Cloud souverain' });
    const email = await api.get('/settings/email.smtp_password', { token });
    expect(email.body).toMatchObject({ category: 'email', value: '••••••••' });
    const simpleRest = await api.get('/settings', { token, query: { range: '[0,4]', sort: '["key","ASC"]', filter: '{"q":"session"}' } });
    expect(simpleRest.body.map((row: any) => row.key)).toEqual(['security.session_timeout']);
    expect(simpleRest.headers.get('content-range')).toBe('settings 0-0/1');
  });
});

describe('Sécurité', () => {
  it('applies the password rules and the breached list to every password, and follows a change at once', async () => {
    expect((await createUser('Court-1')).response.body.errors).toEqual({ password: PASSWORD_MESSAGES.minLength(8) });
    expect((await createUser('sansmajuscule-1')).response.body.errors).toEqual({ password: PASSWORD_MESSAGES.uppercase });
    expect((await createUser('Sanschiffre-!')).response.body.errors).toEqual({ password: PASSWORD_MESSAGES.numbers });
    expect((await createUser('Sansspecial12')).response.body.errors).toEqual({ password: PASSWORD_MESSAGES.special });
    expect((await createUser('Tournesol-42')).response.status).toBe(201);

    await save('settings_security', { password_min_length: 12, password_require_special: false, password_require_uppercase: false });
    expect((await createUser('tournesol-4')).response.body.errors).toEqual({ password: PASSWORD_MESSAGES.minLength(12) });
    expect((await createUser('tournesol4242')).response.status).toBe(201);
    // Common passwords are refused whatever the rules.
    expect((await createUser('qwerty123456')).response.body.errors).toEqual({ password: PASSWORD_MESSAGES.breached });
    await save('settings_security', { password_min_length: 8, password_require_special: true, password_require_uppercase: true });
  });

  it('locks an account and address pair after max_login_attempts failures, unknown e-mail alike, not the other addresses', async () => {
    await save('settings_security', { max_login_attempts: 3 });
    const { email } = await createUser('Tournesol-43');
    const attempt = (who: string, ip: string, password = 'Mauvais-1') =>
      fetch(`${server.baseUrl}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
        body: JSON.stringify({ email: who, password }),
      });
    for (const who of [email, 'inconnu@exemple.fr']) {
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await attempt(who, '203.0.113.7')).status);
      expect(statuses).toEqual([401, 401, 401, 429]);
    }
    const locked = await attempt(email, '203.0.113.7', 'Tournesol-43');
    expect(locked.status).toBe(429);
    expect(locked.headers.get('retry-after')).toBeTruthy();
    expect(((await locked.json()) as { message: string }).message).toMatch(/^Trop de tentatives de connexion, veuillez réessayer dans \d+ secondes?$/);
    // The owner elsewhere still signs in.
    expect((await attempt(email, '198.51.100.4', 'Tournesol-43')).status).toBe(200);
    await save('settings_security', { max_login_attempts: 5 });
  });

  it('ends a session idle for session_timeout minutes on the server', async () => {
    await save('settings_security', { session_timeout: 5 });
    const { email } = await createUser('Tournesol-44');
    const userToken = await login(api, email, 'Tournesol-44');
    expect((await api.get('/auth/me', { token: userToken })).status).toBe(200);
    const sessions = database.db.collection('user_sessions');
    const user = await database.db.collection('users').findOne({ email });
    const idleFor = (minutes: number) => sessions.updateMany({ user_id: String(user!._id) }, { $set: { last_seen: new Date(Date.now() - minutes * 60_000) } });

    await idleFor(4);
    // Still within 5 minutes: the session goes on (and this request makes it active again).
    await expect.poll(async () => (await api.get('/auth/me', { token: userToken })).status, { timeout: 10_000 }).toBe(200);
    await idleFor(6);
    await expect.poll(async () => (await api.get('/auth/me', { token: userToken })).status, { timeout: 10_000 }).toBe(401);
    await save('settings_security', { session_timeout: 60 });
  });

  it('asks for a new password at sign-in once password_expiry_days have passed, with the policy applied', async () => {
    const { email } = await createUser('Tournesol-45');
    await database.db.collection('users').updateOne({ email }, { $set: { password_changed_at: new Date(Date.now() - 91 * 86_400_000) } });
    const expired = await api.post('/auth/login', { email, password: 'Tournesol-45' });
    expect(expired.status).toBe(200);
    expect(expired.body).toMatchObject({ passwordExpired: true, message: 'Votre mot de passe a expiré : choisissez-en un nouveau pour continuer' });
    expect(expired.body).not.toHaveProperty('token');

    const weak = await api.post('/auth/password/renew', { passwordToken: expired.body.passwordToken, password: 'faible' });
    expect(weak.status).toBe(400);
    expect(weak.body.errors.password).toBe(PASSWORD_MESSAGES.minLength(8));
    const same = await api.post('/auth/password/renew', { passwordToken: expired.body.passwordToken, password: 'Tournesol-45' });
    expect(same.body.errors.password).toBe(PASSWORD_MESSAGES.reused);
    const renewed = await api.post('/auth/password/renew', { passwordToken: expired.body.passwordToken, password: 'Girasol-2027' });
    expect(renewed.status).toBe(200);
    expect(renewed.body.token).toBeTruthy();
    expect((await api.post('/auth/login', { email, password: 'Girasol-2027' })).body.token).toBeTruthy();

    // 0 days: never.
    await save('settings_security', { password_expiry_days: 0 });
    await database.db.collection('users').updateOne({ email }, { $set: { password_changed_at: new Date(Date.now() - 999 * 86_400_000) } });
    expect((await api.post('/auth/login', { email, password: 'Girasol-2027' })).body.token).toBeTruthy();
    await save('settings_security', { password_expiry_days: 90 });
  });

  it('makes the second factor mandatory for every account when two_factor_enabled', async () => {
    const { email } = await createUser('Tournesol-46');
    const before = await api.post('/auth/login', { email, password: 'Tournesol-46' });
    expect(before.body.token).toBeTruthy();
    await save('settings_security', { two_factor_enabled: true });
    // The session opened without a code ends; signing in now asks to enrol an authenticator.
    expect((await api.get('/auth/me', { token: before.body.token })).status).toBe(401);
    const after = await api.post('/auth/login', { email, password: 'Tournesol-46' });
    expect(after.body).toMatchObject({ mfaSetupRequired: true });
    expect(after.body).not.toHaveProperty('token');
    await save('settings_security', { two_factor_enabled: false });
  });
});

describe('Maintenance', () => {
  const page = (path: string, headers: Record<string, string> = {}) => fetch(`${server.baseUrl}${path}`, { headers, redirect: 'manual' });

  it('answers 503 with the message, the expected end, a countdown and Retry-After on every public page', async () => {
    const end = new Date(Date.now() + 2 * 3600_000);
    await save('settings_maintenance', { enabled: true, message: 'Migration des serveurs en cours', expected_end: end.toISOString(), show_countdown: true, allowed_ips: [] });
    for (const path of ['/', '/pricing', '/legal']) {
      const response = await page(path, { 'x-forwarded-for': '203.0.113.9' });
      expect(response.status).toBe(503);
      const retryAfter = Number(response.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(7000);
      expect(retryAfter).toBeLessThanOrEqual(7200);
      const html = await response.text();
      expect(html).toContain('Migration des serveurs en cours');
      expect(html).toContain('Fin prévue');
      expect(html).toContain('id="maintenance-countdown"');
    }
    // The back-office, sign-in, the API's auth and health keep working.
    expect((await page('/webmaster', { 'x-forwarded-for': '203.0.113.9' })).status).toBe(200);
    expect((await page('/login', { 'x-forwarded-for': '203.0.113.9' })).status).toBe(200);
    expect((await page('/api/health')).status).toBe(200);
    expect((await api.post('/auth/login', { email: 'personne@exemple.fr', password: 'x' })).status).toBe(401);

    await save('settings_maintenance', { show_countdown: false });
    expect(await (await page('/', { 'x-forwarded-for': '203.0.113.9' })).text()).not.toContain('maintenance-countdown');
  });

  it('lets the allowed addresses and signed-in staff see the site', async () => {
    await save('settings_maintenance', { enabled: true, allowed_ips: ['203.0.113.10'] });
    expect((await page('/', { 'x-forwarded-for': '203.0.113.10' })).status).toBe(200);
    expect((await page('/', { 'x-forwarded-for': '203.0.113.11' })).status).toBe(503);

    const adminLogin = await fetch(`${server.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'nobody@exemple.fr', password: 'x' }),
    });
    expect(adminLogin.status).toBe(401);
    // Staff: the session cookie set at sign-in (here the admin's token, as the login sets it).
    const staff = await page('/', { 'x-forwarded-for': '203.0.113.11', cookie: `hexagone_session=${token}` });
    expect(staff.status).toBe(200);
    // ...told that maintenance is on: the page's banner reads this cookie (issue 26 §10).
    expect(staff.headers.get('set-cookie')).toMatch(/^hexagone_maintenance=on; Path=\//);
    expect(await staff.text()).toContain('data-maintenance-notice');
    const { email } = await createUser('Tournesol-47');
    const customer = await login(api, email, 'Tournesol-47');
    expect((await page('/', { 'x-forwarded-for': '203.0.113.11', cookie: `hexagone_session=${customer}` })).status).toBe(503);

    await save('settings_maintenance', { enabled: false });
    expect((await page('/', { 'x-forwarded-for': '203.0.113.11' })).status).toBe(200);
    // Once it is off, the staff's banner goes with its cookie.
    const after = await page('/', { cookie: `hexagone_session=${token}; hexagone_maintenance=on` });
    expect(after.headers.get('set-cookie')).toMatch(/^hexagone_maintenance=; Path=\/; Expires=Thu, 01 Jan 1970/);
  });

  it('reads a planned end typed at 07:00 as Paris time, shows 07:00 to visitors and keeps it over saves (issue 26 §3)', async () => {
    const year = new Date().getFullYear() + 1;
    for (const [typed, stored] of [
      [`${year}-01-15T07:00`, `${year}-01-15T06:00:00.000Z`],
      [`${year}-07-15T07:00`, `${year}-07-15T05:00:00.000Z`],
    ]) {
      await save('settings_maintenance', { enabled: true, message: 'Fenêtre de maintenance', expected_end: typed, show_countdown: false, allowed_ips: [] });
      const read = (await api.get('/settings_maintenance', { token })).body;
      expect(new Date(read.expected_end).toISOString()).toBe(stored);
      // Saved again as read (an instant): it stays where it is.
      await save('settings_maintenance', { expected_end: read.expected_end });
      expect(new Date((await api.get('/settings_maintenance', { token })).body.expected_end).toISOString()).toBe(stored);
      const html = await (await page('/', { 'x-forwarded-for': '203.0.113.9' })).text();
      expect(html).toMatch(/à 07:00/);
    }
    await save('settings_maintenance', { enabled: false, expected_end: null });
  });

  it('holds a value sent for a hidden field to its rules, the stored one kept', async () => {
    await save('settings_maintenance', { enabled: true, allowed_ips: ['203.0.113.20'] });
    await save('settings_maintenance', { enabled: false });
    for (const enabled of [false, true]) {
      const refused = await api.put('/settings_maintenance', { enabled, allowed_ips: [[null, null]] }, { token });
      expect(refused.status).toBe(400);
      expect(refused.body.errors.allowed_ips).toBe('Format invalide');
    }
    expect((await api.get('/settings_maintenance', { token })).body).toMatchObject({ enabled: false, allowed_ips: ['203.0.113.20'] });
  });

  it('shows its fields only when enabled (visibleWhen)', async () => {
    const { settingsMaintenance } = await import('@hexagone/schemas');
    const hidden = settingsMaintenance.fields.filter((field) => field.visibleWhen?.field === 'enabled').map((field) => field.name);
    expect(hidden).toEqual(['message', 'expected_end', 'show_countdown', 'allowed_ips']);
  });
});

describe('Email', () => {
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startSmtp();
  });
  afterAll(() => smtp?.stop());

  it("sends the test e-mail through the saved settings and reports the SMTP server's answer, accepted or refused", async () => {
    await save('settings_email', {
      smtp_host: '127.0.0.1',
      smtp_port: smtp.port,
      smtp_user: SMTP_ACCOUNT.user,
      smtp_password: 'mauvais-mot-de-passe',
      sender_email: 'plateforme@exemple.fr',
      sender_name: 'Hexagone',
      use_tls: false,
      use_authentication: true,
    });
    const refused = await api.post('/settings_email/actions/test', { to: 'operateur@exemple.fr' }, { token });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/^Le serveur SMTP a refusé l'envoi : 535/);

    // A server that is not there is said so in French, not as `connect ECONNREFUSED` (issue 26 §15).
    // A port just free: nothing listens on it.
    const closed = await freePort();
    await save('settings_email', { smtp_port: closed, smtp_password: 'mauvais-mot-de-passe' });
    const unreachable = await api.post('/settings_email/actions/test', { to: 'operateur@exemple.fr' }, { token });
    expect(unreachable.status).toBe(400);
    expect(unreachable.body.message).toBe(`Le serveur SMTP « 127.0.0.1:${closed} » est injoignable : la connexion a été refusée. Vérifiez le serveur et le port.`);

    await save('settings_email', { smtp_port: smtp.port, smtp_password: SMTP_ACCOUNT.password });
    const sent = await api.post('/settings_email/actions/test', { to: 'operateur@exemple.fr' }, { token });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.response).toMatch(/^250 /);
    const mail = smtp.received.find((m) => m.to.includes('operateur@exemple.fr'));
    expect(mail).toMatchObject({ from: 'plateforme@exemple.fr', user: SMTP_ACCOUNT.user });
    const parsed = await simpleParser(mail!.raw);
    expect(parsed.subject).toContain('E-mail de test');
    // « les paramètres d’Hexagone », elided (issue 26 §15).
    expect(parsed.text).toContain('depuis les paramètres d’Hexagone');
  });

  it('sends every mail of the product through these settings, to the contact e-mail of the Site tab', async () => {
    await save('settings_site', { contact_email: 'accueil@exemple.fr' });
    const before = smtp.received.length;
    // The contact form's notification, the product's first sender.
    const contact = await api.post('/contact', { name: 'Jean Dupont', email: 'jean@exemple.fr', subject: 'partnership', message: 'Bonjour, nous souhaitons devenir revendeur.' });
    expect(contact.status).toBe(201);
    await expect.poll(() => smtp.received.length, { timeout: 10_000 }).toBeGreaterThan(before);
    expect(smtp.received.at(-1)).toMatchObject({ from: 'plateforme@exemple.fr', to: ['accueil@exemple.fr'] });
  });
});

describe('Site', () => {
  it("leads the site's icon addresses to the favicon saved in the tab", async () => {
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
    expect((await fetch(`${server.baseUrl}/favicon.svg`, { redirect: 'manual' })).status).toBe(200);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'icone.png');
    const uploaded = await fetch(`${server.baseUrl}/api/uploads?collection=settings_site&field=favicon`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
    expect(uploaded.status).toBe(201);
    const { url } = (await uploaded.json()) as { url: string };
    await save('settings_site', { favicon: url });
    const icon = await fetch(`${server.baseUrl}/favicon.svg`, { redirect: 'manual' });
    expect(icon.status).toBe(302);
    expect(icon.headers.get('location')).toBe(url);
  });

  it('puts the saved legal identity on the public /legal page at once, placeholders marked until filled', async () => {
    const before = await (await fetch(`${server.baseUrl}/legal`)).text();
    expect(before).toContain('À compléter');
    await save('settings_site', { legal_form: 'SAS', share_capital: '25000', siren: '912 345 678', rcs_city: 'Lyon', publication_director: 'Marie Curie, présidente', host_name: 'Hexagone Cloud SAS' });
    const after = await (await fetch(`${server.baseUrl}/legal`)).text();
    expect(after).toContain('Marie Curie, présidente');
    expect(after).toContain('RCS Lyon 912 345 678');
    expect(after).toContain('Hexagone Cloud SAS');
  });
});
