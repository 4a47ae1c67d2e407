/**
 * A collection by name, through the database connection: the seed writes the billing,
 * services and support records the dashboard reads before those collections join the
 * registry (spec 3), with the fields spec 3 gives them.
 */
import { users } from '@hexagone/schemas';
import type { CrudService } from '../crud/crud.service';

export const rawCollection = (crud: CrudService, name: string) => crud.model(users.name).db.collection(name);

/** Inserts the documents unless the collection already holds some; answers how many were written. */
export async function insertIfEmpty(crud: CrudService, name: string, documents: readonly object[]): Promise<number> {
  const collection = rawCollection(crud, name);
  if ((await collection.countDocuments({}, { limit: 1 })) > 0) return 0;
  if (!documents.length) return 0;
  await collection.insertMany(documents.map((doc) => ({ ...doc })));
  return documents.length;
}
