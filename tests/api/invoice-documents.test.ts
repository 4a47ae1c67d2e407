/**
 * Invoice documents (issue 14): the PDF of an invoice carries every French mandatory mention
 * (read back with pdftotext), it is a Factur-X PDF/A-3 whose XML the independent `factur-x`
 * checker (PyPI) validates, the download answers only to those who may read invoices (signature
 * or bearer), and a reminder arrives at a real SMTP server with the PDF attached.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ObjectId } from 'mongodb';
import { billingInvoices, findAction, formatMoney, PAYMENT_TERMS, SELLER_PLACEHOLDER } from '@hexagone/schemas';
import { startServerAsAdmin } from '../support/admin-session';
import { ADMIN, login, type ApiClient } from '../support/api';
import { startDatabase, type TestDatabase } from '../support/database';
import { signedLinkFor } from '../support/downloads';
import { REPO_ROOT, type TestServer } from '../support/server';
import { startSmtp, type TestSmtp } from '../support/smtp';

const run = promisify(execFile);

/** The Python that has the `factur-x` package: FACTURX_CHECK (CI sets it), else a local virtualenv. */
function facturxPython(): string | undefined {
  const candidates = [process.env.FACTURX_CHECK, join(REPO_ROOT, '.ci', 'venv', 'bin', 'python'), join(REPO_ROOT, '.ci', 'venv-fx', 'bin', 'python')];
  return candidates.find((path) => path && existsSync(path) && existsSync(join(path, '..', '..', 'bin', 'facturx-xmlcheck')));
}
const checker = facturxPython();
const CHECKER_MISSING = 'vérificateur factur-x absent : pip install factur-x saxonche, puis FACTURX_CHECK=<python>';

interface FacturxReport {
  attachments: string[];
  afRelationship: string[];
  outputIntents: string[];
  xmp: Record<string, string | null>;
  fontsEmbedded: boolean;
  level?: string;
  number?: string;
  typeCode?: string;
  xsd?: string;
  schematron?: string[] | null;
}

/** The seller's legal identity, as the Site tab of the settings saves it. */
const SELLER = {
  legal_form: 'SAS',
  share_capital: '10000',
  siren: '123 456 789',
  siret: '123 456 789 00012',
  rcs_city: 'Paris',
  vat_number: 'FR12123456789',
  address: '12 rue de la Paix',
  postal_code: '75002',
  city: 'Paris',
};
const saveSeller = async (values: Record<string, string>) => expect((await api.put('/settings_site', values, { token })).status).toBe(200);

