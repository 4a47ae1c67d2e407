/**
 * Invoice documents (issue 14): the PDF of an invoice carries every French mandatory mention
 * (read back with pdftotext), it is a Factur-X PDF/A-3 whose XML the independent `factur-x`
 * checker (PyPI) validates and a second one (Mustang, with veraPDF) accepts, the download answers
 * only to those who may read invoices (signature or bearer), and a reminder arrives at a real SMTP
 * server with the PDF attached.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import JSZip from 'jszip';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ObjectId } from 'mongodb';
import { billingInvoices, findAction, formatMoney, PAYMENT_TERMS, SELLER_PLACEHOLDER } from '@hexagone/schemas';
import { startServerAsAdmin } from '../support/admin-session';
import { ADMIN, login, type ApiClient } from '../support/api';
import { CUSTOMER_IDENTITY, SELLER_IDENTITY } from '../support/billing-parties';
import { startDatabase, type TestDatabase } from '../support/database';
import { signedLinkFor } from '../support/downloads';
import { REPO_ROOT, type TestServer } from '../support/server';
import { startSmtp, type TestSmtp } from '../support/smtp';
import { MUSTANG_MISSING, mustangJar, mustangValidate } from '../support/mustang';

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
  schematronFr?: string[] | null;
  buyer?: Record<string, string | null>;
  shipTo?: string | null;
  businessProcess?: string | null;
}

const SELLER = SELLER_IDENTITY;
/** The customer's billing identity, as its record in the back-office saves it. */
const CUSTOMER = {
  ...CUSTOMER_IDENTITY,
  delivery: { street: '2 quai Perrache', postal_code: '69002', city: 'Lyon', country: 'FR' },
};
const saveSeller = async (values: Record<string, string | boolean>) => expect((await api.put('/settings_site', values, { token })).status).toBe(200);

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
let customerId: string;
let invoiceBody: Record<string, unknown>;

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
  const created = await api.post(
    '/users',
    { name: 'Claire Martin', email: 'claire@exemple.fr', company: 'Martin Conseil', role: 'user', password: 'Motdepasse-1', confirmPassword: 'Motdepasse-1', billing_identity: CUSTOMER },
    { token },
  );
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  customerId = created.body._id;
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
  invoiceBody = invoice;
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
      // Buyer: the billing identity of the customer's record.
      'Martin Conseil',
      'Claire Martin',
      '8 rue des Lilas',
      '69003 Lyon',
      'SIREN : 732 829 320',
      'N° de TVA intracommunautaire : FR44732829320',
      'claire@exemple.fr',
      'Adresse de livraison : 2 quai Perrache, 69002 Lyon',
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
      // The French e-invoicing mention: the category of the operation (frame S1 of the settings).
      "Catégorie de l'opération : prestations de services.",
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
    // The business rules (saxonche runs the official Schematron offline); null only when saxonche is absent:
    // EN 16931's and the French CTC rules (BR-FR Flux 2), with the frame of the settings (BT-23).
    if (report.schematron !== null) expect(report.schematron).toEqual([]);
    if (report.schematronFr !== null) expect(report.schematronFr).toEqual([]);
    expect(report.businessProcess).toBe('S1');
  });

  it.skipIf(!checker)(`the checker refuses an e-invoice whose seller has no VAT number nor SIREN${checker ? '' : ` — ignoré : ${CHECKER_MISSING}`}`, async () => {
    // An issued invoice is written from its frozen seller: one issued without these numbers.
    const issued = await database.db.collection('billing_invoices').findOne({ _id: new ObjectId(String(pending._id)) });
    const { vatNumber, siren, ...withoutNumbers } = issued!.seller;
    expect([vatNumber, siren]).toEqual(['FR12123456789', '123 456 789']);
    const flawed = { ...issued!, _id: new ObjectId(), number: 'FA-2000-000001', seller: withoutNumbers };
    await database.db.collection('billing_invoices').insertOne(flawed);
    const response = await fetch(`${server.baseUrl}${await downloadPath(String(flawed._id))}`, { headers: { authorization: `Bearer ${token}` } });
    expect(response.status).toBe(200);
    const report = await facturx((await pdfOf(response)).file);
    expect(report.xsd).toBe('ok');
    if (report.schematron !== null) expect(report.schematron!.join('\n')).toContain('BR-CO-26');
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
    const path = `/api/v1/billing_credit_notes/${String(note._id)}/download`;
    expect((await fetch(`${server.baseUrl}${path}`)).status).toBe(401);
    // Written straight into the database, it names no customer account: no customer reaches it.
    expect((await fetch(`${server.baseUrl}${path}`, { headers: { authorization: `Bearer ${userToken}` } })).status).toBe(404);
    const signature = await signedLinkFor(api, token, path);
    const response = await fetch(`${server.baseUrl}${path}?signature=${encodeURIComponent(signature)}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toContain(`filename="avoir-${String(note.number)}.pdf"`);
    const { file } = await pdfOf(response);
    const text = await pdfText(file);
    for (const mention of ['AVOIR', String(note.number), `Facture rectifiée`, `n° ${pending.number} du ${frenchDay(isoDay(0))}`, `rectifie la facture n° ${pending.number}`, 'Motif : Remboursement partiel : stockage non utilisé', 'SIREN : 123 456 789', 'Claire Martin', '100,10 €', '20,02 €', '120,12 €']) {
      expect(text, mention).toContain(mention);
    }
    if (!checker) return;
    const report = await facturx(file);
    expect(report).toMatchObject({ attachments: ['factur-x.xml'], number: note.number, typeCode: '381', xsd: 'ok', businessProcess: 'S1' });
    if (report.schematron !== null) expect(report.schematron).toEqual([]);
    // BR-FR: the corrected invoice's date (BT-26), the PMD/PMT/AAB notes, the frame.
    if (report.schematronFr !== null) expect(report.schematronFr).toEqual([]);
  });
});

describe('the parties of an issued invoice', () => {
  const download = async (id: string) => pdfOf(await fetch(`${server.baseUrl}${await downloadPath(id)}`, { headers: { authorization: `Bearer ${token}` } }));

  it.skipIf(!checker)(`writes the customer's billing identity in the XML (BT-44…BT-55, BT-47, BT-48) and its delivery address${checker ? '' : ` — ignoré : ${CHECKER_MISSING}`}`, async () => {
    const report = await facturx((await download(pending._id)).file);
    expect(report.buyer).toEqual({ name: 'Martin Conseil', siren: '732829320', vat: 'FR44732829320', street: '8 rue des Lilas', postcode: '69003', city: 'Lyon', country: 'FR' });
    expect(report.shipTo).toBe('2 quai Perrache');
  });

  it('prints the days of the back-office, in Paris time, for an invoice stored late in the evening UTC', async () => {
    const invoice = await createInvoice({ ...invoiceBody, status: 'pending' });
    // 23:30 UTC the day before is 00:30 (or 01:30) in Paris on the invoice's day.
    const lateEvening = new Date(Date.parse(`${isoDay(0)}T00:00:00Z`) - 30 * 60_000);
    await database.db.collection('billing_invoices').updateOne({ _id: new ObjectId(String(invoice._id)) }, { $set: { date: lateEvening, due_date: new Date(lateEvening.getTime() + 30 * 86_400_000) } });
    const text = await pdfText((await download(invoice._id)).file);
    expect(text).toMatch(new RegExp(`Date d'émission\\s+${frenchDay(isoDay(0))}`));
    expect(text).toContain(`À régler au plus tard le ${frenchDay(isoDay(30))}`);
  });

  it('is the same text after the settings and the customer changed: an issued invoice is frozen on its issue date', async () => {
    const before = await pdfText((await download(pending._id)).file);
    await saveSeller({ address: '1 avenue des Champs-Élysées', postal_code: '75008' });
    expect((await api.put(`/users/${customerId}`, { billing_identity: { ...CUSTOMER, street: '99 boulevard du Rhône' } }, { token })).status).toBe(200);
    try {
      expect(await pdfText((await download(pending._id)).file)).toBe(before);
      // A draft is a preview of what would be issued today.
      const preview = await pdfText((await download(draft._id)).file);
      expect(preview).toContain('1 avenue des Champs-Élysées');
      expect(preview).toContain('99 boulevard du Rhône');
    } finally {
      await saveSeller({ address: SELLER.address, postal_code: SELLER.postal_code });
      await api.put(`/users/${customerId}`, { billing_identity: CUSTOMER }, { token });
    }
  });

  it('refuses to finalise while the customer has no postal address, with a French message naming what is missing', async () => {
    const bare = await api.post('/users', { name: 'Paul Sans Adresse', email: 'paul@exemple.fr', role: 'user', password: 'Motdepasse-1', confirmPassword: 'Motdepasse-1' }, { token });
    expect(bare.status).toBe(201);
    const toPaul = await createInvoice({ ...invoiceBody, user_email: 'paul@exemple.fr', status: 'draft' });
    const refused = await api.post(`/billing_invoices/${toPaul._id}/finalise`, {}, { token });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(
      'Identité de facturation du client incomplète (adresse, code postal, ville) : complétez-la sur sa fiche utilisateur avant de finaliser la facture',
    );
    expect((await api.get(`/billing_invoices/${toPaul._id}`, { token })).body).toMatchObject({ status: 'draft' });
    const nobody = await api.post('/billing_invoices', { ...invoiceBody, user_email: 'inconnu@exemple.fr', status: 'pending' }, { token });
    expect(nobody.status).toBe(400);
    expect(nobody.body.errors.user_email).toBe("Aucun compte client n'a cet e-mail : créez-le avec son identité de facturation avant de finaliser la facture");

    expect((await api.put(`/users/${bare.body._id}`, { billing_identity: { street: '3 place Bellecour', postal_code: '69002', city: 'Lyon', country: 'FR' } }, { token })).status).toBe(200);
    const finalised = await api.post(`/billing_invoices/${toPaul._id}/finalise`, {}, { token });
    expect(finalised.status).toBe(200);
    expect(finalised.body.customer).toMatchObject({ name: 'Paul Sans Adresse', address: { street: '3 place Bellecour', postalCode: '69002', city: 'Lyon', country: 'FR' } });
    expect(finalised.body.seller).toMatchObject({ siren: SELLER.siren, city: 'Paris' });
  });

  it("checks the customer's SIREN, SIRET and VAT number with their keys, in French", async () => {
    const wrong = await api.put(`/users/${customerId}`, { billing_identity: { ...CUSTOMER, siren: '732 829 321', vat_number: 'FR45732829320' } }, { token });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toMatchObject({
      'billing_identity.siren': 'Le SIREN compte 9 chiffres dont le dernier est une clé de contrôle : vérifiez-le',
      'billing_identity.vat_number': 'La clé du numéro de TVA français ne correspond pas au SIREN',
    });
  });

  it("refuses to issue an invoice while the seller's legal identity is incomplete", async () => {
    await saveSeller({ siret: '', rcs_city: '' });
    try {
      const refused = await api.post('/billing_invoices', { ...invoiceBody, status: 'pending' }, { token });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(
        "Identité légale du vendeur incomplète (SIRET, Ville du greffe (RCS)) : complétez l'onglet Site des paramètres avant d'émettre une facture",
      );
    } finally {
      await saveSeller({ siret: SELLER.siret, rcs_city: SELLER.rcs_city });
    }
  });
});

