/** The one slug rule of the product (roles, blog and forum categories, posts): lowercase words joined by dashes. */
import type { FieldDef } from './fields';

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MESSAGE = 'Seuls les lettres minuscules, chiffres et tirets sont autorisés';

const SOURCE_WORDS: Readonly<Record<string, string>> = { name: 'du nom', title: 'du titre' };

/**
 * The slug field of a resource: the rule above, unique, derived from `from` when left empty,
 * listed, sortable and searched; `overrides` adjust it (label, length, required, link).
 */
export function slugField(from: 'name' | 'title', overrides: Partial<FieldDef> = {}): FieldDef {
  return {
    name: 'slug',
    label: 'Identifiant URL',
    type: 'text',
    maxLength: 100,
    pattern: SLUG_PATTERN,
    patternMessage: SLUG_MESSAGE,
    unique: true,
    deriveFrom: { field: from, transform: 'slug' },
    helperText: `Minuscules, chiffres et tirets ; déduit ${SOURCE_WORDS[from]} si vide`,
    list: true,
    sortable: true,
    searchable: true,
    ...overrides,
  };
}
