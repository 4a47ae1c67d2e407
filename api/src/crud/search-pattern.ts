/**
 * The pattern of a list search: the text, each character standing for every character that
 * folds to the same one (accents and case: `e` → `[eéèêëEÉÈÊË]`), as a case-insensitive `$regex`
 * on each searchable field. Both databases run the same filter: MongoDB scans with it, and the
 * embedded database reads the matching records from its search index (FTS5, trigram), which
 * holds the texts folded the same way (api/embedded-db/_ferretdb/backends/sqlite/
 * metadata/search_index.go: FoldRune) and finds from such a pattern exactly what the scan
 * finds. Accents fold in Latin-1 and Latin Extended-A (every French letter); beyond, case only.
 */
import { escapeRegExp } from '@hexagone/schemas';

/** The last character whose accent folds (U+017F), as FoldRune. */
const FOLDED_RANGE = 0x17f;

const MARK = /^\p{Mn}$/u;

/** One character's case mapping, kept when it is not one character (`ß` → `SS`), as Go's unicode.ToUpper. */
function simpleCase(char: string, mapped: string): string {
  return [...mapped].length === 1 ? mapped : char;
}

/** A character in one case (lower of upper: ſ → s, Å (Ångström) → å), as Go's ToLower(ToUpper). */
function oneCase(char: string): string {
  const upper = simpleCase(char, char.toUpperCase());
  return simpleCase(upper, upper.toLowerCase());
}

/** A character as the search compares it: in one case, then without its accent when that case is in the folded range. */
export function foldChar(char: string): string {
  const cased = oneCase(char);
  const code = cased.codePointAt(0) ?? 0;
  if (code < 0x80 || code > FOLDED_RANGE) return cased;
  const [first, ...marks] = [...cased.normalize('NFD')];
  return marks.length && marks.every((mark) => MARK.test(mark)) ? oneCase(first) : cased;
}

/** The text folded character by character. */
export function foldText(text: string): string {
  return [...text].map(foldChar).join('');
}

/** By folded character, the characters of the folded range that fold to it. */
const preimages = (() => {
  const result = new Map<string, string[]>();
  for (let code = 0; code <= FOLDED_RANGE; code++) {
    const char = String.fromCodePoint(code);
    const folded = foldChar(char);
    result.set(folded, [...(result.get(folded) ?? []), char]);
  }
  return result;
})();

const escapeInClass = (char: string) => (/[\\\][^-]/.test(char) ? `\\${char}` : char);

/** The case-insensitive regular expression of a search for `text`. */
export function searchPattern(text: string): string {
  return [...text]
    .map((char) => {
      const folded = foldChar(char);
      const variants = new Set([char, folded, ...(preimages.get(folded) ?? [])]);
      return variants.size === 1 ? escapeRegExp(char) : `[${[...variants].map(escapeInClass).join('')}]`;
    })
    .join('');
}
