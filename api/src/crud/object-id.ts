/** Whether a string can be a MongoDB id: anything else is simply not found, never a database error. */
export const isObjectId = (value: unknown): value is string => typeof value === 'string' && /^[a-f0-9]{24}$/i.test(value);
