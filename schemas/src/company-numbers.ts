/**
 * The numbers that identify a company on a French invoice, checked as the registries issue
 * them: SIREN (9 digits) and SIRET (14 digits) end with a Luhn key; a French intra-EU VAT
 * number is FR, a key of two digits computed from the SIREN, and the SIREN. Spaces are allowed.
 */
import type { Values } from './fields';

export const COMPANY_NUMBER_MESSAGES = {
  siren: 'Le SIREN compte 9 chiffres dont le dernier est une clé de contrôle : vérifiez-le',
  siret: 'Le SIRET compte 14 chiffres dont le dernier est une clé de contrôle : vérifiez-le',
  siretOfSiren: 'Le SIRET doit commencer par le SIREN',
  vatFormat: 'Le numéro de TVA intracommunautaire commence par le code du pays (FR12345678901)',
  vatKey: 'La clé du numéro de TVA français ne correspond pas au SIREN',
  vatOfSiren: 'Le numéro de TVA français doit reprendre le SIREN',
  postalCode: 'Le code postal français compte 5 chiffres',
  country: 'Le pays est un code à 2 lettres majuscules (FR, BE, DE…)',
} as const;

const compact = (value: unknown): string => String(value ?? '').replace(/[\s.-]/g, '').toUpperCase();

/** The Luhn check of a string of digits. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Many of La Poste's establishments break the Luhn rule: their digits add up to a multiple of 5 instead. */
const LA_POSTE_SIREN = '356000000';

/** A SIREN as it is printed, in three groups of three digits (« 732 829 320 »), like the seller's. */
export const printedSiren = (siren: string): string => compact(siren).replace(/^(\d{3})(\d{3})(\d{3})$/, '$1 $2 $3');

export const isSiren = (value: unknown): boolean => /^\d{9}$/.test(compact(value)) && luhnValid(compact(value));

export function isSiret(value: unknown): boolean {
  const digits = compact(value);
  if (!/^\d{14}$/.test(digits)) return false;
  if (luhnValid(digits)) return true;
  return digits.startsWith(LA_POSTE_SIREN) && [...digits].reduce((sum, d) => sum + Number(d), 0) % 5 === 0;
}

/** The key of a French VAT number: (12 + 3 × (SIREN mod 97)) mod 97, on two digits. */
export const frenchVatKey = (siren: string): string => String((12 + 3 * (Number(siren) % 97)) % 97).padStart(2, '0');

/** Field rules: the value alone, then against the SIREN of the same form when one is given. */
export const sirenRule = (value: unknown): string | undefined => (isSiren(value) ? undefined : COMPANY_NUMBER_MESSAGES.siren);

export function siretRule(value: unknown, values: Values): string | undefined {
  if (!isSiret(value)) return COMPANY_NUMBER_MESSAGES.siret;
  const siren = compact(values.siren);
  return siren && !compact(value).startsWith(siren) ? COMPANY_NUMBER_MESSAGES.siretOfSiren : undefined;
}

export function vatNumberRule(value: unknown, values: Values): string | undefined {
  const vat = compact(value);
  if (!/^[A-Z]{2}[0-9A-Z+*]{2,12}$/.test(vat)) return COMPANY_NUMBER_MESSAGES.vatFormat;
  if (!vat.startsWith('FR')) return undefined;
  const match = /^FR([0-9A-Z]{2})(\d{9})$/.exec(vat);
  if (!match) return COMPANY_NUMBER_MESSAGES.vatFormat;
  const [, key, siren] = match;
  if (/^\d{2}$/.test(key) && key !== frenchVatKey(siren)) return COMPANY_NUMBER_MESSAGES.vatKey;
  const ownSiren = compact(values.siren);
  return ownSiren && ownSiren !== siren ? COMPANY_NUMBER_MESSAGES.vatOfSiren : undefined;
}

/** A French postal code has 5 digits; elsewhere, the country's own format is not checked. */
export const postalCodeRule = (value: unknown, values: Values): string | undefined =>
  compact(values.country || 'FR') === 'FR' && !/^\d{5}$/.test(compact(value)) ? COMPANY_NUMBER_MESSAGES.postalCode : undefined;
