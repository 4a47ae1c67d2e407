/**
 * The seed's one write outside the CRUD: after a record is created through it (validation,
 * hooks, counters), the past it would have had is written directly — creation dates, views,
 * an invoice issued months ago — since no request may set those, and a due date in the past
 * is what an old invoice has but no new one may be given.
 */
import { Types } from 'mongoose';
import type { ResourceDef, Values } from '@hexagone/schemas';
import type { CrudContext } from '../crud/crud-hooks';
import type { CrudService } from '../crud/crud.service';

export async function setServerValues(crud: CrudService, resource: ResourceDef, id: unknown, values: Values): Promise<void> {
  await crud.model(resource.name).collection.updateOne({ _id: new Types.ObjectId(String(id)) }, { $set: values });
}

/** Whether the collection holds any record yet (a seeder fills an empty one only). */
export async function isEmpty(crud: CrudService, resource: ResourceDef): Promise<boolean> {
  return !(await crud.model(resource.name).exists({}).exec());
}

interface SeedOptions {
  /** Fields of each row written afterwards as the record's past (dates, measured figures). */
  past: readonly string[];
  /** Values a record created today is given in their place (an invoice dated today). */
  present?: Values;
  ctx?: CrudContext;
}

/**
 * Creates each row through the CRUD (so it passes the same validation and hooks as a
 * back-office write), then gives it its past. Answers how many records were created.
 */
export async function createWithPast(crud: CrudService, resource: ResourceDef, rows: readonly Values[], options: SeedOptions): Promise<number> {
  for (const row of rows) {
    const body: Values = { ...options.present };
    const past: Values = {};
    for (const [key, value] of Object.entries(row)) {
      if (options.past.includes(key)) past[key] = value;
      else if (!(key in body)) body[key] = value;
    }
    const record = await crud.create(resource, body, options.ctx);
    if (Object.keys(past).length) await setServerValues(crud, resource, record._id, past);
  }
  return rows.length;
}
