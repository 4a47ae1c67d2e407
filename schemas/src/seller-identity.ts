/**
 * Who issues the invoices: the company named at setup (`site.name`) and its legal identity,
 * read from the generic `settings` collection (key/value documents) under these keys. French
 * law requires each of them on an invoice; until the operator fills one in, the documents say so.
 */
export const SELLER_SETTINGS = [
  { field: 'name', key: 'site.name', label: 'Raison sociale' },
  { field: 'legalForm', key: 'company.legal_form', label: 'Forme juridique' },
  { field: 'shareCapital', key: 'company.share_capital', label: 'Capital social' },
  { field: 'siren', key: 'company.siren', label: 'SIREN' },
  { field: 'siret', key: 'company.siret', label: 'SIRET' },
  { field: 'rcsCity', key: 'company.rcs_city', label: 'Ville du greffe (RCS)' },
  { field: 'vatNumber', key: 'company.vat_number', label: 'N° de TVA intracommunautaire' },
  { field: 'address', key: 'company.address', label: 'Adresse du siège' },
  { field: 'postalCode', key: 'company.postal_code', label: 'Code postal' },
  { field: 'city', key: 'company.city', label: 'Ville' },
  { field: 'email', key: 'company.email', label: 'E-mail de facturation' },
] as const;

export type SellerField = (typeof SELLER_SETTINGS)[number]['field'];

/** The seller's facts as filled in; a missing one is undefined. */
export type SellerIdentity = Partial<Record<SellerField, string>> & {
  /** ISO 3166-1 alpha-2; the product is French. */
  country: string;
};

/** How a missing fact reads on a document. */
export const SELLER_PLACEHOLDER = '(à compléter dans les paramètres)';

/** The seller from `settings` documents (`{ key, value }`): blank values count as missing. */
export function sellerFromSettings(settings: readonly { key?: unknown; value?: unknown }[]): SellerIdentity {
  const byKey = new Map(settings.map((setting) => [String(setting.key), setting.value]));
  const seller: SellerIdentity = { country: 'FR' };
  for (const { field, key } of SELLER_SETTINGS) {
    const value = byKey.get(key);
    const text = value === undefined || value === null ? '' : String(value).trim();
    if (text) seller[field] = text;
  }
  return seller;
}
