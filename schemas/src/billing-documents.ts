/**
 * The documents of the billing domain (invoices, credit notes) as PDFs: their download address
 * (spec 3 §7, `GET /api/v1/billing_invoices/{id}/download`, served by api/src/billing/documents)
 * and the row action that opens it in a new window with a signed link.
 */
import type { Values } from './fields';
import type { ActionDef } from './resource';

export const documentDownloadPath = (collection: string, id: unknown): string => `/api/v1/${collection}/${encodeURIComponent(String(id ?? ''))}/download`;

/** 'Télécharger': the record's PDF, in a new window (a draft invoice's is a preview). */
export const downloadDocumentAction = (collection: string): ActionDef => ({
  name: 'download',
  label: 'Télécharger',
  icon: 'Download',
  scope: 'row',
  effect: { kind: 'link', href: (record: Values) => documentDownloadPath(collection, record.id ?? record._id), newTab: true, signature: true },
});
