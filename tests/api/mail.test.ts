/**
 * Mail through a real SMTP server (smtp-server) and a real database: a mail with an
 * attachment arrives; without SMTP settings the mail waits in the outbox the back-office
 * lists; a refused send is recorded with its error. The contact form is the first sender.
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import mongoose from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerAsAdmin } from '../support/admin-session';
import { startDatabase, type TestDatabase } from '../support/database';
import { REPO_ROOT, type TestServer } from '../support/server';
import { SMTP_ACCOUNT, startSmtp, type TestSmtp } from '../support/smtp';

const require = createRequire(import.meta.url);
const dist = (path: string) => require(join(REPO_ROOT, 'api', 'dist', path));
const { CrudService } = dist('crud/crud.service.js') as typeof import('../../api/src/crud/crud.service');
const { MailService } = dist('platform/mail/mail.service.js') as typeof import('../../api/src/platform/mail/mail.service');
const { envSmtpSettings } = dist('platform/mail/smtp-settings.js') as typeof import('../../api/src/platform/mail/smtp-settings');

let database: TestDatabase;
let connection: mongoose.Connection;
let crud: InstanceType<typeof CrudService>;

beforeAll(async () => {
  database = await startDatabase();
  connection = await mongoose.createConnection(database.uri, { dbName: database.name }).asPromise();
  crud = new CrudService(connection);
  await crud.onModuleInit();
});
afterAll(async () => {
  await connection?.close();
  await database?.stop();
});

const noJobs = { declare: () => undefined } as never;
const noEvents = { publish: async () => undefined };
const mailService = (env: Record<string, string>) => new MailService(envSmtpSettings(env), crud, connection, noEvents as never, noJobs);
const outboxRecord = async (id: string) => (await crud.model('mail_outbox').findById(id).exec())!.toJSON();

describe('MailService.send', () => {
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startSmtp();
  });
  afterAll(() => smtp?.stop());

  it('delivers through SMTP, signed in, with its attachment, and records the mail as sent', async () => {
    const content = 'Numéro;Montant\nF-2026-0001;120,00\n';
    const result = await mailService(smtp.env).send({
      to: 'client@exemple.fr',
      subject: 'Votre facture de novembre',
      text: 'Bonjour, veuillez trouver votre facture ci-jointe.',
      html: '<p>Bonjour, veuillez trouver votre facture ci-jointe.</p>',
      attachments: [{ filename: 'facture.csv', content, contentType: 'text/csv' }],
    });
    expect(result.status).toBe('sent');

    const [mail] = smtp.received.filter((m) => m.to.includes('client@exemple.fr'));
    expect(mail).toMatchObject({ from: 'robot@exemple.fr', user: SMTP_ACCOUNT.user });
    const parsed = await simpleParser(mail.raw);
    expect(parsed.subject).toBe('Votre facture de novembre');
    expect(parsed.text?.trim()).toBe('Bonjour, veuillez trouver votre facture ci-jointe.');
    expect(parsed.attachments.map((a) => [a.filename, a.content.toString('utf8')])).toEqual([['facture.csv', content]]);

    expect(await outboxRecord(result.id)).toMatchObject({
      to: 'client@exemple.fr',
      subject: 'Votre facture de novembre',
      status: 'sent',
      attempts: 1,
      attachments: [`facture.csv (${Buffer.byteLength(content)} o)`],
    });
  });

  it('keeps the mail in the outbox when no SMTP server is configured', async () => {
    const result = await mailService({}).send({ to: 'quelquun@exemple.fr', subject: 'Sans serveur', text: 'Rien ne part.' });
    expect(result.status).toBe('outbox');
    expect(await outboxRecord(result.id)).toMatchObject({ status: 'outbox', subject: 'Sans serveur', text: 'Rien ne part.', attempts: 0 });
  });

  it('records a refused send with its error, and a retry that succeeds', async () => {
    const refusing = await startSmtp({ refuse: 'Boîte pleine' });
    try {
      const result = await mailService(refusing.env).send({ to: 'plein@exemple.fr', subject: 'Refusé', text: '…', attachments: [{ filename: 'a.txt', content: 'contenu joint' }] });
      expect(result.status).toBe('failed');
      expect(await outboxRecord(result.id)).toMatchObject({ status: 'failed', attempts: 1 });
      expect(String((await outboxRecord(result.id)).error)).toContain('Boîte pleine');
    } finally {
      await refusing.stop();
    }
    await mailService(smtp.env).retryFailed();
    const delivered = smtp.received.find((m) => m.to.includes('plein@exemple.fr'));
    const parsed = await simpleParser(delivered!.raw);
    expect(parsed.attachments.map((a) => [a.filename, a.content.toString('utf8')])).toEqual([['a.txt', 'contenu joint']]);
    const [record] = await crud.model('mail_outbox').find({ to: 'plein@exemple.fr' }).lean().exec();
    expect(record).toMatchObject({ status: 'sent', attempts: 2, error: '' });
  });

  it('sends the mails kept without SMTP once a server is configured, and resends one on demand', async () => {
    const kept = await mailService({}).send({ to: 'attente@exemple.fr', subject: 'En attente', text: 'Parti plus tard.', attachments: [{ filename: 'f.pdf', content: '%PDF-' }] });
    expect(kept.status).toBe('outbox');
    await expect(mailService({}).resend(kept.id)).rejects.toThrow();
    await mailService(smtp.env).retryFailed();
    expect(smtp.received.filter((m) => m.to.includes('attente@exemple.fr'))).toHaveLength(1);
    expect(await outboxRecord(kept.id)).toMatchObject({ status: 'sent', attempts: 1 });
    expect(await mailService(smtp.env).resend(kept.id)).toMatchObject({ id: kept.id, status: 'sent' });
    const again = smtp.received.filter((m) => m.to.includes('attente@exemple.fr'));
    expect(again).toHaveLength(2);
    expect((await simpleParser(again[1].raw)).attachments.map((a) => a.filename)).toEqual(['f.pdf']);
  });
});

describe('the contact form, first sender', () => {
  const visitorMessage = {
    name: 'Claire Martin',
    email: 'claire@exemple.fr',
    company: 'Souverain SAS',
    subject: 'partnership',
    message: 'Bonjour, nous souhaitons devenir revendeur.',
  };
  const postContact = (server: TestServer) =>
    fetch(`${server.baseUrl}/api/contact`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(visitorMessage) });

  it('announces a new message to the team through SMTP', async () => {
    const smtp = await startSmtp();
    const { server } = await startServerAsAdmin({ env: { ...smtp.env, CONTACT_NOTIFY_TO: 'equipe@exemple.fr' } });
    try {
      expect((await postContact(server)).status).toBe(201);
      await expect.poll(() => smtp.received.length, { timeout: 15_000 }).toBe(1);
      expect(smtp.received[0].to).toEqual(['equipe@exemple.fr']);
      const parsed = await simpleParser(smtp.received[0].raw);
      expect(parsed.subject).toBe('Nouveau message de contact : Partenariat commercial — Claire Martin');
      expect(parsed.text).toContain('Bonjour, nous souhaitons devenir revendeur.');
    } finally {
      await server.stop();
      await smtp.stop();
    }
  });

  it('without SMTP, shows the mail in the back-office outbox, which is read-only', async () => {
    const { server, api, token } = await startServerAsAdmin();
    try {
      expect((await postContact(server)).status).toBe(201);
      await expect.poll(async () => (await api.get('/mail_outbox', { token })).body.data?.length, { timeout: 15_000 }).toBe(1);
      const [mail] = (await api.get('/mail_outbox', { token })).body.data;
      expect(mail).toMatchObject({ to: 'contact@hexagone.fr', status: 'outbox', subject: 'Nouveau message de contact : Partenariat commercial — Claire Martin' });
      expect(mail.text).toContain('Bonjour, nous souhaitons devenir revendeur.');
      expect((await api.post('/mail_outbox', { to: 'x@exemple.fr', subject: 'x' }, { token })).status).toBe(405);
    } finally {
      await server.stop();
    }
  });
});
