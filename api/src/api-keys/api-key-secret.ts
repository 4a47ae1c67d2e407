/**
 * The API keys' secrets (schemas API_KEY_PATTERN): `hx_live_`, 32 random base62 characters
 * (190 bits), then the CRC-32 of those 32 written in 6 base62 characters. The checksum lets a
 * secret scanner, and the server before any lookup, tell a real key from a mistyped one.
 */
import { randomInt } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { API_KEY_PATTERN, API_KEY_PREFIX } from '@hexagone/schemas';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const RANDOM_LENGTH = 32;
const CHECKSUM_LENGTH = 6;

function base62(value: number, length: number): string {
  let text = '';
  for (let rest = value; text.length < length; rest = Math.floor(rest / 62)) text = BASE62[rest % 62] + text;
  return text;
}

const checksum = (random: string): string => base62(crc32(random), CHECKSUM_LENGTH);

export function newApiKey(): string {
  let random = '';
  while (random.length < RANDOM_LENGTH) random += BASE62[randomInt(62)];
  return `${API_KEY_PREFIX}${random}${checksum(random)}`;
}

/** Whether the text has a key's shape and its checksum holds. */
export function isWellFormedApiKey(text: string): boolean {
  if (!API_KEY_PATTERN.test(text)) return false;
  const random = text.slice(API_KEY_PREFIX.length, API_KEY_PREFIX.length + RANDOM_LENGTH);
  return text.slice(-CHECKSUM_LENGTH) === checksum(random);
}
