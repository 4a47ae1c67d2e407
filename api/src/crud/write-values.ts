/** What a write stores, from what was sent: pure steps shared by creates, updates and imports. */
import { BadRequestException } from '@nestjs/common';
import { isEmptyValue, isFieldVisible, secretKind, validateField, type FieldErrors, type ResourceDef, type Values } from '@hexagone/schemas';
import { ERRORS } from '../common/errors';

export function invalid(errors: FieldErrors, message: string = ERRORS.invalidForm): BadRequestException {
  return new BadRequestException({ message, errors });
}

/**
 * The server's computed fields (totals from items), from the record as it will be stored. A
 * total beyond what a number holds (amounts near 1e308) is refused, as the database would.
 */
export function computedValues(resource: ResourceDef, record: Values): Values {
  const values: Values = {};
  const errors: FieldErrors = {};
  for (const field of resource.fields) {
    if (!field.compute) continue;
    values[field.name] = field.compute(record);
    if (typeof values[field.name] === 'number' && !Number.isFinite(values[field.name])) errors[field.name] = `${field.label} : montant trop grand`;
  }
  if (Object.keys(errors).length) throw invalid(errors);
  return values;
}

/** E-mails are stored and compared trimmed and lowercase. */
export function lowercaseEmails(resource: ResourceDef, values: Values): Values {
  const result = { ...values };
  for (const field of resource.fields) {
    const value = result[field.name];
    if (field.type === 'email' && typeof value === 'string') result[field.name] = value.trim().toLowerCase();
  }
  return result;
}

/** An encrypted secret left empty on an update keeps its stored value ('inchangé si vide'). */
export function keepUnchangedSecrets(resource: ResourceDef, body: Values): Values {
  const kept = { ...body };
  for (const field of resource.fields) {
    if (secretKind(field) === 'encrypted' && isEmptyValue(kept[field.name])) delete kept[field.name];
  }
  return kept;
}

/** The stored record without its encrypted secrets (sealed: no form rule applies to them). */
export function withoutEncryptedSecrets(resource: ResourceDef, record: Values): Values {
  const copy = { ...record };
  for (const field of resource.fields) if (secretKind(field) === 'encrypted') delete copy[field.name];
  return copy;
}

/** The values of `values` that differ from the stored record's. */
export function changedValues(values: Values, before: Values): Values {
  return Object.fromEntries(Object.entries(values).filter(([name, value]) => !sameValue(value, before[name])));
}

export const sameValue = (a: unknown, b: unknown) => a === b || (a != null && b != null && String(a) === String(b));

/**
 * A field its `visibleWhen` hides is not validated with the form (it is not shown there), but a
 * value sent for it (not an empty one) is still held to its rules: an invalid one is refused (400) rather than
 * written (allowed_ips of a maintenance left off, sent as [[null, null]], made the database
 * refuse the write with a 500).
 */
export function assertHiddenValid(resource: ResourceDef, values: Values, record: Values): Values {
  const errors: FieldErrors = {};
  for (const field of resource.fields) {
    if (!field.visibleWhen || isEmptyValue(values[field.name]) || isFieldVisible(field, record)) continue;
    const error = validateField(field, values[field.name], record);
    if (error) errors[field.name] = error;
  }
  if (Object.keys(errors).length) throw invalid(errors);
  return values;
}
