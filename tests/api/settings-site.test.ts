/**
 * The Site tab drives the product (issue 12): its url is the base of the links the mails carry,
 * its name is in the mails and their sender's name, its logo heads the invoice PDFs, and its
 * description is the home page's and the /legal page's meta description. Each change applies
 * at the next request, without a restart.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gunzipSync } from 'node:zlib';
import { simpleParser, type ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerAsAdmin } from '../support/admin-session';
import type { ApiClient } from '../support/api';
import { startDatabase, type TestDatabase } from '../support/database';
import { rawRequest } from '../support/raw-http';
import type { TestServer } from '../support/server';
import { startSmtp, type TestSmtp } from '../support/smtp';

const run = promisify(execFile);

/** The deployment's address, which the links name until the Site tab names another. */
const ENV_URL = 'https://env.exemple.fr';
/** A real 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

let database: TestDatabase;
let smtp: TestSmtp;
let server: TestServer;
let api: ApiClient;
let token: string;
let workDir: string;

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'site-settings-'));
  database = await startDatabase();
  smtp = await startSmtp();
  // A sender without a display name: the site's name becomes it.
  const env = { ...smtp.env, SMTP_FROM: 'robot@exemple.fr', MONGODB_URI: database.uri, SITE_URL: ENV_URL };
  ({ server, api, token } = await startServerAsAdmin({ env }));
});
afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
  await database?.stop();
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

const saveSite = async (values: Record<string, unknown>) => {
  const response = await api.put('/settings_site', values, { token });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
};

let invited = 0;
/** Invites a new address and answers the mail it receives, parsed. */
async function invitationMail(): Promise<ParsedMail> {
  const email = `invite${++invited}@exemple.fr`;
  const response = await api.post('/webmaster/team/invitations', { email, role: 'editor' }, { token });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  await expect.poll(() => smtp.received.filter((mail) => mail.to.includes(email)).length).toBe(1);
  return simpleParser(smtp.received.find((mail) => mail.to.includes(email))!.raw);
}
const linkOf = (mail: ParsedMail) => /^https?:\/\/\S+\/invitation\?token=[\w-]+$/m.exec(mail.text ?? '')?.[0];

describe('url', () => {
  it('is the base of the invitation link, SITE_URL until the Site tab names another address', async () => {
    expect(linkOf(await invitationMail())).toMatch(new RegExp(`^${ENV_URL}/invitation\\?token=`));
    await saveSite({ url: 'https://cloud.exemple.fr/' });
    expect(linkOf(await invitationMail())).toMatch(/^https:\/\/cloud\.exemple\.fr\/invitation\?token=[\w-]+$/);
  });

  it('is the base of the back-office link of a contact notification', async () => {
    await saveSite({ url: 'https://support.exemple.fr', contact_email: 'equipe@exemple.fr' });
    const message = { name: 'Claire Martin', email: 'claire@exemple.fr', subject: 'partnership', message: 'Bonjour, nous souhaitons devenir revendeur.' };
    expect((await api.post('/contact', message)).status).toBe(201);
    await expect.poll(() => smtp.received.filter((mail) => mail.to.includes('equipe@exemple.fr')).length).toBe(1);
    const mail = await simpleParser(smtp.received.find((mail) => mail.to.includes('equipe@exemple.fr'))!.raw);
    expect(mail.text).toContain('Répondre depuis le back-office : https://support.exemple.fr/webmaster/support/contact');
  });

  it('is the address of robots.txt, the sitemaps and the pages’ canonical and og:url links, SITE_URL until one is set', async () => {
    /** A public file as a browser gets it: its brotli or gzip file when it accepts one. */
    const text = async (path: string, encoding = 'identity') => {
      const response = await fetch(`${server.baseUrl}${path}`, { headers: { 'accept-encoding': encoding } });
      expect(response.status, path).toBe(200);
      return response.text();
    };
    const links = async (path: string, encoding?: string) => {
      const html = await text(path, encoding);
      return { canonical: /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1], og: /<meta property="og:url" content="([^"]*)"/.exec(html)?.[1] };
    };
    const expectAddress = async (origin: string) => {
      const robots = await text('/robots.txt');
      expect(robots).toContain(`Sitemap: ${origin}/sitemap-index.xml`);
      expect(robots).toContain(`Sitemap: ${origin}/forum/sitemap.xml`);
      for (const encoding of ['identity', 'br', 'gzip']) {
        expect(await text('/sitemap-index.xml', encoding)).toContain(`<loc>${origin}/sitemap-0.xml</loc>`);
        const locs = [...(await text('/sitemap-0.xml', encoding)).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
        expect(locs.length).toBeGreaterThan(10);
        expect(locs.filter((loc) => !loc.startsWith(`${origin}/`))).toEqual([]);
        expect(await links('/pricing', encoding)).toEqual({ canonical: `${origin}/pricing`, og: `${origin}/pricing` });
      }
      expect(await links('/')).toEqual({ canonical: `${origin}/`, og: `${origin}/` });
      expect(await links('/legal/terms')).toEqual({ canonical: `${origin}/legal/terms`, og: `${origin}/legal/terms` });
      // Rendered on request.
      expect((await links('/forum')).canonical).toBe(`${origin}/forum`);
      expect(await text('/forum/sitemap.xml')).not.toContain('127.0.0.1');
    };

    await saveSite({ url: 'https://nuage.exemple.fr/accueil' });
    await expectAddress('https://nuage.exemple.fr');
    // Another address at the next request; the home page's saved description goes with it.
    await saveSite({ url: 'https://www.armor-cloud.fr', description: 'Hébergement en Bretagne' });
    await expectAddress('https://www.armor-cloud.fr');
    expect(await text('/')).toContain('<meta name="description" content="Hébergement en Bretagne">');
    // The tab's default names no address: the deployment's SITE_URL is the pages' again.
    await saveSite({ url: 'http://127.0.0.1:3000', description: '' });
    await expectAddress(ENV_URL);
  });
});

