/** JSON schemas of a resource's records and bodies, for the OpenAPI document. */
import { allows, EMAIL_PATTERN, URL_PATTERN, fieldWriteRule, FILE_ID_PATTERN, isWritable, MAX_PAGE_SIZE, SUPER_ROLE, type ActionDef, type Caller, type FieldDef, type Mode, type ResourceDef } from '@hexagone/schemas';

type JsonSchema = Record<string, unknown>;

/** A record's id, as a reference holds it. */
const OBJECT_ID = /^[0-9a-f]{24}$/;

/** The records a bulk action runs on. */
const IDS: JsonSchema = { type: 'array', items: { type: 'string', pattern: OBJECT_ID.source }, minItems: 1 };

/** A private file as POST /api/files answers it; only its id counts in a body. */
const STORED_FILE: JsonSchema = {
  type: 'object',
  properties: { id: { type: 'string', pattern: FILE_ID_PATTERN.source }, name: { type: 'string' }, size: { type: 'number' }, type: { type: 'string' } },
  required: ['id'],
};

/** A pattern without flags reads the same in every JSON Schema engine; one with flags (`u`: Unicode classes) is left to the API's message. */
const portablePattern = (pattern: RegExp | undefined): string | undefined => (pattern && !pattern.flags ? pattern.source : undefined);

/** A whole step (the engine's rule, as the browser's) makes a whole number, a multiple of it. */
const numberType = (field: FieldDef): JsonSchema => {
  if (field.step !== undefined && Number.isInteger(field.step)) return { type: 'integer', ...(field.step > 1 ? { multipleOf: field.step } : {}) };
  return { type: field.format === 'integer' ? 'integer' : 'number' };
};

/** A required value is not empty to the validation engine: no blank text, no empty list. */
function fieldSchema(field: FieldDef): JsonSchema {
  const schema = typeSchema(field);
  if (!field.required) return schema;
  if (schema.type === 'string' && schema.pattern === undefined && schema.enum === undefined) return { ...schema, minLength: Math.max(1, field.minLength ?? 1), pattern: '\\S' };
  if (schema.type === 'array') return { ...schema, minItems: Math.max(1, field.minItems ?? 1) };
  return schema;
}

function typeSchema(field: FieldDef): JsonSchema {
  const base: JsonSchema = { description: field.label };
  if (field.options) base.enum = field.options.map((o) => o.value);
  switch (field.type) {
    case 'number':
      return { ...base, ...numberType(field), minimum: field.min, maximum: field.max };
    case 'switch':
    case 'checkbox':
      return { ...base, type: 'boolean' };
    case 'date':
    case 'datetime-local':
      return { ...base, type: 'string', format: 'date-time' };
    case 'multiselect':
    case 'tags':
      return { description: field.label, type: 'array', items: field.options ? { enum: base.enum } : { type: 'string' } };
    case 'group':
      return { ...base, ...nestedObject(field) };
    case 'array':
      return {
        ...base,
        type: 'array',
        minItems: field.minItems,
        maxItems: field.maxItems,
        items: nestedObject(field),
      };
    case 'keyvalue':
      return { ...base, type: 'object', additionalProperties: { type: 'string' } };
    case 'file':
      return field.multiple ? { ...base, type: 'array', maxItems: field.maxItems, items: STORED_FILE } : { ...base, ...STORED_FILE };
    case 'reference':
      return field.reference?.valueField ? { ...base, type: 'string' } : { ...base, type: 'string', pattern: OBJECT_ID.source };
    case 'json':
    case 'custom':
      return { ...base };
    // The validation engine's own patterns: what it accepts, not what a JSON Schema library calls an e-mail or a URI.
    case 'email':
      return { ...base, type: 'string', pattern: EMAIL_PATTERN.source, maxLength: field.maxLength };
    case 'url':
      return { ...base, type: 'string', pattern: URL_PATTERN.source, minLength: field.minLength, maxLength: field.maxLength };
    default:
      return { ...base, type: 'string', minLength: field.minLength, maxLength: field.maxLength, pattern: portablePattern(field.pattern) };
  }
}

/** A group's object, or an array's item: its sub-fields, those required without a default listed so. */
const nestedObject = (field: FieldDef): JsonSchema => {
  const fields = field.fields ?? [];
  return {
    type: 'object',
    properties: Object.fromEntries(fields.map((sub) => [sub.name, fieldSchema(sub)])),
    required: fields.filter((sub) => requiredOnCreate(sub, new Set())).map((sub) => sub.name),
    additionalProperties: false,
  };
};