describe('the French e-invoicing choices', () => {
  it.skipIf(!checker)(`takes the frame of the invoice over the settings' default, and prints the VAT-on-debits option${checker ? '' : ` — ignoré : ${CHECKER_MISSING}`}`, async () => {
    await saveSeller({ invoicing_framework: 'B1', vat_on_debits: true });
    try {
      const ownFrame = await createInvoice({ ...invoiceBody, status: 'pending', billing_framework: 'M1' });
      const byDefault = await createInvoice({ ...invoiceBody, status: 'pending' });
      expect([ownFrame.billing_framework, byDefault.billing_framework, byDefault.vat_on_debits]).toEqual(['M1', 'B1', true]);
      const { file } = await pdfOf(await fetch(`${server.baseUrl}${await downloadPath(ownFrame._id)}`, { headers: { authorization: `Bearer ${token}` } }));
      const text = await pdfText(file);
      expect(text).toContain("Catégorie de l'opération : livraison de biens et prestations de services.");
      expect(text).toContain("Option pour le paiement de la TVA d'après les débits.");
      const report = await facturx(file);
      expect(report.businessProcess).toBe('M1');
      if (report.schematron !== null) expect(report.schematron).toEqual([]);
      if (report.schematronFr !== null) expect(report.schematronFr).toEqual([]);
    } finally {
      await saveSeller({ invoicing_framework: 'S1', vat_on_debits: false });
    }
  });
});

