/**
 * Who the demo records belong to: the customer and support accounts in the database
 * (the users seeder's, or whatever an installation already has).
 */
import { users, type Values } from '@hexagone/schemas';
import type { CrudService } from '../crud/crud.service';

export interface Account {
  id: string;
  email: string;
  name: string;
  company: string;
  role: string;
}

export async function accounts(crud: CrudService): Promise<Account[]> {
  const rows = await crud.model(users.name).find({}, { email: 1, name: 1, company: 1, role: 1 }).sort({ _id: 1 }).lean<Values[]>().exec();
  return rows.map((row) => ({
    id: String(row._id),
    email: String(row.email ?? ''),
    name: String(row.name ?? ''),
    company: String(row.company ?? ''),
    role: String(row.role ?? ''),
  }));
}

/** Customers first; an installation with none yet falls back to every account. */
export function customersOf(all: readonly Account[]): Account[] {
  const customers = all.filter((a) => a.role === 'user');
  return customers.length ? customers : [...all];
}