/** The document describes the API as an administrator calls it: every field a caller may write. */
const ADMINISTRATOR: Caller = { role: SUPER_ROLE };

/**
 * Whether the API requires the field in a create body: required and neither filled by a default
 * (a record's create fills them; an action's answers are taken as sent) nor hidden by another
 * field's value, or required unless a field this body cannot carry is set.
 */
const requiredOnCreate = (field: FieldDef, sent: ReadonlySet<string>, defaultsFilled = true): boolean =>
  !field.visibleWhen &&
  !(defaultsFilled && field.default !== undefined) &&
  (Boolean(field.required) || (field.requiredUnless !== undefined && !sent.has(field.requiredUnless)));

/**
 * What a client sends to create (mode create) or update (mode edit) a record: a resource's fields
 * no caller may write (`write: NOBODY`) are dropped by the API, so they are not listed. `defaultsFilled`
 * is false where the API takes the body as sent, without the declared defaults (an action's answers).
 */
export function bodySchema(form: Pick<ResourceDef, 'fields'> & Partial<Pick<ResourceDef, 'access'>>, mode: Mode, defaultsFilled = true): JsonSchema {
  const { access } = form;
  const callerMay = (field: FieldDef) => !access || allows(fieldWriteRule({ access, fields: form.fields }, field.name, mode === 'create' ? 'create' : 'update'), ADMINISTRATOR);
  const fields = form.fields.filter((f) => (isWritable(f, mode) || (mode === 'create' && f.transient)) && callerMay(f));
  const sent = new Set(fields.map((f) => f.name));
  return {
    type: 'object',
    properties: Object.fromEntries(fields.map((f) => [f.name, fieldSchema(f)])),
    required: mode === 'create' ? fields.filter((f) => requiredOnCreate(f, sent, defaultsFilled)).map((f) => f.name) : [],
  };
}

/** What the API answers for one record: every stored field but secrets, with `_id` and `id`. */
export function recordSchema(resource: ResourceDef): JsonSchema {
  const fields = resource.fields.filter((f) => !f.secret && !f.transient && !f.clientOnly);
  return {
    type: 'object',
    properties: {
      _id: { type: 'string' },
      id: { type: 'string' },
      // As stored: the rules a request's value must pass (non-blank, required sub-fields) are not the record's.
      ...Object.fromEntries(fields.map((f) => [f.name, orNull(typeSchema(f))])),
    },
  };
}

/** A stored record holds null where a value was never given or was cleared. */
const orNull = (schema: JsonSchema): JsonSchema => ({ ...schema, nullable: true, ...(Array.isArray(schema.enum) ? { enum: [...(schema.enum as unknown[]), null] } : {}) });

/** The last page a list answers: past it, its first row would be past what a number counts exactly. */
export const MAX_PAGE = Math.floor(Number.MAX_SAFE_INTEGER / MAX_PAGE_SIZE);

const SCALAR: JsonSchema = { oneOf: [{ type: 'string' }, { type: 'number' }, { type: 'boolean' }] };
/** A filter's value: one value, or any of a few. */
export const FILTER_VALUE: JsonSchema = { oneOf: [SCALAR, { type: 'array', items: SCALAR, maxItems: MAX_PAGE_SIZE }] };
/** ra-data-simple-rest's `range`: the first and last rows, both counted from 0 (the last one not before the first). */
export const RANGE: JsonSchema = { type: 'array', items: { type: 'integer', minimum: 0, maximum: Number.MAX_SAFE_INTEGER }, minItems: 2, maxItems: 2 };

/** ra-data-simple-rest's `filter`: the search `q` and the list's filters; other keys are ignored. */
export const simpleRestFilter = (resource: ResourceDef): JsonSchema => ({
  type: 'object',
  properties: {
    q: { type: 'string' },
    ...Object.fromEntries(resource.fields.filter((f) => !f.secret && (f.filterable || f.pickerFilter || f.type === 'reference')).map((f) => [f.filterParam ?? f.name, FILTER_VALUE])),
  },
});

/** An action's body: the values it asks for, and the selected records' `ids` for a bulk action. */
export function actionBodySchema(action: Pick<ActionDef, 'scope' | 'ask'>): JsonSchema | undefined {
  const asked = action.ask ? bodySchema({ fields: action.ask.fields }, 'create', false) : undefined;
  if (action.scope !== 'bulk') return asked;
  return {
    type: 'object',
    properties: { ids: IDS, ...(asked?.properties as JsonSchema | undefined) },
    required: ['ids', ...((asked?.required as string[] | undefined) ?? [])],
  };
}
