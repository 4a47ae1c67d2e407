import { describe, expect, it } from 'vitest';
import { invoiceDocument } from './billing-document';
import { reminderMail } from './reminder-mail';

const invoice = {
  status: 'pending',
  number: 'FA-2026-000003',
  date: '2026-10-01T00:00:00.000Z',
  due_date: '2026-10-31T00:00:00.000Z',
  items: [{ description: 'Professional', quantity: 1, unit_price: 199, tax_rate: 20 }],
};
const pdf = Buffer.from('%PDF-1.7');

describe('the reminder mail', () => {
  it('names the invoice, its amount and how late it is, with the PDF attached', () => {
    const mail = reminderMail(invoiceDocument(invoice, { buyer: { email: 'claire@exemple.fr', name: 'Claire Martin' } }), { name: 'Hexagone', country: 'FR' }, { fileName: 'facture-FA-2026-000003.pdf', pdf }, new Date('2026-11-26T10:00:00Z'));
    expect(mail.to).toBe('claire@exemple.fr');
    expect(mail.subject).toBe('Rappel : facture FA-2026-000003');
    expect(mail.text).toContain('Bonjour Claire Martin,');
    expect(mail.text).toContain("la facture FA-2026-000003 du 01/10/2026, d'un montant de 238,80\u00a0€ TTC, est arrivée à échéance le 31/10/2026 et reste impayée.");
    expect(mail.text).toContain('40,00\u00a0€');
    expect(mail.attachments).toEqual([{ filename: 'facture-FA-2026-000003.pdf', content: pdf, contentType: 'application/pdf' }]);
  });

  it('before the due date, says when it falls due; the day is the one in Paris', () => {
    const onDueDay = reminderMail(invoiceDocument(invoice, { buyer: { email: 'x@exemple.fr' } }), { country: 'FR' }, { fileName: 'f.pdf', pdf }, new Date('2026-10-31T22:30:00Z'));
    expect(onDueDay.text).toContain('arrive à échéance le 31/10/2026.');
    expect(onDueDay.text.startsWith('Bonjour,')).toBe(true);
    // 23:00 UTC is already the 1st of November in Paris.
    const dayAfter = reminderMail(invoiceDocument(invoice, { buyer: { email: 'x@exemple.fr' } }), { country: 'FR' }, { fileName: 'f.pdf', pdf }, new Date('2026-10-31T23:00:00Z'));
    expect(dayAfter.text).toContain('est arrivée à échéance le 31/10/2026 et reste impayée.');
  });
});
