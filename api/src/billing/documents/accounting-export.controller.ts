/**
 * `GET /api/v1/billing_exports/accounting?from=YYYY-MM-DD&to=YYYY-MM-DD` ('Export comptable' of
 * the invoices screen, opened with a signed link, or a script's bearer token): a zip of the PDFs
 * of the invoices and credit notes issued in the period (Paris days, drafts left out) and of
 * their sales journal (sales-journal.ts). Only those who may read invoices get it.
 */
import { BadRequestException, Controller, Get, Query, Req, Res, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import JSZip from 'jszip';
import { billingCreditNotes, billingInvoices, INVOICE_STATUSES, parisDayKey, vatByRate, type Values } from '@hexagone/schemas';
import { Public } from '../../auth/roles.decorator';
import type { SessionUser } from '../../auth/session-user';
import { AccessService } from '../../crud/access.service';
import { CrudService } from '../../crud/crud.service';
import { SignedLinkGuard } from '../../platform/signed-links/signed-link.guard';
import { BillingDocumentsService } from './billing-documents.service';
import { contentDisposition } from './billing-documents.controller';
import { salesJournalCsv, type JournalLine } from './sales-journal';

export const ACCOUNTING_EXPORT_PATH = '/api/v1/billing_exports/accounting';

/** A year of documents at most, and no more than this many PDFs in one zip. */
const MAX_DAYS = 366;
const MAX_DOCUMENTS = 2000;
const DAY_MS = 86_400_000;

export const ACCOUNTING_EXPORT_MESSAGES = {
  period: 'Période invalide : indiquez un début et une fin (AAAA-MM-JJ), la fin après le début, sur un an au plus',
  tooMany: (count: number) => `Trop de documents pour un seul export (${count}, ${MAX_DOCUMENTS} au plus) : réduisez la période`,
} as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const frenchDay = (key: string) => key.split('-').reverse().join('/');

@ApiTags('Facturation')
@Controller('v1/billing_exports')
export class AccountingExportController {
  constructor(
    private readonly crud: CrudService,
    private readonly documents: BillingDocumentsService,
    private readonly access: AccessService,
  ) {}

  @Get('accounting')
  @Public()
  @UseGuards(SignedLinkGuard)
  @ApiOperation({ summary: 'Export comptable d’une période', description: 'Zip des PDF des factures et avoirs émis et du journal des ventes (CSV).' })
  @ApiQuery({ name: 'from', description: 'Premier jour (AAAA-MM-JJ, Europe/Paris)' })
  @ApiQuery({ name: 'to', description: 'Dernier jour inclus (AAAA-MM-JJ)' })
  @ApiProduces('application/zip')
  async export(@Query('from') from: unknown, @Query('to') to: unknown, @Req() request: Request, @Res() res: Response): Promise<void> {
    await this.access.assert(billingInvoices.access.read, request.user as SessionUser | undefined);
    if (typeof from !== 'string' || typeof to !== 'string' || !DAY.test(from) || !DAY.test(to)) throw new BadRequestException(ACCOUNTING_EXPORT_MESSAGES.period);
    const start = Date.parse(`${from}T00:00:00Z`);
    const end = Date.parse(`${to}T00:00:00Z`);
    if (Number.isNaN(start) || Number.isNaN(end) || end < start || (end - start) / DAY_MS >= MAX_DAYS) throw new BadRequestException(ACCOUNTING_EXPORT_MESSAGES.period);
    // Stored dates are instants: a day around the period, then the Paris day decides.
    const window = { $gte: new Date(start - DAY_MS), $lt: new Date(end + 2 * DAY_MS) };
    const inPeriod = (record: Values) => {
      const day = parisDayKey(new Date(record.date as string));
      return day >= from && day <= to;
    };
    const invoices = (await this.crud.model(billingInvoices.name).find({ status: { $ne: 'draft' }, date: window }).sort({ number: 1 }).lean<Values[]>().exec()).filter(inPeriod);
    const notes = (await this.crud.model(billingCreditNotes.name).find({ date: window }).sort({ number: 1 }).lean<Values[]>().exec()).filter(inPeriod);
    if (invoices.length + notes.length > MAX_DOCUMENTS) throw new BadRequestException(ACCOUNTING_EXPORT_MESSAGES.tooMany(invoices.length + notes.length));

    const zip = new JSZip();
    const lines: JournalLine[] = [];
    const statusLabel = (status: unknown) => INVOICE_STATUSES.find((option) => option.value === status)?.label ?? String(status ?? '');
    for (const [resource, records, folder] of [
      [billingInvoices, invoices, 'factures'],
      [billingCreditNotes, notes, 'avoirs'],
    ] as const) {
      for (const record of records) {
        const rendered = await this.documents.render(resource, String(record._id));
        zip.file(`${folder}/${rendered.fileName}`, rendered.pdf);
        const buyer = rendered.document.buyer;
        lines.push({
          kind: resource === billingInvoices ? 'Facture' : 'Avoir',
          number: String(record.number ?? ''),
          date: frenchDay(parisDayKey(new Date(record.date as string))),
          customer: buyer.name ?? buyer.email,
          siren: buyer.siren ?? '',
          vat: vatByRate(record.items as Values[] | undefined),
          status: resource === billingInvoices ? statusLabel(record.status) : `Avoir de ${String(record.invoice_number ?? '')}`,
        });
      }
    }
    zip.file(`journal-des-ventes-${from}-${to}.csv`, salesJournalCsv(lines));
    const body = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
    const fileName = `export-comptable-${from}-${to}.zip`;
    res
      .status(200)
      .set({ 'Content-Type': 'application/zip', 'Content-Disposition': contentDisposition(fileName).replace(/^inline/, 'attachment'), 'Cache-Control': 'private, no-store', 'Content-Length': String(body.length) })
      .end(body);
  }
}
