/**
 * How an account's password is replaced outside the generic writes (an administrator's reset,
 * the renewal of an expired one, « Mon compte »): hashed, with the moment it changed, from which
 * the security settings' expiry counts.
 */
import type { Model } from 'mongoose';
import type { Doc } from '../crud/crud-models';
import { hashSecret } from './password';

/**
 * Stores `password` as the account's. With `replacing`, only while the stored hash is still that
 * one (a change made meanwhile wins). The moment written, or undefined when nothing was.
 */
export async function storePassword(accounts: Model<Doc>, id: unknown, password: string, replacing?: string): Promise<Date | undefined> {
  const at = new Date();
  const filter = replacing === undefined ? { _id: id } : { _id: id, password: replacing };
  const written = await accounts.updateOne(filter, { $set: { password: await hashSecret(password), password_changed_at: at } }).exec();
  return written.matchedCount === 1 ? at : undefined;
}
