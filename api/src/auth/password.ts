import { createHash, randomBytes } from 'node:crypto';
import * as argon2 from 'argon2';

/** argon2id with the library's defaults (64 MiB, 3 passes). */
export const hashSecret = (plain: string): Promise<string> => argon2.hash(plain, { type: argon2.argon2id });

/**
 * What a missing hash is checked against: a real hash of a random secret, made with the same
 * settings as every stored one, so that an unknown account costs exactly a known one's work.
 */
let standIn: Promise<string> | undefined;
const standInHash = () => (standIn ??= hashSecret(randomBytes(32).toString('base64url')));

/** How many argon2 verifications this process ran (exported to /metrics; the tests compare the login paths by it). */
export const passwordVerifications = { count: 0 };

export async function verifySecret(hash: string | undefined, plain: string): Promise<boolean> {
  const target = hash ?? (await standInHash());
  passwordVerifications.count += 1;
  const ok = await argon2.verify(target, plain).catch(() => false);
  return ok && hash !== undefined;
}

/**
 * The stored form of a random token (an API key): SHA-256. Tokens of 190 random bits need no
 * slow hash to resist guessing, and a plain digest lets a request's key be looked up directly.
 */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
