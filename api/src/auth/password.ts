import { createHash } from 'node:crypto';
import * as argon2 from 'argon2';

/** argon2id with the library's defaults (64 MiB, 3 passes). */
export const hashSecret = (plain: string): Promise<string> => argon2.hash(plain, { type: argon2.argon2id });

export async function verifySecret(hash: string | undefined, plain: string): Promise<boolean> {
  // Without a stored hash we still spend the same work, so a wrong e-mail and a wrong
  // password take the same time.
  const target = hash ?? DUMMY_HASH;
  const ok = await argon2.verify(target, plain).catch(() => false);
  return ok && hash !== undefined;
}

const DUMMY_HASH = '$argon2id$v=19$m=65536,t=3,p=4$c29tZXNhbHRzb21lc2FsdA$3z+8b9WY9bS2Nf3vQ6d1qO7w8mTq8w2k2E6W8Gx0q1A';

/**
 * The stored form of a random token (an API key): SHA-256. Tokens of 190 random bits need no
 * slow hash to resist guessing, and a plain digest lets a request's key be looked up directly.
 */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
