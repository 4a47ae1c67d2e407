/**
 * The generic form engine (spec 1 §5): one set of rules and French messages, run by the
 * back-office forms, the site's forms and again by the API on every write.
 */
import { onStep } from '../ai/step';
import { isEmptyValue, isFieldVisible, isServerKept, secretKind, type FieldDef, type Values } from '../fields';
import { fileAcceptOf, fileKindsLabel, isPrivateFileField, isStoredFile, privateFileMaxSize } from '../private-files';
import { formatDateFr, formatMegabytes, messages } from './messages';
import * as rules from './rules';
import { slugify } from '../text';

export type FieldErrors = Record<string, string>;
export type Mode = 'create' | 'edit';
/** Who validates: the server skips the fields that live only in the browser. */
export type Side = 'client' | 'server';

/** A schema-wide rule (a confirmation, a rule across fields). */
export type SchemaValidator = (values: Values, context: { mode: Mode }) => FieldErrors | undefined;

export interface FormSchema {
  name: string;
  fields: readonly FieldDef[];
  validate?: SchemaValidator;
}

/** A file as the forms see it before upload (a browser File has these three). */
export interface FileLike {
  name: string;
  size: number;
  type: string;
}

const isFileLike = (value: unknown): value is FileLike =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as FileLike).name === 'string' &&
  typeof (value as FileLike).size === 'number';

const STRING_TYPES = new Set(['text', 'email', 'password', 'tel', 'url', 'textarea', 'color', 'time']);

/** Extension (".pdf"), wildcard MIME type ("image/*") or exact MIME type ("application/pdf"). */
export function fileMatchesAccept(file: FileLike, accept: string): boolean {
  const name = file.name.toLowerCase();
  const type = (file.type || '').toLowerCase();
  return accept
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean)
    .some((entry) => {
      if (entry.startsWith('.')) return name.endsWith(entry);
      if (entry.endsWith('/*')) return type.startsWith(entry.slice(0, -1));
      return type === entry;
    });
}

function checkFile(field: FieldDef, value: unknown): string | undefined {
  const isPrivate = isPrivateFileField(field);
  if (isPrivate && Array.isArray(value) !== Boolean(field.multiple)) return messages.pattern;
  const files = Array.isArray(value) ? value : [value];
  if (field.maxItems !== undefined && files.length > field.maxItems) return messages.maxItems(field.maxItems);
  const maxSize = isPrivate ? privateFileMaxSize(field) : field.maxSize;
  const accept = isPrivate ? fileAcceptOf(field) : field.accept;
  for (const file of files) {
    // A string is the address of a public image already stored.
    if (!isPrivate && typeof file === 'string') continue;
    // A private file already stored: the server checked its bytes and keeps its own account of it.
    if (isPrivate && isStoredFile(file)) continue;
    if (!isFileLike(file)) return messages.pattern;
    if (maxSize !== undefined && file.size > maxSize) return messages.maxSize(formatMegabytes(maxSize));
    if (accept && !fileMatchesAccept(file, accept)) return messages.accept(field.accept ?? fileKindsLabel(field));
  }
  return undefined;
}

function checkDate(field: FieldDef, value: unknown): string | undefined {
  const time = value instanceof Date ? value.getTime() : typeof value === 'string' ? Date.parse(value) : NaN;
  if (Number.isNaN(time)) return messages.pattern;
  if (field.minDate && time < Date.parse(field.minDate)) return messages.minDate(formatDateFr(field.minDate));
  if (field.maxDate && time > Date.parse(field.maxDate)) return messages.maxDate(formatDateFr(field.maxDate));
  return undefined;
}

function checkOptions(field: FieldDef, value: unknown): string | undefined {
  if (!field.options) return undefined;
  const allowed = field.options.map((option) => option.value);
  const values = Array.isArray(value) ? value : [value];
  return values.every((v) => allowed.includes(v as never)) ? undefined : messages.option;
}

/** The rules a field's declaration implies, by type, in the order they are checked. */
function typeRules(field: FieldDef): rules.Rule[] {
  const m = field.messages ?? {};
  const lengthRules = (): rules.Rule[] => [
    ...(field.minLength !== undefined ? [rules.minLength(field.minLength, m.minLength)] : []),
    ...(field.maxLength !== undefined ? [rules.maxLength(field.maxLength, m.maxLength)] : []),
    ...(field.pattern ? [rules.pattern(field.pattern, field.patternMessage)] : []),
  ];
  const mustBeString: rules.Rule = (value) => (typeof value === 'string' ? undefined : messages.pattern);

  switch (field.type) {
    case 'email':
      return [mustBeString, rules.email(m.email), ...lengthRules()];
    case 'url':
      return [mustBeString, rules.url(m.url), ...lengthRules()];
    case 'number':
      return [
        rules.numeric(m.number),
        // The browser's own rule for <input type=number step=1>, which the server must hold too.
        ...(field.step !== undefined && Number.isInteger(field.step) ? [onStep(field.step)] : []),
        ...(field.min !== undefined ? [rules.min(field.min, m.min)] : []),
        ...(field.max !== undefined ? [rules.max(field.max, m.max)] : []),
      ];
    case 'select':
    case 'radio':
      return [(value) => (typeof value === 'object' ? messages.pattern : checkOptions(field, value))];
    case 'multiselect':
    case 'tags':
      return [
        (value) =>
          Array.isArray(value) && value.every((v) => typeof v === 'string' || typeof v === 'number')
            ? checkOptions(field, value)
            : messages.pattern,
      ];
    case 'checkbox':
    case 'switch':
      return [(value) => (typeof value === 'boolean' ? undefined : messages.pattern)];
    case 'date':
    case 'datetime-local':
      return [(value) => checkDate(field, value)];
    case 'file':
    case 'image':
      return [(value) => checkFile(field, value)];
    case 'reference':
      return [(value) => (typeof value === 'string' ? undefined : messages.pattern)];
    case 'keyvalue':
      return [(value) => checkKeyValue(field, value)];
    case 'json':
    case 'custom':
    case 'group':
    case 'array':
    case 'sequence':
      return [];
    default:
      return STRING_TYPES.has(field.type) ? [mustBeString, ...lengthRules()] : [];
  }
}

