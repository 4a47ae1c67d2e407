/**
 * Record ids signed with a key derived from the server's secret, one key per purpose: whoever
 * holds the signature of an id reaches that record (a visitor's chat, a visitor's ticket), and
 * no other id with it. Nothing is stored; the signature cannot be guessed from the id.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { loadJwtSecret } from '../auth/jwt-secret';
import { config } from '../config';

export interface SignedIds {
  signature(id: string): string;
  /** True when `given` is the signature of `id`. */
  verify(id: string, given: unknown): boolean;
}

export function signedIds(purpose: string): SignedIds {
  const key = () => createHmac('sha256', loadJwtSecret(config.jwtSecret, config.dataDir)).update(`hexagone:${purpose}`).digest();
  const signature = (id: string) => createHmac('sha256', key()).update(id).digest('base64url');
  return {
    signature,
    verify(id, given) {
      if (typeof given !== 'string' || !id) return false;
      const expected = Buffer.from(signature(id));
      const sent = Buffer.from(given);
      return expected.length === sent.length && timingSafeEqual(expected, sent);
    },
  };
}