const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
const frenchDay = (iso: string) => iso.split('-').reverse().join('/');
/** pdftotext writes the no-break spaces of amounts as they are; compare with plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

let database: TestDatabase;
let smtp: TestSmtp;
let server: TestServer;
let api: ApiClient;
let token: string;
let userToken: string;
let workDir: string;
let pending: Record<string, any>;
let draft: Record<string, any>;

async function downloadPath(id: string) {
  return `/api/v1/billing_invoices/${id}/download`;
}

async function pdfOf(response: Response): Promise<{ file: string; bytes: Buffer }> {
  const bytes = Buffer.from(await response.arrayBuffer());
  const file = join(workDir, `${Math.random().toString(36).slice(2)}.pdf`);
  await writeFile(file, bytes);
  return { file, bytes };
}

const pdfText = async (file: string) => plain((await run('pdftotext', ['-layout', file, '-'])).stdout);

async function facturx(file: string): Promise<FacturxReport> {
  const { stdout } = await run(checker!, [join(REPO_ROOT, 'tests', 'support', 'facturx_check.py'), file]);
  return JSON.parse(stdout) as FacturxReport;
}

async function createInvoice(values: Record<string, unknown>) {
  const response = await api.post('/billing_invoices', values, { token });
  if (response.status !== 201) throw new Error(`invoice refused: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body as Record<string, any>;
}

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'factures-'));
  database = await startDatabase();
  smtp = await startSmtp();
  ({ server, api, token } = await startServerAsAdmin({ env: { MONGODB_URI: database.uri, ...smtp.env } }));
  await saveSeller(SELLER);
  const created = await api.post('/users', { name: 'Claire Martin', email: 'claire@exemple.fr', company: 'Martin Conseil', role: 'user', password: 'Motdepasse-1', confirmPassword: 'Motdepasse-1' }, { token });
  expect(created.status).toBe(201);
  userToken = await login(api, 'claire@exemple.fr', 'Motdepasse-1');
  const invoice = {
    user_email: 'claire@exemple.fr',
    description: 'Abonnement Professional — novembre',
    currency: 'EUR',
    date: isoDay(0),
    due_date: isoDay(30),
    items: [
      { description: 'Abonnement Professional', quantity: 1, unit_price: 1234.56, tax_rate: 20 },
      { description: 'Stockage supplémentaire', quantity: 3, unit_price: 0.1, tax_rate: 20 },
      { description: 'Documentation imprimée', quantity: 2, unit_price: 9.99, tax_rate: 5.5 },
    ],
  };
  pending = await createInvoice({ ...invoice, status: 'pending' });
  draft = await createInvoice({ ...invoice, status: 'draft' });
});

afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
  await database?.stop();
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

describe('the invoice PDF', () => {
  it('is a PDF with a French file name, and carries every mandatory mention', async () => {
    expect(pending.number).toMatch(/^FA-\d{4}-\d{6}$/);
    const response = await fetch(`${server.baseUrl}${await downloadPath(pending._id)}`, { headers: { authorization: `Bearer ${token}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toContain(`filename="facture-${pending.number}.pdf"`);
    const { file, bytes } = await pdfOf(response);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(file);
    const money = (amount: number) => plain(formatMoney(amount));
    const expected = [
      // Seller: the company of the setup wizard and its legal identity from the settings.
      ADMIN.company,
      'SAS au capital de 10 000,00 €',
      'Siège : 12 rue de la Paix, 75002 Paris',
      'SIREN : 123 456 789',
      'SIRET : 123 456 789 00012',
      'RCS Paris 123 456 789',
      'N° de TVA intracommunautaire : FR12123456789',
      // Buyer.
      'Martin Conseil',
      'Claire Martin',
      'claire@exemple.fr',
      // The document.
      'FACTURE',
      pending.number,
      `Date d'émission`,
      frenchDay(isoDay(0)),
      'Date de prestation',
      `Date d'échéance`,
      frenchDay(isoDay(30)),
      // Lines: description, quantity, unit price before VAT, VAT rate, amount before VAT.
      'Prix unitaire HT',
      'Abonnement Professional',
      money(1234.56),
      'Stockage supplémentaire',
      money(0.1),
      money(0.3),
      'Documentation imprimée',
      money(19.98),
      '5,5 %',
      '20 %',
      // VAT per rate, totals before and after VAT (no float drift: 1 234,56 + 0,30 + 19,98).
      `TVA 5,5 % sur ${money(19.98)}`,
      money(1.1),
      `TVA 20 % sur ${money(1234.86)}`,
      money(246.97),
      'Total HT',
      money(1254.84),
      'Total TVA',
      money(248.07),
      'Total TTC',
      money(1502.91),
      // Payment terms, late penalties and the fixed recovery indemnity, from the terms of sale.
      `Paiement à ${PAYMENT_TERMS.paymentDays} jours`,
      `${PAYMENT_TERMS.latePenaltyTimesLegalRate} fois le taux d'intérêt légal`,
      `frais de recouvrement`,
      money(PAYMENT_TERMS.recoveryFeeEuros),
      "Pas d'escompte",
    ];
    for (const mention of expected) expect(text, mention).toContain(mention);
    expect(text).not.toContain(SELLER_PLACEHOLDER);
    expect([pending.subtotal, pending.tax_amount, pending.total]).toEqual([1254.84, 248.07, 1502.91]);
  });

  it('of a draft is a preview marked BROUILLON, without number or e-invoice, and says which seller facts are missing', async () => {
    await saveSeller({ vat_number: '' });
    const response = await fetch(`${server.baseUrl}${await downloadPath(draft._id)}`, { headers: { authorization: `Bearer ${token}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain('filename="facture-brouillon.pdf"');
    const { file, bytes } = await pdfOf(response);
    const text = await pdfText(file);
    expect(text).toContain('BROUILLON');
    expect(text).not.toMatch(/FA-\d{4}-\d{6}/);
    expect(text).toContain(`N° de TVA intracommunautaire : ${SELLER_PLACEHOLDER}`);
    expect(bytes.includes('factur-x.xml')).toBe(false);
    await saveSeller({ vat_number: SELLER.vat_number });
  });
});

describe('Factur-X', () => {
  it.skipIf(!checker)(`the PDF/A-3 carries factur-x.xml that the factur-x checker validates (EN 16931)${checker ? '' : ` — ignoré : ${CHECKER_MISSING}`}`, async () => {
    const response = await fetch(`${server.baseUrl}${await downloadPath(pending._id)}`, { headers: { authorization: `Bearer ${token}` } });
    const report = await facturx((await pdfOf(response)).file);
    expect(report).toMatchObject({
      attachments: ['factur-x.xml'],
      afRelationship: ['/Alternative'],
      outputIntents: ['sRGB IEC61966-2.1'],
      xmp: { 'pdfaid:part': '3', 'pdfaid:conformance': 'B', 'fx:DocumentType': 'INVOICE', 'fx:DocumentFileName': 'factur-x.xml', 'fx:Version': '1.0', 'fx:ConformanceLevel': 'EN 16931' },
      fontsEmbedded: true,
      level: 'en16931',
      number: pending.number,
      typeCode: '380',
      xsd: 'ok',
    });
    // The business rules (saxonche runs the official Schematron offline); null only when saxonche is absent.
    if (report.schematron !== null) expect(report.schematron).toEqual([]);
  });

  it.skipIf(!checker)(`the checker refuses an e-invoice whose seller has no VAT number nor SIREN${checker ? '' : ` — ignoré : ${CHECKER_MISSING}`}`, async () => {
    await saveSeller({ vat_number: '', siren: '' });
    try {
      const response = await fetch(`${server.baseUrl}${await downloadPath(pending._id)}`, { headers: { authorization: `Bearer ${token}` } });
      const report = await facturx((await pdfOf(response)).file);
      expect(report.xsd).toBe('ok');
      if (report.schematron !== null) expect(report.schematron!.join('\n')).toContain('BR-CO-26');
    } finally {
      await saveSeller({ vat_number: SELLER.vat_number, siren: SELLER.siren });
    }
  });
});

describe('the credit note PDF', () => {
  let note: Record<string, unknown>;
  beforeAll(async () => {
    // Only the invoice's refund writes credit notes; the record is written here as it would.
    note = {
      _id: new ObjectId(),
      number: `AV-${new Date().getFullYear()}-000001`,
      invoice_id: new ObjectId(String(pending._id)),
      invoice_number: pending.number,
      user_email: 'claire@exemple.fr',
      date: new Date(`${isoDay(0)}T00:00:00Z`),
      reason: 'Remboursement partiel : stockage non utilisé',
      items: [{ description: 'Remboursement partiel', quantity: 1, unit_price: 100.1, tax_rate: 20 }],
      subtotal: 100.1,
      tax_amount: 20.02,
      total: 120.12,
      currency: 'EUR',
      created_at: new Date(),
    };
    await database.db.collection('billing_credit_notes').insertOne(note);
  });

  it('is an AVOIR citing the invoice it corrects, and a Factur-X credit note (381)', async () => {
    const path = `/api/v1/billing_credit_notes/${note._id}/download`;
    expect((await fetch(`${server.baseUrl}${path}`)).status).toBe(401);
    expect((await fetch(`${server.baseUrl}${path}`, { headers: { authorization: `Bearer ${userToken}` } })).status).toBe(403);
    const signature = await signedLinkFor(api, token, path);
    const response = await fetch(`${server.baseUrl}${path}?signature=${encodeURIComponent(signature)}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toContain(`filename="avoir-${note.number}.pdf"`);
    const { file } = await pdfOf(response);
    const text = await pdfText(file);
    for (const mention of ['AVOIR', String(note.number), `Facture rectifiée`, `rectifie la facture n° ${pending.number}`, 'Motif : Remboursement partiel : stockage non utilisé', 'SIREN : 123 456 789', 'Claire Martin', '100,10 €', '20,02 €', '120,12 €']) {
      expect(text, mention).toContain(mention);
    }
    if (!checker) return;
    const report = await facturx(file);
    expect(report).toMatchObject({ attachments: ['factur-x.xml'], number: note.number, typeCode: '381', xsd: 'ok' });
    if (report.schematron !== null) expect(report.schematron).toEqual([]);
  });
});

describe('the download link', () => {
  it('answers 401 without credentials and 403 to a user who may not read invoices', async () => {
    const path = await downloadPath(pending._id);
    const anonymous = await fetch(`${server.baseUrl}${path}`);
    expect(anonymous.status).toBe(401);
    const refused = await fetch(`${server.baseUrl}${path}`, { headers: { authorization: `Bearer ${userToken}` } });
    expect(refused.status).toBe(403);
    expect((await refused.json()).message).toBe('Accès refusé');
    const signature = await signedLinkFor(api, userToken, path);
    expect((await fetch(`${server.baseUrl}${path}?signature=${encodeURIComponent(signature)}`)).status).toBe(403);
  });

  it('opens once with a signed link, as a new window does, and never for another document', async () => {
    const path = await downloadPath(pending._id);
    const signature = await signedLinkFor(api, token, path);
    const first = await fetch(`${server.baseUrl}${path}?signature=${encodeURIComponent(signature)}`);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('application/pdf');
    const again = await fetch(`${server.baseUrl}${path}?signature=${encodeURIComponent(signature)}`);
    expect(again.status).toBe(401);
    expect((await again.json()).message).toBe('Ce lien a déjà été utilisé : veuillez relancer l’opération');
    const other = await signedLinkFor(api, token, path);
    expect((await fetch(`${server.baseUrl}${await downloadPath(draft._id)}?signature=${encodeURIComponent(other)}`)).status).toBe(401);
  });

  it('answers 404 for an invoice that does not exist', async () => {
    const response = await fetch(`${server.baseUrl}${await downloadPath('0123456789abcdef01234567')}`, { headers: { authorization: `Bearer ${token}` } });
    expect(response.status).toBe(404);
    expect((await response.json()).message).toBe('Ressource introuvable');
  });
});

describe('the payment reminder', () => {
  it('arrives at the customer through SMTP with the invoice PDF attached, and the invoice records it', async () => {
    const response = await api.post(`/billing_invoices/${pending._id}/send-reminder`, {}, { token });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ reminders_count: 1, reminder: { status: 'sent' } });
    await expect.poll(() => smtp.received.filter((mail) => mail.to.includes('claire@exemple.fr')).length, { timeout: 15_000 }).toBe(1);
    const parsed = await simpleParser(smtp.received.find((mail) => mail.to.includes('claire@exemple.fr'))!.raw);
    expect(parsed.subject).toBe(`Rappel : facture ${pending.number}`);
    expect(plain(parsed.text ?? '')).toContain(`la facture ${pending.number}`);
    expect(plain(parsed.text ?? '')).toContain('1 502,91 € TTC');
    expect(parsed.attachments).toHaveLength(1);
    const [attachment] = parsed.attachments;
    expect(attachment.filename).toBe(`facture-${pending.number}.pdf`);
    expect(attachment.contentType).toBe('application/pdf');
    expect(attachment.content.subarray(0, 5).toString()).toBe('%PDF-');
    const attached = join(workDir, 'rappel.pdf');
    await writeFile(attached, attachment.content);
    expect(await pdfText(attached)).toContain(pending.number);

    const record = (await api.get(`/billing_invoices/${pending._id}`, { token })).body;
    expect(record.reminders_count).toBe(1);
    expect(Date.now() - new Date(record.reminder_sent_at).getTime()).toBeLessThan(60_000);
  });

  it('is refused (409, in French) unless the invoice is pending, and not sent', async () => {
    const before = smtp.received.length;
    const response = await api.post(`/billing_invoices/${draft._id}/send-reminder`, {}, { token });
    expect(response.status).toBe(409);
    expect(response.body.message).toBe(findAction(billingInvoices, 'send-reminder')!.refusal);
    const record = (await api.get(`/billing_invoices/${draft._id}`, { token })).body;
    expect(record.reminders_count ?? 0).toBe(0);
    expect(smtp.received.length).toBe(before);
  });

  it('is refused to a user who may not manage invoices', async () => {
    const response = await api.post(`/billing_invoices/${pending._id}/send-reminder`, {}, { token: userToken });
    expect(response.status).toBe(403);
  });
});
