/**
 * Who publishes and hosts the site (French law requires these "mentions légales").
 * The spec gives none of these facts: every bracketed value is a placeholder, shown as such
 * on the pages, to be replaced by the operator's real identity before going live.
 */
import { formatMoney } from '@hexagone/schemas';
import { BRAND_SLUG, COPYRIGHT_HOLDER } from './brand';

/** How a missing fact reads on the pages, so that nobody mistakes it for a real one. */
const PLACEHOLDER_PREFIX = '[À compléter : ';
export const placeholder = (what: string) => `${PLACEHOLDER_PREFIX}${what}]`;
export const isPlaceholder = (value: string) => value.startsWith(PLACEHOLDER_PREFIX);

export const legalEntity = {
  publisher: {
    name: COPYRIGHT_HOLDER,
    legalForm: 'Société par actions simplifiée (SAS)',
    capital: placeholder('capital social'),
    registration: placeholder('numéro RCS et ville du greffe'),
    vatNumber: placeholder('numéro de TVA intracommunautaire'),
    address: placeholder('adresse du siège social'),
    email: `contact@${BRAND_SLUG}.fr`,
    phone: placeholder('numéro de téléphone'),
  },
  publicationDirector: placeholder('nom et fonction du directeur de la publication'),
  host: {
    name: placeholder("raison sociale de l'hébergeur"),
    address: placeholder("adresse de l'hébergeur"),
    phone: placeholder("téléphone de l'hébergeur"),
  },
  /** The data-protection contact (spec 3 "Legal content shapes"). */
  dpo: {
    title: 'Délégué à la protection des données (DPO)',
    email: `dpo@${BRAND_SLUG}.fr`,
    address: placeholder('adresse postale du DPO'),
  },
  /** The French supervisory authority for personal data. */
  authority: { name: 'Commission nationale de l’informatique et des libertés (CNIL)', href: 'https://www.cnil.fr/fr/plaintes' },
};

const filled = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value.trim() : typeof value === 'number' ? String(value) : undefined);

/** A share capital typed as a bare figure reads in euros ("25000" → "25 000,00 €"). */
const capitalText = (value: string) => (/^\d+([.,]\d+)?$/.test(value) ? formatMoney(value) : value);

/**
 * The publisher, director and host from the Site tab of the settings (settings_site), as the
 * /legal page shows them on each request: every fact left empty stays a marked placeholder.
 */
export function legalEntityFromSite(site: Record<string, unknown>) {
  const { publisher, host } = legalEntity;
  const rcsCity = filled(site.rcs_city);
  const siren = filled(site.siren);
  const street = filled(site.address);
  const town = [filled(site.postal_code), filled(site.city)].filter(Boolean).join(' ');
  const capital = filled(site.share_capital);
  return {
    ...legalEntity,
    publisher: {
      name: filled(site.company_name) ?? filled(site.name) ?? publisher.name,
      legalForm: filled(site.legal_form) ?? publisher.legalForm,
      capital: capital ? capitalText(capital) : publisher.capital,
      registration: rcsCity && siren ? `RCS ${rcsCity} ${siren}` : publisher.registration,
      vatNumber: filled(site.vat_number) ?? publisher.vatNumber,
      address: street ? [street, town].filter(Boolean).join(', ') : publisher.address,
      email: filled(site.contact_email) ?? publisher.email,
      phone: filled(site.phone) ?? publisher.phone,
    },
    publicationDirector: filled(site.publication_director) ?? legalEntity.publicationDirector,
    host: {
      name: filled(site.host_name) ?? host.name,
      address: filled(site.host_address) ?? host.address,
      phone: filled(site.host_phone) ?? host.phone,
    },
  };
}
