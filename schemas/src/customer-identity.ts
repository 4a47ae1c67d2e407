/**
 * Who an invoice is addressed to: the billing identity a customer account holds (the group
 * `billing_identity` of `users`, edited on the customer's record), as French law wants it on an
 * invoice: name and postal address, and for a company its SIREN and intra-EU VAT number. An
 * issued invoice keeps a copy of it (billing_invoices' `customer`), never the live record.
 */
import { COMPANY_NUMBER_MESSAGES, postalCodeRule, sirenRule, siretRule, vatNumberRule } from './company-numbers';
import type { FieldDef, Values } from './fields';

const COUNTRY: FieldDef = {
  name: 'country',
  label: 'Pays (code ISO)',
  type: 'text',
  default: 'FR',
  maxLength: 2,
  pattern: /^[A-Z]{2}$/,
  patternMessage: COMPANY_NUMBER_MESSAGES.country,
};

const addressFields = (): FieldDef[] => [
  { name: 'street', label: 'Adresse', type: 'text', maxLength: 200 },
  { name: 'postal_code', label: 'Code postal', type: 'text', maxLength: 10, validate: postalCodeRule },
  { name: 'city', label: 'Ville', type: 'text', maxLength: 100 },
  COUNTRY,
];

/** The group of a customer account, each part optional until an invoice to it is finalised. */
export const CUSTOMER_IDENTITY_FIELD: FieldDef & { name: 'billing_identity'; type: 'group' } = {
  name: 'billing_identity',
  label: 'Identité de facturation',
  type: 'group',
  fields: [
    { name: 'company_name', label: 'Raison sociale', type: 'text', maxLength: 200, helperText: 'Vide pour un particulier : son nom est repris' },
    ...addressFields(),
    { name: 'siren', label: 'SIREN', type: 'text', maxLength: 11, validate: sirenRule },
    { name: 'siret', label: 'SIRET', type: 'text', maxLength: 17, validate: siretRule },
    { name: 'vat_number', label: 'N° de TVA intracommunautaire', type: 'text', maxLength: 20, validate: vatNumberRule },
    { name: 'delivery', label: 'Adresse de livraison (si différente)', type: 'group', fields: addressFields() },
  ],
};

export interface PostalAddress {
  street?: string;
  postalCode?: string;
  city?: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
}

/** The customer of an invoice as it is printed and written in its XML. */
export interface CustomerIdentity {
  email: string;
  /** The company, else the person. */
  name?: string;
  /** The person, when the customer is a company. */
  contact?: string;
  address: PostalAddress;
  siren?: string;
  siret?: string;
  vatNumber?: string;
  delivery?: PostalAddress;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
const digits = (value: unknown) => text(value)?.replace(/[\s.-]/g, '');

function addressOf(group: Values | undefined): PostalAddress {
  return { street: text(group?.street), postalCode: text(group?.postal_code), city: text(group?.city), country: text(group?.country) ?? 'FR' };
}

/** The identity of the account with the invoice's e-mail (none: only the e-mail is known). */
export function customerFromUser(email: string, user: Values | null | undefined): CustomerIdentity {
  const identity = (user?.billing_identity ?? {}) as Values;
  const company = text(identity.company_name);
  const person = text(user?.name);
  const delivery = identity.delivery as Values | undefined;
  const deliveryAddress = delivery && (text(delivery.street) || text(delivery.city)) ? addressOf(delivery) : undefined;
  return {
    email,
    name: company ?? person,
    contact: company ? person : undefined,
    address: addressOf(identity),
    siren: digits(identity.siren),
    siret: digits(identity.siret),
    vatNumber: digits(identity.vat_number)?.toUpperCase(),
    delivery: deliveryAddress,
  };
}

/** What French law wants of the customer and is missing, in French, in the form's order. */
export function missingCustomerFacts(customer: CustomerIdentity): string[] {
  const missing: string[] = [];
  if (!customer.name) missing.push('nom ou raison sociale');
  if (!customer.address.street) missing.push('adresse');
  if (!customer.address.postalCode) missing.push('code postal');
  if (!customer.address.city) missing.push('ville');
  // A French company is identified by its SIREN (2026 reform, e-invoicing between companies).
  if (customer.contact && customer.address.country === 'FR' && !customer.siren) missing.push('SIREN');
  return missing;
}

export const customerIncomplete = (missing: readonly string[]): string =>
  `Identité de facturation du client incomplète (${missing.join(', ')}) : complétez-la sur sa fiche utilisateur avant de finaliser la facture`;

export const CUSTOMER_ACCOUNT_MISSING = "Aucun compte client n'a cet e-mail : créez-le avec son identité de facturation avant de finaliser la facture";

const addressSnapshot = (name: string, label: string): FieldDef => ({
  name,
  label,
  type: 'group',
  fields: [
    { name: 'street', label: 'Adresse', type: 'text' },
    { name: 'postalCode', label: 'Code postal', type: 'text' },
    { name: 'city', label: 'Ville', type: 'text' },
    { name: 'country', label: 'Pays', type: 'text' },
  ],
});

/** An issued document's copy of its customer, as it was on its issue date (server-kept). */
export const CUSTOMER_SNAPSHOT_FIELD: FieldDef & { name: 'customer'; type: 'group' } = {
  name: 'customer',
  label: "Client à l'émission",
  type: 'group',
  readOnly: true,
  fields: [
    { name: 'name', label: 'Nom ou raison sociale', type: 'text' },
    { name: 'contact', label: 'Contact', type: 'text' },
    { name: 'email', label: 'E-mail', type: 'text' },
    addressSnapshot('address', 'Adresse'),
    { name: 'siren', label: 'SIREN', type: 'text' },
    { name: 'siret', label: 'SIRET', type: 'text' },
    { name: 'vatNumber', label: 'N° de TVA intracommunautaire', type: 'text' },
    addressSnapshot('delivery', 'Adresse de livraison'),
  ],
};

/**
 * The customer account an issued document belongs to (server-kept, from its e-mail when it is
 * issued): the owner its customer reaches it by from their area. A draft belongs to nobody yet.
 */
export const CUSTOMER_ACCOUNT_FIELD: FieldDef & { name: 'user_id'; type: 'reference' } = {
  name: 'user_id',
  label: 'Compte client',
  type: 'reference',
  readOnly: true,
  reference: { resource: 'users', labelFields: ['name', 'email'], perPage: 20 },
  filterable: true,
};
