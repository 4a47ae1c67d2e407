/**
 * Who publishes and hosts the site (French law requires these "mentions légales").
 * The spec gives none of these facts: every bracketed value is a placeholder, shown as such
 * on the pages, to be replaced by the operator's real identity before going live.
 */
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
