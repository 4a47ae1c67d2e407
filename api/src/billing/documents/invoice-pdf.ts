/**
 * An invoice or credit note as a French PDF (pdfmake): every mandatory mention, in a PDF/A-3b
 * (embedded fonts, sRGB output intent); a numbered document also carries its Factur-X XML
 * (facturx-pdf.ts). A draft is a preview marked BROUILLON, with no number and no XML.
 */
import { formatMoney, operationCategory, printedSiren, VAT_ON_DEBITS_MENTION, type PostalAddress, type SellerIdentity } from '@hexagone/schemas';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { formatDate } from '../../platform/exports/french-format';
import { pdfmake } from '../../platform/exports/pdf-fonts';
import { documentTitle, type BillingDocument } from './billing-document';
import { crossIndustryInvoice } from './cross-industry-invoice';
import { embedFacturX } from './facturx-pdf';
import { paymentMentions, sellerLines } from './legal-mentions';

export const DRAFT_MARK = 'BROUILLON';
const GREY = '#555555';
const RULE = '#d0d4de';

const quantityFormat = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 4 });
const percentFormat = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });
const percent = (rate: number) => `${percentFormat.format(rate)}\u00a0%`;

/** The site's logo above the seller's name, at most this size (points). */
const LOGO_FIT: [number, number] = [140, 48];

function header(document: BillingDocument, seller: SellerIdentity, logo?: string): Content {
  const identity = sellerLines(seller);
  const heading = document.kind === 'invoice' ? 'FACTURE' : 'AVOIR';
  const facts: [string, string][] = [
    [document.kind === 'invoice' ? 'Facture n°' : 'Avoir n°', document.number ?? "attribué à l'émission"],
    ["Date d'émission", formatDate(document.issueDate)],
    document.service.end
      ? ['Période de prestation', `du ${formatDate(document.service.start)} au ${formatDate(document.service.end)}`]
      : ['Date de prestation', formatDate(document.service.start)],
  ];
  if (document.dueDate) facts.push(["Date d'échéance", formatDate(document.dueDate)]);
  if (document.correctedInvoice) {
    facts.push(['Facture rectifiée', `n° ${document.correctedInvoice}${document.correctedInvoiceDate ? ` du ${formatDate(document.correctedInvoiceDate)}` : ''}`]);
  }
  return {
    columns: [
      [
        ...(logo ? [{ image: 'logo', fit: LOGO_FIT, margin: [0, 0, 0, 8] } as Content] : []),
        { text: identity.name, fontSize: 14, bold: true, margin: [0, 0, 0, 4] },
        ...identity.lines.map((line) => ({ text: line, fontSize: 8, color: GREY })),
      ],
      {
        width: 240,
        stack: [
          { text: document.draft ? `${heading} — ${DRAFT_MARK}` : heading, fontSize: 18, bold: true, alignment: 'right', margin: [0, 0, 0, 6] },
          {
            table: { widths: ['auto', '*'], body: facts.map(([label, value]) => [{ text: label, color: GREY, noWrap: true }, { text: value, bold: true, alignment: 'right' }]) },
            layout: 'noBorders',
          },
        ],
      },
    ],
    columnGap: 16,
  };
}

const regionNames = new Intl.DisplayNames(['fr'], { type: 'region' });
/** An address as printed: street, then postcode and city, then the country when abroad. */
const addressLines = (address: PostalAddress | undefined): string[] =>
  address
    ? [address.street, [address.postalCode, address.city].filter(Boolean).join(' '), address.country !== 'FR' ? (regionNames.of(address.country) ?? address.country) : undefined].filter(
        (line): line is string => Boolean(line),
      )
    : [];

function buyer(document: BillingDocument): Content {
  const { buyer: b } = document;
  const delivery = addressLines(b.delivery);
  return {
    margin: [260, 18, 0, 12],
    table: {
      widths: ['*'],
      body: [
        [
          {
            stack: [
              { text: 'Client', color: GREY, fontSize: 8 },
              ...(b.name ? [{ text: b.name, bold: true }] : []),
              ...(b.contact ? [{ text: b.contact }] : []),
              ...addressLines(b.address).map((line) => ({ text: line })),
              ...(b.siren ? [{ text: `SIREN : ${printedSiren(b.siren)}`, fontSize: 8 }] : []),
              ...(b.vatNumber ? [{ text: `N° de TVA intracommunautaire : ${b.vatNumber}`, fontSize: 8 }] : []),
              { text: b.email, bold: !b.name, fontSize: 8 },
              ...(delivery.length ? [{ text: `Adresse de livraison : ${delivery.join(', ')}`, fontSize: 8, margin: [0, 3, 0, 0] } as Content] : []),
            ],
            margin: [6, 4, 6, 4],
          },
        ],
      ],
    },
    layout: { hLineColor: () => RULE, vLineColor: () => RULE },
  };
}

