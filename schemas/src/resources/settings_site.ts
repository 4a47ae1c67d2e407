import { billingFrameworkField, DEFAULT_BILLING_FRAMEWORK } from '../billing-framework';
import { BRAND_NAME } from '../brand';
import { IMAGE_ACCEPT, IMAGE_MAX_BYTES } from '../image-uploads';
import { DEFAULT_DUNNING_DAYS, DUNNING_DAYS_PATTERN } from '../dunning';
import { defineResource } from '../resource';
import { SETTINGS_ACCESS, SETTINGS_BREADCRUMB, settingsTab } from './settings';

const BRAND_SLUG = BRAND_NAME.toLowerCase();

/**
 * The site and the company behind it (spec 3 §3 site settings, plus the legal identity French
 * law requires on invoices and on the /legal page). The only place these facts live: invoices,
 * e-mails and the legal page read them here. A legal fact left empty shows as a marked placeholder.
 */
export const settingsSite = defineResource({
  name: 'settings_site',
  label: 'Site',
  singular: 'Paramètres du site',
  description: 'Identité du site et de la société éditrice',
  icon: 'Settings',
  noun: 'un paramétrage du site',
  route: 'settings/site',
  breadcrumb: [...SETTINGS_BREADCRUMB, { label: 'Site' }],
  tab: settingsTab('Site'),
  access: SETTINGS_ACCESS,
  singleton: true,
  hooks: ['settings/settings.service'],
  fields: [
    { name: 'name', label: 'Nom du site', type: 'text', required: true, maxLength: 120, default: BRAND_NAME },
    { name: 'url', label: 'URL du site', type: 'url', required: true, maxLength: 300, default: 'http://127.0.0.1:3000' },
    { name: 'description', label: 'Description', type: 'textarea', maxLength: 500, rows: 3 },
    { name: 'logo', label: 'Logo', type: 'image', maxSize: IMAGE_MAX_BYTES, accept: IMAGE_ACCEPT },
    { name: 'favicon', label: 'Favicon', type: 'image', maxSize: IMAGE_MAX_BYTES, accept: IMAGE_ACCEPT },
    { name: 'contact_email', label: 'E-mail de contact', type: 'email', required: true, default: `contact@${BRAND_SLUG}.fr` },
    { name: 'support_email', label: 'E-mail du support', type: 'email', required: true, default: `support@${BRAND_SLUG}.fr` },
    { name: 'company_name', label: 'Raison sociale', type: 'text', maxLength: 200, helperText: 'Vide : le nom du site' },
    { name: 'legal_form', label: 'Forme juridique', type: 'text', maxLength: 100, placeholder: 'Société par actions simplifiée (SAS)' },
    { name: 'share_capital', label: 'Capital social', type: 'text', maxLength: 50, placeholder: '10000' },
    { name: 'siren', label: 'SIREN', type: 'text', pattern: /^\d{3} ?\d{3} ?\d{3}$/, patternMessage: 'Le SIREN compte 9 chiffres' },
    { name: 'siret', label: 'SIRET', type: 'text', pattern: /^\d{3} ?\d{3} ?\d{3} ?\d{5}$/, patternMessage: 'Le SIRET compte 14 chiffres' },
    { name: 'rcs_city', label: 'Ville du greffe (RCS)', type: 'text', maxLength: 100 },
    { name: 'vat_number', label: 'N° de TVA intracommunautaire', type: 'text', pattern: /^[A-Z]{2}[0-9A-Z ]{2,13}$/, patternMessage: 'Format attendu : FR12345678901' },
    { name: 'address', label: 'Adresse du siège', type: 'text', maxLength: 200 },
    { name: 'postal_code', label: 'Code postal', type: 'text', pattern: /^\d{5}$/, patternMessage: 'Le code postal compte 5 chiffres' },
    { name: 'city', label: 'Ville', type: 'text', maxLength: 100 },
    // The French e-invoicing rules: the default frame of the invoices (BT-23) and the VAT-on-debits option.
    billingFrameworkField('invoicing_framework', { default: DEFAULT_BILLING_FRAMEWORK, helperText: 'Proposé sur chaque facture, qui peut en choisir un autre' }),
    {
      name: 'dunning_days',
      label: "Relances automatiques (jours après l'échéance)",
      type: 'text',
      default: DEFAULT_DUNNING_DAYS,
      maxLength: 60,
      pattern: DUNNING_DAYS_PATTERN,
      patternMessage: 'Des nombres de jours séparés par des virgules (1, 15, 30), ou vide pour aucune relance',
      helperText: "Un rappel avec la facture est envoyé chacun de ces jours après l'échéance",
    },
    { name: 'vat_on_debits', label: "Option pour le paiement de la TVA d'après les débits", type: 'switch', default: false },
    { name: 'phone', label: 'Téléphone', type: 'tel', maxLength: 30 },
    { name: 'publication_director', label: 'Directeur de la publication', type: 'text', maxLength: 200, placeholder: 'Nom et fonction' },
    { name: 'host_name', label: 'Hébergeur : raison sociale', type: 'text', maxLength: 200 },
    { name: 'host_address', label: 'Hébergeur : adresse', type: 'text', maxLength: 300 },
    { name: 'host_phone', label: 'Hébergeur : téléphone', type: 'tel', maxLength: 30 },
    { name: 'updated_at', label: 'Modifié le', type: 'datetime-local', readOnly: true },
  ],
});