describe("the accountant's export", () => {
  const exportPath = (from: string, to: string) => `/api/v1/billing_exports/accounting?from=${from}&to=${to}`;

  it('zips the PDFs of the period and its sales journal (number, date, customer, SIREN, HT, VAT by rate, TTC, status)', async () => {
    const response = await fetch(`${server.baseUrl}${exportPath(isoDay(-1), isoDay(0))}`, { headers: { authorization: `Bearer ${token}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toContain(`filename="export-comptable-${isoDay(-1)}-${isoDay(0)}.zip"`);
    const zip = await JSZip.loadAsync(Buffer.from(await response.arrayBuffer()));
    const names = Object.keys(zip.files);
    expect(names).toContain(`factures/facture-${pending.number}.pdf`);
    expect(names.some((name) => name.startsWith('avoirs/avoir-AV-'))).toBe(true);
    // A draft is no sale.
    expect(names.some((name) => name.includes('brouillon'))).toBe(false);
    const pdf = await zip.file(`factures/facture-${pending.number}.pdf`)!.async('nodebuffer');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const csv = await zip.file(`journal-des-ventes-${isoDay(-1)}-${isoDay(0)}.csv`)!.async('string');
    const [header, ...rows] = csv.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(header).toBe('Type;Numéro;Date;Client;SIREN;Montant HT;TVA 5,5 %;TVA 20 %;TVA totale;Montant TTC;Statut');
    expect(rows).toContain(`Facture;${pending.number};${frenchDay(isoDay(0))};Martin Conseil;732829320;1254,84;1,10;246,97;248,07;1502,91;En attente`);
    expect(rows.some((row) => row.startsWith('Avoir;AV-') && row.includes(';-120,12;'))).toBe(true);
  });

  it('answers a French 400 for a bad period, 401 without credentials and 403 to a customer', async () => {
    const bad = await fetch(`${server.baseUrl}${exportPath(isoDay(0), isoDay(-5))}`, { headers: { authorization: `Bearer ${token}` } });
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toMatch(/^Période invalide/);
    expect((await fetch(`${server.baseUrl}${exportPath(isoDay(-1), isoDay(0))}`)).status).toBe(401);
    expect((await fetch(`${server.baseUrl}${exportPath(isoDay(-1), isoDay(0))}`, { headers: { authorization: `Bearer ${userToken}` } })).status).toBe(403);
  });
});

describe('the download link', () => {
  it('answers 401 without credentials, 404 to another customer, and the PDF to the invoice’s own customer (issue 37)', async () => {
    const path = await downloadPath(pending._id);
    const anonymous = await fetch(`${server.baseUrl}${path}`);
    expect(anonymous.status).toBe(401);
    await api.post('/users', { name: 'Inès Autre', email: 'ines.autre@exemple.fr', role: 'user', password: 'Motdepasse-1', confirmPassword: 'Motdepasse-1' }, { token });
    const other = await login(api, 'ines.autre@exemple.fr', 'Motdepasse-1');
    const refused = await fetch(`${server.baseUrl}${path}`, { headers: { authorization: `Bearer ${other}` } });
    expect(refused.status).toBe(404);
    expect((await refused.json()).message).toBe('Ressource introuvable');
    const othersLink = await signedLinkFor(api, other, path);
    expect((await fetch(`${server.baseUrl}${path}?signature=${encodeURIComponent(othersLink)}`)).status).toBe(404);
    const ownLink = await signedLinkFor(api, userToken, path);
    const own = await fetch(`${server.baseUrl}${path}?signature=${encodeURIComponent(ownLink)}`);
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('application/pdf');
    await own.body?.cancel();
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

describe('a second validator', () => {
  it.skipIf(!mustangJar)(
    `Mustang finds the invoice and the credit note PDF/A-3b compliant (veraPDF) and their XML valid (EN 16931)${mustangJar ? '' : ` — ignoré : ${MUSTANG_MISSING}`}`,
    async () => {
      const note = await database.db.collection('billing_credit_notes').findOne({}, { sort: { _id: -1 } });
      expect(note, 'the credit note test wrote one').toBeTruthy();
      const notePath = `/api/v1/billing_credit_notes/${note!._id.toHexString()}/download`;
      const files = await Promise.all([
        fetch(`${server.baseUrl}${await downloadPath(pending._id)}`, { headers: { authorization: `Bearer ${token}` } }),
        fetch(`${server.baseUrl}${notePath}?signature=${encodeURIComponent(await signedLinkFor(api, token, notePath))}`),
      ].map(async (response) => (await pdfOf(await response)).file));
      // One JVM per document, side by side: each takes 10 to 30 s (veraPDF, then the Schematron).
      for (const report of await Promise.all(files.map(mustangValidate))) {
        expect(report.pdf).toEqual({ flavour: '3b', compliant: true, status: 'valid' });
        expect(report.xml).toEqual({ profile: 'urn:cen.eu:en16931:2017', status: 'valid', errors: [] });
        expect(report.status).toBe('valid');
      }
    },
    180_000,
  );
});
