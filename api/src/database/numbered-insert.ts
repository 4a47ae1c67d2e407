/**
 * Gives a document the next number of a gapless series, without `$inc` (which the embedded
 * database has been seen to lose under concurrency): the number is part of a unique key, so
 * of two racing writers exactly one inserts it and the other tries the next one. A number is
 * only ever tried once the one before it is stored, so the series has no hole and a reader
 * never sees a number before the ones below it.
 */

const DUPLICATE_KEY = 11000;
/** Enough for hundreds of writers at once; beyond it the caller answers 503 rather than spin. */
const MAX_ATTEMPTS = 500;

export class NumberingExhaustedError extends Error {}

export const isDuplicateKey = (error: unknown): boolean => (error as { code?: number }).code === DUPLICATE_KEY;

export interface NumberedInsert {
  /** The highest number stored (0 when none). */
  last: () => Promise<number>;
  /** Inserts the document carrying `number` in its unique key; a duplicate key means it is taken. */
  insert: (number: number) => Promise<unknown>;
  /** A number this process believes free, to spare reading `last` (it must never be above last + 1). */
  hint?: number;
  /** Names the series in the error once every attempt collided. */
  series: string;
  /**
   * For a document that must be stored once (a write's event, keyed by its trail): after a
   * duplicate key, its number when it is already stored (the key that refused it was its own).
   */
  stored?: () => Promise<number | undefined>;
}

export async function insertNumbered({ last, insert, hint, series, stored }: NumberedInsert): Promise<number> {
  let candidate = hint ?? (await last()) + 1;
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    try {
      await insert(candidate);
      return candidate;
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
      const already = await stored?.();
      if (already !== undefined) return already;
    }
    // Someone else has it: read where the series is now, after a short random wait so that
    // a crowd of writers does not keep colliding on the same number.
    await new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(attempt, 20)));
    candidate = Math.max(candidate + 1, (await last()) + 1);
  }
  throw new NumberingExhaustedError(`series ${series}: no number after ${MAX_ATTEMPTS} attempts`);
}
