/**
 * The PDF of an invoice or a credit note from its record: the buyer is the account with the
 * record's e-mail when there is one, the seller is the company of the site settings.
 */
import { Injectable, NotFoundException } from '@nestjs/common';
import { readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { billingInvoices, getResource, sellerFromSite, users, type ResourceDef, type SellerIdentity, type Values } from '@hexagone/schemas';
import { ERRORS } from '../../common/errors';
import { CrudService } from '../../crud/crud.service';
import { SettingsService } from '../../settings/settings.service';
import { readFileContent } from '../../platform/files/file-content';
import { uploadsDir } from '../../uploads/uploads-dir';
import { creditNoteDocument, documentFileName, invoiceDocument, type BillingDocument, type DocumentBuyer } from './billing-document';
import { renderInvoicePdf } from './invoice-pdf';

/** The image formats a PDF embeds (pdfmake); a logo of another format is left out. */
const PDF_IMAGE_TYPES = new Set(['image/png', 'image/jpeg']);

/** Declared by the billing domain (the refund writes them); absent, its documents are not found. */
export const CREDIT_NOTES = 'billing_credit_notes';

export interface RenderedDocument {
  document: BillingDocument;
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
  ) {}

  async seller(): Promise<SellerIdentity> {
    return sellerFromSite(await this.settings.site());
  }

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

  async buyer(email: unknown): Promise<DocumentBuyer> {
    const address = String(email ?? '').trim();
    const account = address ? await this.crud.model(users.name).findOne({ email: address.toLowerCase() }).lean<Values>().exec() : null;
    const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
    return { email: address, name: text(account?.name), company: text(account?.company) };
  }

  /** The resource whose documents a download names: invoices, or credit notes once declared. */
  resourceOf(collection: 'invoices' | 'credit_notes'): ResourceDef {
    const resource = collection === 'invoices' ? billingInvoices : getResource(CREDIT_NOTES);
    if (!resource) throw new NotFoundException(ERRORS.notFound);
    return resource;
  }

  async render(resource: ResourceDef, id: string): Promise<RenderedDocument> {
    const found = await this.crud.findById(resource, id);
    if (!found) throw new NotFoundException(ERRORS.notFound);
    const record = found.toJSON() as Values;
    const buyer = await this.buyer(record.user_email);
    const document = resource.name === billingInvoices.name ? invoiceDocument(record, buyer) : creditNoteDocument(record, buyer);
    const pdf = await renderInvoicePdf(document, await this.seller(), await this.logo());
    return { document, record, fileName: documentFileName(document), pdf };
  }
}
