/**
 * The invoice as UN/CEFACT Cross-Industry-Invoice XML, Factur-X profile EN 16931 (the
 * European norm's full core): what the e-invoicing reform has platforms exchange, and what a
 * Factur-X PDF carries as `factur-x.xml`. Elements come in the XSD's order.
 */
import type { PostalAddress, SellerIdentity } from '@hexagone/schemas';
import type { BillingDocument, DocumentBuyer } from './billing-document';
import { paymentMentions } from './legal-mentions';

export const FACTURX_FILENAME = 'factur-x.xml';
/** The profile's guideline id (BT-24) and its name in the PDF's XMP metadata. */
export const FACTURX_PROFILE = { guideline: 'urn:cen.eu:en16931:2017', conformanceLevel: 'EN 16931' } as const;

/** UNTDID 1001: commercial invoice, credit note. */
export const TYPE_CODES = { invoice: '380', credit_note: '381' } as const;

type Child = XmlNode | string | undefined | null | false;
interface XmlNode {
  name: string;
  attributes: Record<string, string>;
  children: Child[];
}

/** XML 1.0 has no place for most control characters (a pasted line could hold one): they go. */
// The characters XML 1.0 forbids are exactly what this pattern names.
// eslint-disable-next-line no-control-regex
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

export const escapeXml = (value: string) =>
  value.replace(NOT_XML, '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function el(name: string, attributesOrChild?: Record<string, string> | Child, ...children: Child[]): XmlNode {
  const isAttributes = typeof attributesOrChild === 'object' && attributesOrChild !== null && !('children' in attributesOrChild);
  return {
    name,
    attributes: isAttributes ? (attributesOrChild) : {},
    children: isAttributes ? children : [attributesOrChild as Child, ...children],
  };
}

function serialise(node: XmlNode, indent = ''): string {
  const attributes = Object.entries(node.attributes)
    .map(([key, value]) => ` ${key}="${escapeXml(value)}"`)
    .join('');
  const children = node.children.filter((child): child is XmlNode | string => child !== undefined && child !== null && child !== false);
  if (!children.length) return `${indent}<${node.name}${attributes}/>`;
  if (children.every((child) => typeof child === 'string')) return `${indent}<${node.name}${attributes}>${escapeXml(children.join(''))}</${node.name}>`;
  const inner = children.map((child) => (typeof child === 'string' ? `${indent}  ${escapeXml(child)}` : serialise(child, `${indent}  `))).join('\n');
  return `${indent}<${node.name}${attributes}>\n${inner}\n${indent}</${node.name}>`;
}

/** Cents as a decimal amount with 2 decimals (`1234.50`). */
export const amount = (cents: number): string => {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};

const decimal = (value: number) => String(Number(value.toFixed(4)));

/** UNTDID 2379 format 102: YYYYMMDD, the calendar day stored (midnight UTC). */
const compactDay = (date: Date) => date.toISOString().slice(0, 10).replace(/-/g, '');
const date102 = (date: Date) => el('udt:DateTimeString', { format: '102' }, compactDay(date));

/** VAT category (UNTDID 5305): standard rate, or zero-rated. */
const vatCategory = (rate: number) => (rate > 0 ? 'S' : 'Z');

/** A postal address in the XSD's order (postcode, line, city, country). */
const postalAddress = (address: PostalAddress) =>
  el(
    'ram:PostalTradeAddress',
    address.postalCode && el('ram:PostcodeCode', address.postalCode),
    address.street && el('ram:LineOne', address.street),
    address.city && el('ram:CityName', address.city),
    el('ram:CountryID', address.country),
  );

/** ISO 6523 0002: the SIREN identifies a French company (BT-30, BT-47). */
const legalOrganization = (siren: string | undefined) => siren && el('ram:SpecifiedLegalOrganization', el('ram:ID', { schemeID: '0002' }, siren.replace(/\s/g, '')));
const vatRegistration = (vatNumber: string | undefined) => vatNumber && el('ram:SpecifiedTaxRegistration', el('ram:ID', { schemeID: 'VA' }, vatNumber.replace(/\s/g, '')));
const emailAddress = (email: string | undefined) => email && el('ram:URIUniversalCommunication', el('ram:URIID', { schemeID: 'EM' }, email));

function sellerParty(seller: SellerIdentity) {
  return el(
    'ram:SellerTradeParty',
    el('ram:Name', seller.name ?? 'Vendeur'),
    legalOrganization(seller.siren),
    postalAddress({ street: seller.address, postalCode: seller.postalCode, city: seller.city, country: seller.country }),
    emailAddress(seller.email),
    vatRegistration(seller.vatNumber),
  );
}

/** The buyer (BG-7): name (BT-44), SIREN (BT-47), address (BG-8, BT-50…BT-55), e-mail (BT-49), VAT number (BT-48). */
function buyerParty(buyer: DocumentBuyer) {
  return el(
    'ram:BuyerTradeParty',
    el('ram:Name', buyer.name ?? buyer.email),
    legalOrganization(buyer.siren),
    // EN 16931 requires the buyer's country (BR-11): France unless the customer says otherwise.
    postalAddress(buyer.address ?? { country: 'FR' }),
    emailAddress(buyer.email),
    vatRegistration(buyer.vatNumber),
  );
}