describe('name', () => {
  it('names the team in the invitation and is the sender’s name of every mail', async () => {
    await saveSite({ name: 'Nuage Breton' });
    const mail = await invitationMail();
    expect(mail.subject).toBe('Invitation à rejoindre l’équipe Nuage Breton');
    expect(mail.text).toMatch(/rejoindre l’équipe Nuage Breton en tant qu(e |’)/);
    expect(mail.from?.value[0]).toEqual({ name: 'Nuage Breton', address: 'robot@exemple.fr' });

    await saveSite({ name: 'Armor Cloud' });
    expect((await invitationMail()).from?.value[0].name).toBe('Armor Cloud');
  });
});

describe('logo', () => {
  /** The images of the invoice's PDF, as `pdfimages -list` reads them (the PNG's transparency is a second, smask, image). */
  async function pdfImages(id: string): Promise<string[]> {
    const response = await fetch(`${server.baseUrl}/api/v1/billing_invoices/${id}/download`, { headers: { authorization: `Bearer ${token}` } });
    expect(response.status).toBe(200);
    const file = join(workDir, `${id}-${Math.random().toString(36).slice(2)}.pdf`);
    await writeFile(file, Buffer.from(await response.arrayBuffer()));
    const { stdout } = await run('pdfimages', ['-list', file]);
    return stdout.split('\n').slice(2).filter((line) => line.trim());
  }

  it('heads the invoice PDF once uploaded, and no image is there without one', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const invoice = await api.post(
      '/billing_invoices',
      { user_email: 'client@exemple.fr', description: 'Hébergement de novembre', date: today, due_date: today, currency: 'EUR', status: 'draft', items: [{ description: 'Hébergement', quantity: 1, unit_price: 100, tax_rate: 20 }] },
      { token },
    );
    expect(invoice.status, JSON.stringify(invoice.body)).toBe(201);
    expect(await pdfImages(invoice.body._id)).toEqual([]);

    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'logo.png');
    const uploaded = await fetch(`${server.baseUrl}/api/uploads?collection=settings_site&field=logo`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
    expect(uploaded.status).toBe(201);
    await saveSite({ logo: ((await uploaded.json()) as { url: string }).url });

    const images = await pdfImages(invoice.body._id);
    expect(images.filter((line) => /^\s*1\s+\d+\s+image\s+1\s+1\s/.test(line))).toHaveLength(1);

    await saveSite({ logo: '' });
    expect(await pdfImages(invoice.body._id)).toEqual([]);
  });
});

/** An attribute's text, its character references read (`&quot;`, `&#34;`…). */
const NAMED: Record<string, string> = { quot: '"', amp: '&', lt: '<', gt: '>', apos: "'" };
const attributeText = (value: string | undefined) =>
  value?.replace(/&(?:#(\d+)|([a-z]+));/g, (whole, code: string | undefined, name: string | undefined) => (code ? String.fromCharCode(Number(code)) : (NAMED[name!] ?? whole)));

describe('description', () => {
  const metaDescriptions = async (path: string) => {
    const response = await fetch(`${server.baseUrl}${path}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    return {
      meta: attributeText(/<meta name="description" content="([^"]*)"/.exec(html)?.[1]),
      og: attributeText(/<meta property="og:description" content="([^"]*)"/.exec(html)?.[1]),
    };
  };

  it('is the meta description of the home page and of /legal, the pages’ own until one is saved', async () => {
    const builtHome = await metaDescriptions('/');
    const builtLegal = await metaDescriptions('/legal');
    expect(builtHome.meta).toBeTruthy();
    expect(builtLegal.meta).toBeTruthy();

    // Quotes and markup stay text in the attribute.
    const marked = 'Le cloud "souverain" & breton <depuis 2026>';
    await saveSite({ description: marked });
    expect(await metaDescriptions('/')).toEqual({ meta: marked, og: marked });
    expect(await metaDescriptions('/legal')).toEqual({ meta: marked, og: marked });

    await saveSite({ description: 'Hébergement en Bretagne' });
    expect(await metaDescriptions('/')).toEqual({ meta: 'Hébergement en Bretagne', og: 'Hébergement en Bretagne' });
    expect((await metaDescriptions('/legal')).og).toBe('Hébergement en Bretagne');

    await saveSite({ description: '' });
    expect(await metaDescriptions('/')).toEqual(builtHome);
    expect(await metaDescriptions('/legal')).toEqual(builtLegal);
  });

  it('makes the home page compressed once per description, and a copy of the previous one no longer current', async () => {
    await saveSite({ description: 'Première description' });
    const first = await fetch(`${server.baseUrl}/`, { headers: { 'accept-encoding': 'br' } });
    expect(first.headers.get('content-encoding')).toBe('br');
    expect(await first.text()).toContain('Première description');
    const etag = first.headers.get('etag')!;
    expect((await rawRequest(`${server.baseUrl}/`, { headers: { 'accept-encoding': 'br', 'if-none-match': etag } })).status).toBe(304);

    await saveSite({ description: 'Seconde description' });
    const second = await rawRequest(`${server.baseUrl}/`, { headers: { 'accept-encoding': 'gzip', 'if-none-match': etag } });
    expect(second.status).toBe(200);
    expect(second.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(second.body).toString()).toContain('Seconde description');
    await saveSite({ description: '' });
  });
});
