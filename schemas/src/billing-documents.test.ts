import { describe, expect, it } from 'vitest';
import { documentDownloadPath, downloadDocumentAction } from './billing-documents';
import { billingInvoices } from './resources/billing_invoices';

describe('document downloads', () => {
  it('open the PDF of the record in a new window, with a signed link', () => {
    const action = billingInvoices.actions.find((a) => a.name === 'download');
    expect(action).toMatchObject({ label: 'Télécharger', icon: 'Download', scope: 'row' });
    expect(downloadDocumentAction('billing_credit_notes').name).toBe('download');
    expect(action?.effect).toMatchObject({ kind: 'link', newTab: true, signature: true });
    if (action?.effect.kind === 'link') expect(action.effect.href({ id: '65a1b2c3d4e5f60718293a4b' })).toBe('/api/v1/billing_invoices/65a1b2c3d4e5f60718293a4b/download');
    expect(documentDownloadPath('billing_credit_notes', 'a/b')).toBe('/api/v1/billing_credit_notes/a%2Fb/download');
  });
});
