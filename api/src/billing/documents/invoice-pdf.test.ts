import { PDFArray, PDFDict, PDFDocument, PDFHexString, PDFName, PDFRawStream, PDFStream, decodePDFRawStream } from 'pdf-lib';
import { PDFParse } from 'pdf-parse';
import { describe, expect, it } from 'vitest';
import { creditNoteDocument, invoiceDocument } from './billing-document';
import { renderInvoicePdf } from './invoice-pdf';

const seller = { name: 'Hexagone SAS', siren: '123456789', vatNumber: 'FR12123456789', address: '1 rue de la Paix', postalCode: '75002', city: 'Paris', country: 'FR' };
const invoice = {
  status: 'pending',
  number: 'FA-2026-000042',
  date: '2026-11-02T00:00:00.000Z',
  due_date: '2026-12-02T00:00:00.000Z',
  items: [{ description: 'Abonnement Enterprise', quantity: 1, unit_price: 999, tax_rate: 20 }],
};
const buyer = { email: 'claire@exemple.fr', name: 'Claire Martin' };

const textOf = async (pdf: Buffer) => (await new PDFParse({ data: new Uint8Array(pdf) }).getText()).text.replace(/[\u00a0\u202f]/g, ' ');

/** The embedded files of a PDF, by name, and the catalog's XMP packet. */
async function facturxParts(pdf: Buffer) {
  const document = await PDFDocument.load(pdf);
  const names = document.catalog.lookup(PDFName.of('Names'), PDFDict).lookup(PDFName.of('EmbeddedFiles'), PDFDict).lookup(PDFName.of('Names'), PDFArray);
  const fileSpec = names.lookup(1, PDFDict);
  const stream = fileSpec.lookup(PDFName.of('EF'), PDFDict).lookup(PDFName.of('F'), PDFStream) as PDFRawStream;
  const metadata = document.catalog.lookup(PDFName.of('Metadata'), PDFStream) as PDFRawStream;
  return {
    fileName: fileSpec.lookup(PDFName.of('UF'), PDFHexString).decodeText(),
    relationship: fileSpec.lookup(PDFName.of('AFRelationship'))?.toString(),
    af: document.catalog.lookup(PDFName.of('AF'), PDFArray).size(),
    xml: Buffer.from(decodePDFRawStream(stream).decode()).toString('utf8'),
    xmp: Buffer.from(metadata.getContents()).toString('utf8'),
  };
}

describe('the invoice PDF', () => {
  it('embeds the Factur-X XML of the same invoice, declared in the XMP metadata', async () => {
    const pdf = await renderInvoicePdf(invoiceDocument(invoice, { buyer }), seller);
    const parts = await facturxParts(pdf);
    expect(parts).toMatchObject({ fileName: 'factur-x.xml', relationship: '/Alternative', af: 1 });
    expect(parts.xml).toContain('<ram:ID>FA-2026-000042</ram:ID>');
    expect(parts.xml).toContain('<ram:GrandTotalAmount>1198.80</ram:GrandTotalAmount>');
    expect(parts.xmp).toContain('<pdfaid:part>3</pdfaid:part>');
    expect(parts.xmp).toContain('<fx:ConformanceLevel>EN 16931</fx:ConformanceLevel>');
    expect(await textOf(pdf)).toContain('1 198,80 €');
  });

  it('prints the days the back-office shows, in Paris time (an invoice of 23:30 UTC is dated the next day)', async () => {
    const late = { ...invoice, date: '2026-11-26T23:30:00.000Z', due_date: '2026-12-26T23:30:00.000Z' };
    const pdf = await renderInvoicePdf(invoiceDocument(late, { buyer }), seller);
    const text = await textOf(pdf);
    expect(text).toContain('27/11/2026');
    expect(text).toContain('À régler au plus tard le 27/12/2026');
    expect(text).not.toContain('26/11/2026');
    const { xml } = await facturxParts(pdf);
    expect(xml).toContain('<udt:DateTimeString format="102">20261127</udt:DateTimeString>');
    expect(xml).toMatch(/<ram:DueDateDateTime>\s*<udt:DateTimeString format="102">20261227<\/udt:DateTimeString>/);
  });

  it('of a paid invoice says when and how it was paid, no longer « net à payer » (issue 37 §5)', async () => {
    const paid = { ...invoice, status: 'paid', paid_at: '2026-11-10T00:00:00.000Z', payment_method: 'bank_transfer' };
    const text = await textOf(await renderInvoicePdf(invoiceDocument(paid, { buyer }), seller));
    expect(text).toContain('Payée le 10/11/2026 par virement bancaire.');
    expect(text).toContain('Total TTC — réglé');
    expect(text).not.toContain('net à payer');
    expect(text).not.toContain('À régler au plus tard');
  });

  it('of a draft is marked BROUILLON and carries no XML', async () => {
    const pdf = await renderInvoicePdf(invoiceDocument({ ...invoice, status: 'draft' }, { buyer }), seller);
    const text = await textOf(pdf);
    expect(text).toContain('BROUILLON');
    expect(text).not.toContain('FA-2026-000042');
    expect((await PDFDocument.load(pdf)).catalog.has(PDFName.of('AF'))).toBe(false);
  });

  it('of a credit note says AVOIR and cites the invoice it corrects', async () => {
    const note = { number: 'AV-2026-000003', invoice_number: 'FA-2026-000042', date: '2026-11-20', reason: 'Résiliation', items: [{ description: 'Remboursement', quantity: 1, unit_price: 999, tax_rate: 20 }] };
    const pdf = await renderInvoicePdf(creditNoteDocument(note, { buyer }), seller);
    const text = await textOf(pdf);
    for (const mention of ['AVOIR', 'AV-2026-000003', 'Cet avoir rectifie la facture n° FA-2026-000042.', 'Motif : Résiliation', "Montant TTC de l'avoir"]) expect(text).toContain(mention);
    expect((await facturxParts(pdf)).xml).toContain('<ram:TypeCode>381</ram:TypeCode>');
  });
});
