/** Builds the mongoose schema of a resource from its registry declaration. */
import { Schema, type SchemaDefinition, type SchemaDefinitionProperty } from 'mongoose';
import { collatedFields, secretKind, SORT_KEYS, sortKeysOf, type FieldDef, type ResourceDef } from '@hexagone/schemas';
import { TRAIL_MARKER } from './trail-intents';

/** The sub-documents of a group or of an array's items: declared sub-fields only, no own id. */
function nestedSchema(fields: readonly FieldDef[]): Schema {
  return new Schema(definitionOf(fields), { _id: false, strict: true });
}

function schemaType(field: FieldDef): SchemaDefinitionProperty {
  switch (field.type) {
    case 'number':
      return Number;
    case 'switch':
    case 'checkbox':
      return Boolean;
    case 'date':
    case 'datetime-local':
      return Date;
    case 'multiselect':
    case 'tags':
      return [Schema.Types.Mixed];
    case 'group':
      return field.fields ? nestedSchema(field.fields) : Schema.Types.Mixed;
    case 'array':
      return field.fields ? [nestedSchema(field.fields)] : [Schema.Types.Mixed];
    // Private files: what the file service read of each one (private-files.ts), one or several.
    case 'file':
      return field.multiple ? [Schema.Types.Mixed] : Schema.Types.Mixed;
    case 'json':
    case 'keyvalue':
    case 'custom':
      return Schema.Types.Mixed;
    case 'select':
    case 'radio':
      return field.options?.every((o) => typeof o.value === 'string') === false ? Schema.Types.Mixed : String;
    default:
      return String;
  }
}

function definitionOf(fields: readonly FieldDef[]): SchemaDefinition {
  const definition: SchemaDefinition = {};
  for (const field of fields) {
    if (field.transient || field.clientOnly) continue;
    definition[field.name] = { type: schemaType(field), ...(field.unique ? { unique: true, sparse: true } : {}) };
    // A preview secret keeps its first characters readable beside the hash.
    if (secretKind(field) === 'preview' && !fields.some((f) => f.name === previewField(field))) {
      definition[previewField(field)] = { type: String };
    }
  }
  return definition;
}

/** Where a 'preview' secret's readable start is kept (`key` → `key_preview`). */
export const previewField = (field: FieldDef): string => `${field.name}_preview`;

/** Names of the fields the API must never send back. */
export const secretFields = (resource: ResourceDef): string[] =>
  resource.fields.filter((f) => f.secret).map((f) => f.name);

type Update = Record<string, unknown> & { $set?: Record<string, unknown> };

/** Every write path (save, insertMany, updateOne/updateMany) keeps the French sort keys true. */
function keepSortKeys(schema: Schema, collated: string[]): void {
  if (!collated.length) return;
  schema.pre('save', function () {
    const keys = sortKeysOf(collated, this.toObject());
    for (const [name, key] of Object.entries(keys)) this.set(`${SORT_KEYS}.${name}`, key);
  });
  schema.pre('insertMany', function (next: () => void, docs: Record<string, unknown>[]) {
    for (const doc of Array.isArray(docs) ? docs : [docs]) {
      doc[SORT_KEYS] = { ...(doc[SORT_KEYS] as object), ...sortKeysOf(collated, doc) };
    }
    next();
  });
  schema.pre(['updateOne', 'updateMany', 'findOneAndUpdate'], function () {
    const update = this.getUpdate() as Update | null;
    if (!update || Array.isArray(update)) return;
    const set = update.$set ?? {};
    const plain = Object.fromEntries(Object.entries(update).filter(([key]) => !key.startsWith('$')));
    const keys = sortKeysOf(collated, { ...plain, ...set });
    if (!Object.keys(keys).length) return;
    const $set = { ...set };
    for (const [name, key] of Object.entries(keys)) $set[`${SORT_KEYS}.${name}`] = key;
    this.setUpdate({ ...update, $set });
  });
}

export function buildSchema(resource: ResourceDef): Schema {
  const definition = definitionOf(resource.fields);
  const collated = collatedFields(resource);
  if (collated.length) definition[SORT_KEYS] = Object.fromEntries(collated.map((name) => [name, { type: String }]));
  // No empty list on records written without one (by a seed, an import of old data).
  definition[TRAIL_MARKER] = { type: [String], default: undefined };
  const has = (name: string) => resource.fields.some((f) => f.name === name);
  const hidden = secretFields(resource);

  const schema = new Schema(definition, {
    collection: resource.name,
    versionKey: false,
    strict: true,
    strictQuery: true,
    // A field may bear the name of a document property (the activity log's `collection`): it works, mongoose only warns.
    suppressReservedKeysWarning: true,
    timestamps: {
      createdAt: has('created_at') ? 'created_at' : false,
      updatedAt: has('updated_at') ? 'updated_at' : false,
    },
    toJSON: {
      virtuals: false,
      // A key/value map reads as a plain object.
      flattenMaps: true,
      transform: (_doc, ret: Record<string, unknown>) => {
        for (const name of hidden) delete ret[name];
        delete ret[SORT_KEYS];
        delete ret[TRAIL_MARKER];
        // Mongoose may run this on sub-documents too, which have no id of their own.
        if (ret._id === undefined) return ret;
        ret._id = String(ret._id);
        ret.id = ret._id;
        return ret;
      },
    },
  });
  keepSortKeys(schema, collated);
  // Unique indexes hold on every database; the others are for MongoDB only (query-indexes.ts).
  for (const index of resource.indexes ?? []) if (index.unique) schema.index({ ...index.fields }, { unique: true });
  return schema;
}
