/**
 * A record refreshed while its form is open (lists and records are refetched after any write;
 * an instance's measured figures change on their own) keeps what the user has typed. One
 * object, so that the form does not reset at every render.
 */
export const KEEP_TYPED_VALUES = { keepDirtyValues: true } as const;
