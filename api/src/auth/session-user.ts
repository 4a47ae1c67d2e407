/** What a request knows of its caller once the token is checked. */
export interface SessionUser {
  _id: string;
  id: string;
  name: string;
  email: string;
  role: string;
  /** The account's own team permissions (spec 3 §6), next to those of its role. */
  permissions: string[];
}

export function toSessionUser(record: Record<string, unknown>): SessionUser {
  const id = String(record._id);
  return { _id: id, id, name: String(record.name ?? ''), email: String(record.email ?? ''), role: String(record.role ?? ''), permissions: Array.isArray(record.permissions) ? record.permissions.map(String) : [] };
}

/** What an account's rights depend on, compared as text: a stream or a key opened with them ends when they change. */
export const accountRights = (account: Readonly<Record<string, unknown>>): string =>
  JSON.stringify([String(account.role ?? ''), Array.isArray(account.permissions) ? account.permissions.map(String).sort() : [], account.active !== false]);
