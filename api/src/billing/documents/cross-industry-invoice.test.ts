import { describe, expect, it } from 'vitest';
import { invoiceDocument, creditNoteDocument } from './billing-document';
import { amount, crossIndustryInvoice } from './cross-industry-invoice';

const seller = { name: 'Hexagone SAS', siren: '123 456 789', vatNumber: 'FR 12 123456789', address: '1 rue de la Paix', postalCode: '75002', city: 'Paris', country: 'FR' };
const invoice = {
  status: 'pending',
  number: 'FA-2026-000007',
  user_email: 'client@exemple.fr',
  date: '2026-11-02T00:00:00.000Z',
  due_date: '2026-12-02T00:00:00.000Z',
  currency: 'EUR',
  items: [
    { description: 'Hébergement <Pro> & support\u0007', quantity: 3, unit_price: 19.99, tax_rate: 20 },
    { description: 'Livre', quantity: 1, unit_price: 0.1, tax_rate: 5.5 },
  ],
};

describe('Cross-Industry-Invoice XML', () => {
  it('carries the number, type, dates, parties, lines and totals per rate', () => {
    const xml = crossIndustryInvoice(invoiceDocument(invoice, { buyer: { email: 'client@exemple.fr', name: 'Claire Martin' } }), seller);
    expect(xml).toContain('<ram:ID>FA-2026-000007</ram:ID>');
    expect(xml).toContain('<ram:TypeCode>380</ram:TypeCode>');
    expect(xml).toContain('<udt:DateTimeString format="102">20261102</udt:DateTimeString>');
    expect(xml).toContain('<ram:DueDateDateTime>');
    expect(xml).toContain('<ram:Name>Hébergement &lt;Pro&gt; &amp; support</ram:Name>');
    expect(xml).toContain('<ram:ID schemeID="0002">123456789</ram:ID>');
    expect(xml).toContain('<ram:ID schemeID="VA">FR12123456789</ram:ID>');
    expect(xml).toContain('<ram:Name>Claire Martin</ram:Name>');
    expect(xml).toContain('<ram:TaxBasisTotalAmount>60.07</ram:TaxBasisTotalAmount>');
    expect(xml).toContain('<ram:TaxTotalAmount currencyID="EUR">12.00</ram:TaxTotalAmount>');
    expect(xml).toContain('<ram:GrandTotalAmount>72.07</ram:GrandTotalAmount>');
    expect(xml).toContain('<ram:SubjectCode>PMT</ram:SubjectCode>');
    // The frame (BT-23): services unless told; no VAT-on-debits code unless the seller opted for it.
    expect(xml).toMatch(/<ram:BusinessProcessSpecifiedDocumentContextParameter>\s*<ram:ID>S1<\/ram:ID>/);
    expect(xml).not.toContain('DueDateTypeCode');
  });

  it("writes the invoice's own frame and the VAT-on-debits option (BT-8, code 5)", () => {
    const xml = crossIndustryInvoice(invoiceDocument(invoice, { buyer: { email: 'client@exemple.fr' }, framework: 'M1', vatOnDebits: true }), seller);
    expect(xml).toMatch(/<ram:BusinessProcessSpecifiedDocumentContextParameter>\s*<ram:ID>M1<\/ram:ID>/);
    expect(xml).toContain('<ram:DueDateTypeCode>5</ram:DueDateTypeCode>');
  });

  it('types a credit note 381, cites the invoice it corrects with its date (BT-25, BT-26), and carries the payment notes', () => {
    const note = { number: 'AV-2026-000001', invoice_number: 'FA-2026-000007', date: '2026-11-20', reason: 'Geste commercial', items: [{ description: 'Remboursement', quantity: 1, unit_price: 10, tax_rate: 20 }] };
    const xml = crossIndustryInvoice(creditNoteDocument(note, { buyer: { email: 'client@exemple.fr' }, correctedInvoiceDate: invoice.date }), seller);
    expect(xml).toContain('<ram:TypeCode>381</ram:TypeCode>');
    expect(xml).toMatch(
      /<ram:InvoiceReferencedDocument>\s*<ram:IssuerAssignedID>FA-2026-000007<\/ram:IssuerAssignedID>\s*<ram:FormattedIssueDateTime>\s*<qdt:DateTimeString format="102">20261102<\/qdt:DateTimeString>/,
    );
    for (const code of ['PMD', 'PMT', 'AAB']) expect(xml).toContain(`<ram:SubjectCode>${code}</ram:SubjectCode>`);
  });

  it('refuses a draft, which has no number', () => {
    expect(() => crossIndustryInvoice(invoiceDocument({ ...invoice, status: 'draft' }, { buyer: { email: 'x@exemple.fr' } }), seller)).toThrow(/brouillon/);
  });

  it('writes amounts from cents', () => {
    expect([amount(0), amount(5), amount(123450), amount(-199)]).toEqual(['0.00', '0.05', '1234.50', '-1.99']);
  });
});
