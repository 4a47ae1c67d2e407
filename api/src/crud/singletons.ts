/** Resources of one document (settings), under a fixed id, with their declared defaults until first written. */
import { BadRequestException } from '@nestjs/common';
import type { HydratedDocument } from 'mongoose';
import { defaultValues, SINGLETON_ID, type ResourceDef, type Values } from '@hexagone/schemas';
import type { CrudContext } from './crud-hooks';
import type { Doc } from './crud-models';
import type { CrudWrites } from './crud-writes';
import { secretFields } from './model-factory';

/**
 * The one document of a singleton resource, with the declared defaults until it is first
 * written. `find` reads it by id (as sole writer, from the kept records: the audit log reads
 * its settings on every write).
 */
export async function readSingleton(find: (id: string) => Promise<HydratedDocument<Doc> | null>, resource: ResourceDef): Promise<Values> {
  const doc = await find(SINGLETON_ID);
  if (doc) return doc.toJSON();
  const record: Values = { ...defaultValues(resource), _id: SINGLETON_ID, id: SINGLETON_ID };
  for (const name of secretFields(resource)) delete record[name];
  return record;
}

/** Writes a singleton: its first write creates it under the fixed id, later ones update it. */
export async function writeSingleton(writes: CrudWrites, exists: () => Promise<boolean>, resource: ResourceDef, body: Values, ctx: CrudContext): Promise<Values> {
  if (await exists()) return writes.update(resource, SINGLETON_ID, body, ctx);
  try {
    return await writes.create(resource, body, ctx, SINGLETON_ID);
  } catch (error) {
    // Another first write won the race: this one becomes an update of it.
    if (error instanceof BadRequestException && (await exists())) return writes.update(resource, SINGLETON_ID, body, ctx);
    throw error;
  }
}
