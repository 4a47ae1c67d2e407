/** Builds the mongoose schema of a resource from its registry declaration. */
import { Schema, type SchemaDefinition, type SchemaDefinitionProperty } from 'mongoose';
import type { FieldDef, ResourceDef } from '@hexagone/schemas';

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
    case 'json':
    case 'custom':
      return Schema.Types.Mixed;
    case 'select':
    case 'radio':
      return field.options?.every((o) => typeof o.value === 'string') === false ? Schema.Types.Mixed : String;
    default:
      return String;
  }
}

/** Names of the fields the API must never send back. */
export const secretFields = (resource: ResourceDef): string[] =>
  resource.fields.filter((f) => f.secret).map((f) => f.name);

export function buildSchema(resource: ResourceDef): Schema {
  const definition: SchemaDefinition = {};
  for (const field of resource.fields) {
    if (field.transient || field.clientOnly) continue;
    definition[field.name] = { type: schemaType(field), ...(field.unique ? { unique: true, sparse: true } : {}) };
  }
  const has = (name: string) => resource.fields.some((f) => f.name === name);
  const hidden = secretFields(resource);

  return new Schema(definition, {
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
      transform: (_doc, ret: Record<string, unknown>) => {
        for (const name of hidden) delete ret[name];
        ret._id = String(ret._id);
        ret.id = ret._id;
        return ret;
      },
    },
  });
}
