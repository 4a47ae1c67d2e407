/**
 * Who issues the invoices: the company of the site settings (`settings_site`) and its legal
 * identity. French law requires each of these facts on an invoice; until the operator fills
 * one in, the documents say so.
 */
import type { FieldDef, Values } from './fields';

/** Each fact of the seller and the field of `settings_site` it comes from. */
export const SELLER_FIELDS = [
  { field: 'name', from: ['company_name', 'name'], label: 'Raison sociale' },
  { field: 'legalForm', from: ['legal_form'], label: 'Forme juridique' },
  { field: 'shareCapital', from: ['share_capital'], label: 'Capital social' },
  { field: 'siren', from: ['siren'], label: 'SIREN' },
  { field: 'siret', from: ['siret'], label: 'SIRET' },
  { field: 'rcsCity', from: ['rcs_city'], label: 'Ville du greffe (RCS)' },
  { field: 'vatNumber', from: ['vat_number'], label: 'N° de TVA intracommunautaire' },
  { field: 'address', from: ['address'], label: 'Adresse du siège' },
  { field: 'postalCode', from: ['postal_code'], label: 'Code postal' },
  { field: 'city', from: ['city'], label: 'Ville' },
  { field: 'email', from: ['contact_email'], label: 'E-mail de facturation', optional: true },
] as const;

export type SellerField = (typeof SELLER_FIELDS)[number]['field'];

/** The seller's facts as filled in; a missing one is undefined. */
export type SellerIdentity = Partial<Record<SellerField, string>> & {
  /** ISO 3166-1 alpha-2; the product is French. */
  country: string;
};

/** How a missing fact reads on a document. */
export const SELLER_PLACEHOLDER = '(à compléter dans les paramètres)';

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value).trim());

/** The seller from the site settings: blank values count as missing (the first filled source wins). */
export function sellerFromSite(site: Values): SellerIdentity {
  const seller: SellerIdentity = { country: 'FR' };
  for (const { field, from } of SELLER_FIELDS) {
    const value = from.map((name) => text(site[name])).find(Boolean);
    if (value) seller[field] = value;
  }
  return seller;
}

/** The facts French law wants of the seller and still missing, by their labels. */
export const missingSellerFacts = (seller: SellerIdentity): string[] =>
  SELLER_FIELDS.filter((fact) => !('optional' in fact) && !seller[fact.field]).map((fact) => fact.label);

export const sellerIncomplete = (missing: readonly string[]): string =>
  `Identité légale du vendeur incomplète (${missing.join(', ')}) : complétez l'onglet Site des paramètres avant d'émettre une facture`;

/** An issued document's copy of its seller, as it was on its issue date (server-kept). */
export const SELLER_SNAPSHOT_FIELD: FieldDef & { name: 'seller'; type: 'group' } = {
  name: 'seller',
  label: "Vendeur à l'émission",
  type: 'group',
  readOnly: true,
  fields: [...SELLER_FIELDS.map(({ field, label }): FieldDef => ({ name: field, label, type: 'text' })), { name: 'country', label: 'Pays', type: 'text' }],
};