function lineItem(document: BillingDocument, index: number) {
  const line = document.lines[index];
  return el(
    'ram:IncludedSupplyChainTradeLineItem',
    el('ram:AssociatedDocumentLineDocument', el('ram:LineID', String(index + 1))),
    el('ram:SpecifiedTradeProduct', el('ram:Name', line.description)),
    el('ram:SpecifiedLineTradeAgreement', el('ram:NetPriceProductTradePrice', el('ram:ChargeAmount', amount(line.unitPriceCents)))),
    // UN/ECE rec. 20 C62: "one", a unit of service.
    el('ram:SpecifiedLineTradeDelivery', el('ram:BilledQuantity', { unitCode: 'C62' }, decimal(line.quantity))),
    el(
      'ram:SpecifiedLineTradeSettlement',
      el('ram:ApplicableTradeTax', el('ram:TypeCode', 'VAT'), el('ram:CategoryCode', vatCategory(line.taxRate)), el('ram:RateApplicablePercent', decimal(line.taxRate))),
      el('ram:SpecifiedTradeSettlementLineMonetarySummation', el('ram:LineTotalAmount', amount(line.netCents))),
    ),
  );
}

/** The CII XML of a numbered invoice or credit note (a draft has no number and gets none). */
export function crossIndustryInvoice(document: BillingDocument, seller: SellerIdentity): string {
  if (!document.number) throw new Error('Un brouillon sans numéro ne peut pas devenir une facture électronique');
  const mentions = paymentMentions();
  const note = (content: string, code: string) => el('ram:IncludedNote', el('ram:Content', content), el('ram:SubjectCode', code));
  const { totals } = document;
  const root = el(
    'rsm:CrossIndustryInvoice',
    {
      'xmlns:rsm': 'urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100',
      'xmlns:qdt': 'urn:un:unece:uncefact:data:standard:QualifiedDataType:100',
      'xmlns:ram': 'urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100',
      'xmlns:udt': 'urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100',
    },
    el(
      'rsm:ExchangedDocumentContext',
      // The French cadre de facturation (BT-23, BR-FR-08).
      el('ram:BusinessProcessSpecifiedDocumentContextParameter', el('ram:ID', document.framework)),
      el('ram:GuidelineSpecifiedDocumentContextParameter', el('ram:ID', FACTURX_PROFILE.guideline)),
    ),
    el(
      'rsm:ExchangedDocument',
      el('ram:ID', document.number),
      el('ram:TypeCode', TYPE_CODES[document.kind]),
      el('ram:IssueDateTime', date102(document.issueDate)),
      document.reason && note(`Motif : ${document.reason}`, 'AAI'),
      // French notes, on credit notes too (BR-FR-05): late-payment penalties (PMD), recovery indemnity (PMT), discount (AAB).
      note(mentions.latePenalty, 'PMD'),
      note(mentions.recoveryFee, 'PMT'),
      note(mentions.discount, 'AAB'),
    ),
    el(
      'rsm:SupplyChainTradeTransaction',
      ...document.lines.map((_, index) => lineItem(document, index)),
      el(
        'ram:ApplicableHeaderTradeAgreement',
        sellerParty(seller),
        buyerParty(document.buyer),
      ),
      // The deliver-to address (BG-15) when the customer gave one; the service date (BT-72); a
      // period, when there is one, goes with the settlement (BG-14).
      el(
        'ram:ApplicableHeaderTradeDelivery',
        document.buyer.delivery && el('ram:ShipToTradeParty', el('ram:Name', document.buyer.name ?? document.buyer.email), postalAddress(document.buyer.delivery)),
        el('ram:ActualDeliverySupplyChainEvent', el('ram:OccurrenceDateTime', date102(document.service.start))),
      ),
      el(
        'ram:ApplicableHeaderTradeSettlement',
        el('ram:InvoiceCurrencyCode', document.currency),
        ...document.vat.map((group) =>
          el(
            'ram:ApplicableTradeTax',
            el('ram:CalculatedAmount', amount(group.taxCents)),
            el('ram:TypeCode', 'VAT'),
            el('ram:BasisAmount', amount(group.baseCents)),
            el('ram:CategoryCode', vatCategory(group.rate)),
            // BT-8, UNTDID 2475 code 5: VAT is due on the invoice's date, the seller having opted for debits.
            document.vatOnDebits && el('ram:DueDateTypeCode', '5'),
            el('ram:RateApplicablePercent', decimal(group.rate)),
          ),
        ),
        document.service.end &&
          el('ram:BillingSpecifiedPeriod', el('ram:StartDateTime', date102(document.service.start)), el('ram:EndDateTime', date102(document.service.end))),
        document.kind === 'invoice' &&
          el(
            'ram:SpecifiedTradePaymentTerms',
            el('ram:Description', mentions.terms),
            document.dueDate && el('ram:DueDateDateTime', date102(document.dueDate)),
          ),
        el(
          'ram:SpecifiedTradeSettlementHeaderMonetarySummation',
          el('ram:LineTotalAmount', amount(totals.netCents)),
          el('ram:TaxBasisTotalAmount', amount(totals.netCents)),
          el('ram:TaxTotalAmount', { currencyID: document.currency }, amount(totals.taxCents)),
          el('ram:GrandTotalAmount', amount(totals.grossCents)),
          el('ram:DuePayableAmount', amount(totals.grossCents)),
        ),
        // The corrected invoice (BT-25) and its date (BT-26, BR-FR-CO-05).
        document.correctedInvoice &&
          el(
            'ram:InvoiceReferencedDocument',
            el('ram:IssuerAssignedID', document.correctedInvoice),
            document.correctedInvoiceDate && el('ram:FormattedIssueDateTime', el('qdt:DateTimeString', { format: '102' }, compactDay(document.correctedInvoiceDate))),
          ),
      ),
    ),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n${serialise(root)}\n`;
}