function lines(document: BillingDocument): Content {
  const money = (cents: number) => formatMoney(cents / 100, document.currency);
  const head = ['Désignation', 'Quantité', 'Prix unitaire HT', 'TVA', 'Total HT'].map((label, index) => ({
    text: label,
    bold: true,
    fillColor: '#e8eaf0',
    alignment: index ? 'right' : 'left',
  }));
  return {
    table: {
      headerRows: 1,
      widths: ['*', 50, 80, 40, 80],
      body: [
        head,
        ...document.lines.map((line) => [
          line.description,
          { text: quantityFormat.format(line.quantity), alignment: 'right' },
          { text: money(line.unitPriceCents), alignment: 'right' },
          { text: percent(line.taxRate), alignment: 'right' },
          { text: money(line.netCents), alignment: 'right' },
        ]),
      ],
    },
    layout: 'lightHorizontalLines',
  } as Content;
}

function totals(document: BillingDocument): Content {
  const money = (cents: number) => formatMoney(cents / 100, document.currency);
  const vatRows = document.vat.map((group) => [`TVA ${percent(group.rate)} sur ${money(group.baseCents)}`, money(group.taxCents)]);
  const rows: [string, string, boolean?][] = [
    ['Total HT', money(document.totals.netCents)],
    ...vatRows.map(([label, value]) => [label, value] as [string, string]),
    ['Total TVA', money(document.totals.taxCents)],
    [document.kind === 'credit_note' ? "Montant TTC de l'avoir" : document.paid ? 'Total TTC — réglé' : 'Total TTC — net à payer', money(document.totals.grossCents), true],
  ];
  return {
    margin: [260, 10, 0, 0],
    table: {
      widths: ['*', 'auto'],
      body: rows.map(([label, value, strong]) => [
        { text: label, bold: strong === true },
        { text: value, alignment: 'right', bold: strong === true },
      ]),
    },
    layout: 'lightHorizontalLines',
  };
}

/** « Payée le … par … » once paid, else the day it is due. */
function settlement(document: BillingDocument): string {
  if (document.paid) return `Payée le ${formatDate(document.paid.on)}${document.paid.method ? ` par ${document.paid.method.toLowerCase()}` : ''}. `;
  return document.dueDate ? `À régler au plus tard le ${formatDate(document.dueDate)}. ` : '';
}

function conditions(document: BillingDocument): Content[] {
  const mentions = paymentMentions();
  const blocks: Content[] = [];
  if (document.kind === 'credit_note') {
    blocks.push({ text: `Cet avoir rectifie la facture n° ${document.correctedInvoice ?? '—'}.`, bold: true });
    if (document.reason) blocks.push({ text: `Motif : ${document.reason}` });
  } else {
    blocks.push(
      { text: 'Conditions de paiement', bold: true, margin: [0, 0, 0, 2] },
      { text: `${settlement(document)}${mentions.terms}` },
      { text: mentions.latePenalty },
      { text: mentions.recoveryFee },
      { text: mentions.discount },
    );
  }
  // The French e-invoicing mentions: the category of the operation, and the VAT-on-debits option when chosen.
  blocks.push({ text: `Catégorie de l'opération : ${operationCategory(document.framework)}.`, margin: [0, 6, 0, 0] });
  if (document.vatOnDebits) blocks.push({ text: `${VAT_ON_DEBITS_MENTION}.` });
  if (document.notes) blocks.push({ text: `Notes : ${document.notes}`, margin: [0, 6, 0, 0] });
  return [{ stack: blocks, fontSize: 8.5, margin: [0, 18, 0, 0] }];
}

/** `logo`: the Site tab's logo as a PNG or JPEG data URL, shown at the top of the document. */
export function invoiceDefinition(document: BillingDocument, seller: SellerIdentity, logo?: string): TDocumentDefinitions {
  const title = documentTitle(document);
  const author = seller.name ?? 'Hexagone';
  return {
    version: '1.7',
    subset: 'PDF/A-3b',
    info: { title, author, subject: title, creator: author, producer: 'Hexagone (pdfmake, pdf-lib)' },
    pageSize: 'A4',
    pageMargins: [40, 40, 40, 50],
    defaultStyle: { font: 'Roboto', fontSize: 9.5 },
    watermark: document.draft ? { text: DRAFT_MARK, opacity: 0.12, bold: true } : undefined,
    images: logo ? { logo } : undefined,
    content: [
      header(document, seller, logo),
      buyer(document),
      ...(document.description ? [{ text: document.description, italics: true, margin: [0, 0, 0, 8] } as Content] : []),
      lines(document),
      totals(document),
      ...conditions(document),
    ],
    footer: (page: number, pages: number) => ({
      columns: [
        { text: `${author} — ${title}`, fontSize: 7, color: GREY },
        { text: `Page ${page} / ${pages}`, alignment: 'right', fontSize: 7, color: GREY },
      ],
      margin: [40, 16, 40, 0],
    }),
  };
}

/** The document's PDF: a Factur-X PDF/A-3 once it has a number, a marked preview before. */
export async function renderInvoicePdf(document: BillingDocument, seller: SellerIdentity, logo?: string): Promise<Buffer> {
  const definition = invoiceDefinition(document, seller, logo);
  const pdf = await (await pdfmake()).createPdf(definition).getBuffer();
  if (!document.number) return pdf;
  return embedFacturX(pdf, crossIndustryInvoice(document, seller), {
    title: String(definition.info?.title),
    author: String(definition.info?.author),
    producer: String(definition.info?.producer),
  });
}
