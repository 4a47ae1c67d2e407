import { randomInt } from 'node:crypto';

/** Letters and digits that cannot be mistaken for one another when read aloud or copied. */
const LOWER = 'abcdefghijkmnpqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const SYMBOLS = '-_.!?@#';
const ALL = LOWER + UPPER + DIGITS + SYMBOLS;

export const GENERATED_PASSWORD_LENGTH = 16;

/**
 * A random password from the system's cryptographic source, with at least one character of
 * each family so that any password policy an operator sets later still accepts it.
 */
export function generatePassword(length: number = GENERATED_PASSWORD_LENGTH): string {
  const pick = (alphabet: string) => alphabet[randomInt(alphabet.length)];
  const chars = [pick(LOWER), pick(UPPER), pick(DIGITS), pick(SYMBOLS)];
  while (chars.length < length) chars.push(pick(ALL));
  for (let i = chars.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j], chars[i]];
  }
  return chars.join('');
}
