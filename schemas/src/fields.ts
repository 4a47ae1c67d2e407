/**
 * The declaration format of a field, shared by the API (storage, validation, search)
 * and the back-office (forms, columns, filters). Plain data and pure functions only.
 */

/** The field types of the spec's form engine, plus `json` and `reference` for records. */
export type FieldType =
  | 'text'
  | 'email'
  | 'password'
  | 'number'
  | 'tel'
  | 'url'
  | 'textarea'
  | 'select'
  | 'multiselect'
  | 'checkbox'
  | 'switch'
  | 'radio'
  | 'date'
  | 'datetime-local'
  | 'time'
  | 'file'
  | 'image'
  | 'color'
  | 'tags'
  | 'json'
  | 'reference'
  | 'custom';

export type Scalar = string | number | boolean;

export interface FieldOption {
  value: Scalar;
  label: string;
  /** Family the option belongs to (permissions are grouped by family). */
  group?: string;
}

/** Messages a field may override (the setup wizard words some rules its own way). */
export interface MessageOverrides {
  email?: string;
  url?: string;
  number?: string;
  minLength?: string;
  maxLength?: string;
  min?: string;
  max?: string;
}

/** Shows a field only while another field holds one of the given values. */
export interface VisibleWhen {
  field: string;
  equals?: Scalar;
  in?: readonly Scalar[];
}

/** A record of another collection, picked by its id. */
export interface ReferenceDef {
  resource: string;
  /** Fields joined to label an option ("name — email"). */
  labelFields: readonly string[];
  /** How many options the picker loads (the spec's filter lists load 100). */
  perPage?: number;
  /** Constant filter applied to the options (e.g. only active models). */
  filter?: Readonly<Record<string, Scalar>>;
  /** Shown when the field is empty (an activity without user is the system's). */
  emptyLabel?: string;
  /** The value stored: the record's `_id` (default) or another unique field (a model's `model_id`). */
  valueField?: string;
}

export type Values = Record<string, unknown>;

export interface FieldDef {
  name: string;
  label: string;
  type: FieldType;

  required?: boolean;
  /** Replaces the default "Le champ « {label} » est requis". */
  requiredMessage?: string;
  placeholder?: string;
  helperText?: string;

  options?: readonly FieldOption[];
  /** French labels of the option families, in display order. */
  optionGroups?: Readonly<Record<string, string>>;
  reference?: ReferenceDef;

  min?: number;
  max?: number;
  step?: number;
  /** How a number reads, as a stat tile's: euros with `decimals` (a usage cost, 4), milliseconds, an integer. */
  format?: 'integer' | 'euro' | 'ms';
  decimals?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: RegExp;
  patternMessage?: string;
  /** Maximum file size in bytes. */
  maxSize?: number;
  /** Accepted files: extensions (".pdf"), wildcard MIME types ("image/*") or exact types. */
  accept?: string;
  minDate?: string;
  maxDate?: string;
  rows?: number;

  default?: unknown;
  visibleWhen?: VisibleWhen;
  messages?: MessageOverrides;
  /** A rule of its own; returns a French message or nothing. */
  validate?: (value: unknown, values: Values) => string | undefined;

  /** No two records may hold the same value ("Cette valeur existe déjà"). */
  unique?: boolean;
  /** Stored hashed, never returned by the API. */
  secret?: boolean;
  /** Validated, never stored (a confirmation field). */
  transient?: boolean;
  /** Lives only in the browser form; the server neither expects nor validates it. */
  clientOnly?: boolean;
  /** Kept by the server (counters, dates, system flags): never taken from a request. */
  readOnly?: boolean;
  /** Asked and accepted on create only. */
  createOnly?: boolean;
  /** Set on create, then shown locked and ignored on update. */
  lockedOnEdit?: boolean;
  /** Filled from another field when left empty (a slug from a name). */
  deriveFrom?: { field: string; transform: 'slug' };

  /** Shown as a link to an address built from the record (a post's public page). */
  link?: { href: (record: Values) => string; newTab?: boolean };

  /** Shown as a column of the list. */
  list?: boolean;
  sortable?: boolean;
  /** Searched by the list's `q`. */
  searchable?: boolean;
  /** Offered as a filter of the list. */
  filterable?: boolean;
}

export const isEmptyValue = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/** Whether a field is shown for the given values (its `visibleWhen` rule). */
export function isFieldVisible(field: FieldDef, values: Values): boolean {
  const rule = field.visibleWhen;
  if (!rule) return true;
  const current = values[rule.field] as Scalar | undefined;
  if (rule.in) return current !== undefined && rule.in.includes(current);
  return current === rule.equals;
}
