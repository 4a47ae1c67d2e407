/** The values a field declares unique: checked before a write, the unique index the last word. */
import { messages, type FieldErrors, type ResourceDef, type Values } from '@hexagone/schemas';
import type { Model } from 'mongoose';
import type { Doc } from './crud-models';
import { invalid } from './write-values';

/** 400 naming each field whose value another record (not `exceptId`) already holds. */
export async function assertUnique(model: Model<Doc>, resource: ResourceDef, values: Values, exceptId?: string): Promise<void> {
  const errors: FieldErrors = {};
  for (const field of resource.fields) {
    const value = values[field.name];
    if (!field.unique || value === undefined || value === null || value === '') continue;
    const filter: Record<string, unknown> = { [field.name]: value };
    if (exceptId) filter._id = { $ne: exceptId };
    if (await model.exists(filter).exec()) errors[field.name] = messages.unique;
  }
  if (Object.keys(errors).length) throw invalid(errors);
}

/** The unique index is the last word when two writes race past assertUnique. */
export function rethrowDuplicate(resource: ResourceDef, error: unknown): never {
  const duplicate = error as { code?: number; keyPattern?: Record<string, unknown>; message?: string };
  if (duplicate.code === 11000) {
    const field = Object.keys(duplicate.keyPattern ?? {})[0] ?? resource.fields.find((f) => f.unique && duplicate.message?.includes(f.name))?.name;
    throw invalid(field ? { [field]: messages.unique } : {}, field ? undefined : messages.unique);
  }
  throw error;
}