/** Names of a map (HTTP header names): letters, digits, dash and underscore. */
export const MAP_KEY_PATTERN = /^[A-Za-z0-9_-]+$/;

const isPlainObject = (value: unknown): value is Values =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);

function checkKeyValue(field: FieldDef, value: unknown): string | undefined {
  if (!isPlainObject(value)) return messages.pattern;
  const entries = Object.entries(value);
  if (field.maxItems !== undefined && entries.length > field.maxItems) return messages.maxItems(field.maxItems);
  for (const [key, text] of entries) {
    if (!MAP_KEY_PATTERN.test(key)) return messages.mapKey(key);
    if (typeof text !== 'string') return messages.pattern;
    if (field.maxLength !== undefined && text.length > field.maxLength) return messages.maxLength(field.maxLength);
  }
  return undefined;
}

/** The errors of an object of sub-fields, under `prefix.` (`payment_method.last4`). */
function validateObject(fields: readonly FieldDef[], value: unknown, prefix: string, errors: FieldErrors): void {
  if (!isPlainObject(value)) {
    errors[prefix] = messages.pattern;
    return;
  }
  for (const sub of fields) {
    if (isServerKept(sub) || !isFieldVisible(sub, value)) continue;
    collectErrors(sub, value[sub.name], value, `${prefix}.${sub.name}`, errors);
  }
}

/** The errors of one field and, for groups and arrays, of each nested value by its path (`items.1.quantity`). */
function collectErrors(field: FieldDef, value: unknown, values: Values, path: string, errors: FieldErrors): void {
  const own = validateField(field, value, values);
  if (own) {
    errors[path] = own;
    return;
  }
  if (isEmptyValue(value) || !field.fields) return;
  if (field.type === 'group') validateObject(field.fields, value, path, errors);
  if (field.type === 'array') {
    if (!Array.isArray(value)) {
      errors[path] = messages.pattern;
      return;
    }
    value.forEach((item, index) => validateObject(field.fields ?? [], item, `${path}.${index}`, errors));
  }
}

/** The shape and length of a group or an array; its nested values are checked by path. */
function checkContainer(field: FieldDef, value: unknown): string | undefined {
  if (field.type === 'group') return isPlainObject(value) ? undefined : messages.pattern;
  if (!Array.isArray(value)) return messages.pattern;
  if (field.minItems !== undefined && value.length < field.minItems) return messages.minItems(field.minItems);
  if (field.maxItems !== undefined && value.length > field.maxItems) return messages.maxItems(field.maxItems);
  return undefined;
}

/** Validates one field; returns its French message or undefined. */
export function validateField(field: FieldDef, value: unknown, values: Values = {}): string | undefined {
  if (!isEmptyValue(value) && (field.type === 'group' || field.type === 'array')) {
    const shape = checkContainer(field, value);
    if (shape) return shape;
  }
  if (isEmptyValue(value)) {
    if (field.required) return field.requiredMessage ?? messages.required(field.label);
    // A slug left empty is deduced from its source; a source with no letter or digit (« § ») gives none.
    const source = field.deriveFrom ? values[field.deriveFrom.field] : undefined;
    return typeof source === 'string' && source.trim() && !slugify(source) ? messages.notDerivable(field.label) : undefined;
  }
  const chain = rules.compose(...typeRules(field), ...(field.validate ? [field.validate] : []));
  return chain(value, values);
}

/** Whether a field takes part in a form of this mode, seen from this side. */
export function isFieldActive(field: FieldDef, mode: Mode, side: Side, values: Values = {}): boolean {
  if (isServerKept(field)) return false;
  if (side === 'server' && field.clientOnly) return false;
  if (mode === 'edit' && (field.createOnly || field.lockedOnEdit)) return false;
  // An encrypted secret is never sent back to the form: empty on edit means unchanged.
  if (mode === 'edit' && secretKind(field) === 'encrypted' && isEmptyValue(values[field.name])) return false;
  return isFieldVisible(field, values);
}

export interface ValidateOptions {
  mode?: Mode;
  side?: Side;
}

/** Validates every active field, then the schema's own rule; an empty object means valid. */
export function validateValues(schema: FormSchema, values: Values, options: ValidateOptions = {}): FieldErrors {
  const { mode = 'create', side = 'client' } = options;
  const errors: FieldErrors = {};
  for (const field of schema.fields) {
    if (!isFieldActive(field, mode, side, values)) continue;
    collectErrors(field, values[field.name], values, field.name, errors);
  }
  const schemaErrors = schema.validate?.(values, { mode }) ?? {};
  for (const [name, error] of Object.entries(schemaErrors)) {
    const field = schema.fields.find((f) => f.name === name);
    if (field && !isFieldActive(field, mode, side, values)) continue;
    errors[name] ??= error;
  }
  return errors;
}

/** The first message in field order: forms that show one error at a time show this one. */
export function firstError(schema: FormSchema, errors: FieldErrors): string | undefined {
  const field = schema.fields.find((f) => errors[f.name]);
  return field ? errors[field.name] : Object.values(errors)[0];
}
