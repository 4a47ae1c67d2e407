/**
 * The declaration format of a field, shared by the API (storage, validation, search)
 * and the back-office (forms, columns, filters). Plain data and pure functions only.
 */
import type { FileKindName } from './private-files';

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
  /** Private files, read through their record's access (private-files.ts). */
  | 'file'
  /** A public image (the site's pictures), served to anyone under /uploads. */
  | 'image'
  | 'color'
  | 'tags'
  | 'json'
  | 'reference'
  /** An object of declared sub-fields (a payment method). */
  | 'group'
  /** A list of objects of declared sub-fields (invoice items, plan features). */
  | 'array'
  /** A map of names to texts, edited as rows (webhook headers). */
  | 'keyvalue'
  /** A number given by the server from a gapless series (FA-2026-000123). */
  | 'sequence'
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
  /** Constant filter applied to the options (e.g. only active models); a list means any of them (role support or admin). */
  filter?: Readonly<Record<string, Scalar | readonly Scalar[]>>;
  /** Shown when the field is empty (an activity without user is the system's). */
  emptyLabel?: string;
  /** When empty, the record's own fields that name the same party instead (a visitor's ticket: their name and e-mail). */
  emptyFrom?: readonly string[];
  /** The value stored: the record's `_id` (default) or another unique field (a model's `model_id`). */
  valueField?: string;
  /**
   * What deleting the referenced record does to records pointing at it: refuse the deletion
   * (409 with `onDeleteMessage`), empty the reference, or delete them too. Default: nothing.
   */
  onDelete?: 'refuse' | 'setNull' | 'cascade';
  onDeleteMessage?: string;
}

/** How a secret is kept: hashed (passwords, API keys), encrypted at rest, or hashed with a readable preview. */
export type SecretKind = 'hashed' | 'encrypted' | 'preview';

/**
 * A number series: every record that meets `when` gets the next number of its series,
 * once, never reused (an invoice when it leaves draft). `format` places the year
 * (`{year}`) and the number (`{number}`, padded to `digits`).
 */
export interface SequenceDef {
  series: string;
  format: string;
  digits?: number;
  /** A series per calendar year (Europe/Paris): numbering starts again at 1 each year. */
  perYear?: boolean;
  when?: (values: Values) => boolean;
}

/** A filter on an interval: `{name}_from` / `{name}_to` (or the given names), with the inputs' bounds. */
export interface RangeFilterDef {
  from?: string;
  to?: string;
  min?: number;
  max?: number;
  step?: number;
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
  /** The choices the list's filter offers, when fewer than `options` (spec 2's nine collections of the activity filter). */
  filterOptions?: readonly FieldOption[];
  /** French labels of the option families, in display order. */
  optionGroups?: Readonly<Record<string, string>>;
  reference?: ReferenceDef;

  min?: number;
  max?: number;
  step?: number;
  /** How a number reads, as a stat tile's: euros with `decimals` (a usage cost, 4), milliseconds, an integer. */
  format?: 'integer' | 'euro' | 'ms' | 'bytes';
  decimals?: number;
  /** A percentage shown as a usage bar, orange above `warning`, red above `danger` (a group: one bar per sub-field). */
  usage?: { warning: number; danger: number };
  minLength?: number;
  maxLength?: number;
  pattern?: RegExp;
  patternMessage?: string;
  /** Maximum file size in bytes. */
  maxSize?: number;
  /** Accepted files: extensions (".pdf"), wildcard MIME types ("image/*") or exact types. */
  accept?: string;
  /** A private `file` field: the contents it takes, recognised by their bytes (private-files.ts); all by default. */
  fileKinds?: readonly FileKindName[];
  /** A `file` field holding several files (up to `maxItems`) rather than one. */
  multiple?: boolean;
  minDate?: string;
  maxDate?: string;
  rows?: number;

  /** The starting value; a function is called when a record starts (today for a date). */
  default?: unknown;
  visibleWhen?: VisibleWhen;
  messages?: MessageOverrides;
  /** A rule of its own; returns a French message or nothing. */
  validate?: (value: unknown, values: Values) => string | undefined;

  /** No two records may hold the same value ("Cette valeur existe déjà"). */
  unique?: boolean;
  /** Never returned by the API: `true` or 'hashed' (argon2), 'encrypted' (AES-256-GCM at rest), 'preview' (hashed, its start shown). */
  secret?: boolean | SecretKind;
  /** Characters of a 'preview' secret shown after creation (default 10). */
  previewLength?: number;

  /** Sub-fields of a `group`, or of each item of an `array`. */
  fields?: readonly FieldDef[];
  minItems?: number;
  maxItems?: number;
  /** Computed by the server from the record on every write (totals); never taken from a request. */
  compute?: (values: Values) => unknown;
  /** The series of a `sequence` field. */
  sequence?: SequenceDef;
  /** Offered as an interval filter (dates from/to, amounts between bounds). */
  range?: RangeFilterDef;
  /** The query parameter a call of the spec filters this field by, when not its name (`resource` for `resource_type`). */
  filterParam?: string;
  /** A switch written directly from the list (webhook active). */
  toggle?: boolean;
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
  /**
   * Required unless the named field holds a value (a ticket's customer, or a visitor's e-mail): the
   * domain module checks it against the stored record too, the API description requires the field
   * where the other one cannot be written.
   */
  requiredUnless?: string;
  /** Filled from another field when left empty (a slug from a name). */
  deriveFrom?: { field: string; transform: 'slug' };

  /**
   * The id of a record of whichever collection another field of the record names (an activity's
   * resource, in the collection its `collection` field names): exports show that record's name.
   */
  recordOf?: { collectionField: string };

  /** Shown as a link to an address built from the record (a post's public page). */
  link?: { href: (record: Values) => string; newTab?: boolean };

  /** Shown as a column of the list. */
  list?: boolean;
  sortable?: boolean;
  /** Searched by the list's `q`. */
  searchable?: boolean;
  /** Offered as a filter of the list. */
  filterable?: boolean;
  /** Filtered by the API for a picker's constant filter (`reference.filter`), without being offered as a filter of the list. */
  pickerFilter?: boolean;
}

export const isEmptyValue = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/** The kind of a secret field, or undefined when the field is not secret. */
export function secretKind(field: FieldDef): SecretKind | undefined {
  if (!field.secret) return undefined;
  return field.secret === true ? 'hashed' : field.secret;
}

/** What an empty reference shows: the record's own `emptyFrom` fields joined as a label, else the declared empty label. */
export function emptyReferenceLabel(reference: ReferenceDef, record: Readonly<Record<string, unknown>> | undefined): string | undefined {
  const own = (reference.emptyFrom ?? [])
    .map((name) => record?.[name])
    .filter((part) => part !== undefined && part !== null && part !== '')
    .join(' — ');
  return own || reference.emptyLabel;
}

/** Server-kept: counters, computed totals and sequence numbers are never taken from a request. */
export const isServerKept = (field: FieldDef): boolean =>
  Boolean(field.readOnly || field.compute || field.type === 'sequence');

/** The query parameters of a range filter. */
export function rangeParams(field: FieldDef): { from: string; to: string } {
  return { from: field.range?.from ?? `${field.name}_from`, to: field.range?.to ?? `${field.name}_to` };
}

/** Whether a field is shown for the given values (its `visibleWhen` rule). */
export function isFieldVisible(field: FieldDef, values: Values): boolean {
  const rule = field.visibleWhen;
  if (!rule) return true;
  const current = values[rule.field] as Scalar | undefined;
  if (rule.in) return current !== undefined && rule.in.includes(current);
  return current === rule.equals;
}
