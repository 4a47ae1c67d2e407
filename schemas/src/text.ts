import transliterate from 'slugify';

/**
 * Lowercase ASCII words joined by single dashes: accents removed, ligatures spelt out
 * ('Cœur' → 'coeur'), and every punctuation mark a word boundary, so that French elisions
 * stay readable ('Main-d’œuvre' → 'main-d-oeuvre'). The transliteration is the `slugify`
 * library's, with its French locale.
 */
export function slugify(input: string): string {
  return transliterate(input.replace(/[\p{P}_]+/gu, ' '), { lower: true, strict: true, locale: 'fr', trim: true });
}

/** Escapes a user's text so that it matches literally inside a regular expression. */
export function escapeRegExp(input: string): string {
  return input.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
