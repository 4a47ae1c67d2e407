/** Whether a string can be a MongoDB id: anything else is simply not found, never a database error. */
export const isObjectId = (value: unknown): value is string => typeof value === 'string' && /^[a-f0-9]{24}$/i.test(value);

/** A record's key in what the sole writer keeps (records, search texts): an ObjectId's lowercase hex, another id's lowercase text. */
export const idKey = (id: unknown): string =>
  id !== null && typeof id === 'object' && 'toHexString' in id ? (id as { toHexString(): string }).toHexString() : String(id).toLowerCase();
