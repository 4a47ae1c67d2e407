/**
 * The PDF of an invoice or a credit note from its record, with the seller and the customer it
 * was issued with (invoice-parties.ts); a draft's preview shows today's.
 */
import { Injectable, NotFoundException } from '@nestjs/common';
import { readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { billingInvoices, getResource, type OwnerScope, type ResourceDef, type SellerIdentity, type Values } from '@hexagone/schemas';
import { ERRORS } from '../../common/errors';
import { CrudService } from '../../crud/crud.service';
import { SettingsService } from '../../settings/settings.service';
import { readFileContent } from '../../platform/files/file-content';
import { uploadsDir } from '../../uploads/uploads-dir';
import { creditNoteDocument, documentFileName, invoiceDocument, type BillingDocument } from './billing-document';
import { InvoicePartiesService } from './invoice-parties';
import { renderInvoicePdf } from './invoice-pdf';

/** The image formats a PDF embeds (pdfmake); a logo of another format is left out. */
const PDF_IMAGE_TYPES = new Set(['image/png', 'image/jpeg']);

/** Declared by the billing domain (the refund writes them); absent, its documents are not found. */
export const CREDIT_NOTES = 'billing_credit_notes';

export interface RenderedDocument {
  document: BillingDocument;
  /** Who issued it: its frozen copy, or today's seller for a draft. */
  seller: SellerIdentity;
  record: Values;
  fileName: string;
  pdf: Buffer;
}

@Injectable()
export class BillingDocumentsService {
  /** The last logo read: an uploaded file's name is never reused, so its bytes never change. */
  private logoCache?: { path: string; dataUrl?: string };

  constructor(
    private readonly crud: CrudService,
    private readonly settings: SettingsService,
    private readonly parties: InvoicePartiesService,
  ) {}

  /** The Site tab's logo as a data URL, when it is a PNG or JPEG file still on the disk. */
  async logo(): Promise<string | undefined> {
    const path = await this.settings.logo();
    if (!path) return undefined;
    if (this.logoCache?.path !== path) {
      const bytes = await readFile(join(uploadsDir(), basename(path))).catch(() => undefined);
      const kind = bytes && (await readFileContent(bytes));
      const dataUrl = bytes && kind && PDF_IMAGE_TYPES.has(kind.mime) ? `data:${kind.mime};base64,${bytes.toString('base64')}` : undefined;
      this.logoCache = { path, dataUrl };
    }
    return this.logoCache.dataUrl;
  }

  /** The resource whose documents a download names: invoices, or credit notes once declared. */
  resourceOf(collection: 'invoices' | 'credit_notes'): ResourceDef {
    const resource = collection === 'invoices' ? billingInvoices : getResource(CREDIT_NOTES);
    if (!resource) throw new NotFoundException(ERRORS.notFound);
    return resource;
  }

  /** The issue date of the invoice a credit note corrects (fixed once the invoice exists). */
  private async invoiceDate(id: unknown): Promise<unknown> {
    const invoice = await this.crud.findById(billingInvoices, String(id ?? '')).catch(() => null);
    return invoice?.toJSON().date;
  }

  /** With `owner`, only a document of theirs (404 otherwise). */
  async render(resource: ResourceDef, id: string, owner?: OwnerScope): Promise<RenderedDocument> {
    const found = await this.crud.findById(resource, id, owner);
    if (!found) throw new NotFoundException(ERRORS.notFound);
    const record = found.toJSON() as Values;
    const { seller, customer, framework, vatOnDebits } = await this.parties.of(record);
    const context = { buyer: customer, framework, vatOnDebits };
    const document =
      resource.name === billingInvoices.name ? invoiceDocument(record, context) : creditNoteDocument(record, { ...context, correctedInvoiceDate: await this.invoiceDate(record.invoice_id) });
    const pdf = await renderInvoicePdf(document, seller, await this.logo());
    return { document, seller, record, fileName: documentFileName(document), pdf };
  }
}
