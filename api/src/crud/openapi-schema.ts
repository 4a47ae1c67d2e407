/** JSON schemas of a resource's records and bodies, for the OpenAPI document. */
import { FILE_ID_PATTERN, isWritable, type FieldDef, type Mode, type ResourceDef } from '@hexagone/schemas';

type JsonSchema = Record<string, unknown>;

/** A private file as POST /api/files answers it; only its id counts in a body. */
const STORED_FILE: JsonSchema = {
  type: 'object',
  properties: { id: { type: 'string', pattern: FILE_ID_PATTERN.source }, name: { type: 'string' }, size: { type: 'number' }, type: { type: 'string' } },
  required: ['id'],
};

function fieldSchema(field: FieldDef): JsonSchema {
  const base: JsonSchema = { description: field.label };
  if (field.options) base.enum = field.options.map((o) => o.value);
  switch (field.type) {
    case 'number':
      return { ...base, type: 'number', minimum: field.min, maximum: field.max };
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
      return { ...base, type: 'object', properties: nestedProperties(field), additionalProperties: false };
    case 'array':
      return {
        ...base,
        type: 'array',
        minItems: field.minItems,
        maxItems: field.maxItems,
        items: { type: 'object', properties: nestedProperties(field), additionalProperties: false },
      };
    case 'keyvalue':
      return { ...base, type: 'object', additionalProperties: { type: 'string' } };
    case 'file':
      return field.multiple ? { ...base, type: 'array', maxItems: field.maxItems, items: STORED_FILE } : { ...base, ...STORED_FILE };
    case 'json':
    case 'custom':
      return { ...base };
    case 'email':
      return { ...base, type: 'string', format: 'email', maxLength: field.maxLength };
    default:
      return { ...base, type: 'string', minLength: field.minLength, maxLength: field.maxLength };
  }
}

const nestedProperties = (field: FieldDef): JsonSchema =>
  Object.fromEntries((field.fields ?? []).map((sub) => [sub.name, fieldSchema(sub)]));

/** What a client sends to create (mode create) or update (mode edit) a record. */
export function bodySchema(resource: Pick<ResourceDef, 'fields'>, mode: Mode): JsonSchema {
  const fields = resource.fields.filter((f) => isWritable(f, mode) || (mode === 'create' && f.transient));
  return {
    type: 'object',
    properties: Object.fromEntries(fields.map((f) => [f.name, fieldSchema(f)])),
    required: mode === 'create' ? fields.filter((f) => f.required && !f.visibleWhen).map((f) => f.name) : [],
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
      ...Object.fromEntries(fields.map((f) => [f.name, fieldSchema(f)])),
    },
  };
}
