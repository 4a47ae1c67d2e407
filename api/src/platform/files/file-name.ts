/**
 * The uploader's file name, kept only as a label: the last part of a path, without control or
 * invisible formatting characters (a right-to-left override can make "exe.pdf" read as "fdp.exe"),
 * of bounded length with its extension kept. It never names anything on disk: the store knows
 * a file by its random id.
 */
export const MAX_FILE_NAME_LENGTH = 120;

/** Longer than this after its last dot, a name has no extension worth keeping. */
const MAX_EXTENSION_LENGTH = 10;

const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;

/** `.pdf` for "Devis.PDF", '' for a name without extension. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  if (dot <= 0) return '';
  const extension = name.slice(dot).toLowerCase();
  return extension.length > 1 && extension.length <= MAX_EXTENSION_LENGTH ? extension : '';
}

export function sanitiseFileName(raw: string, fallback = 'fichier'): string {
  const base = raw.split(/[/\\]/).pop() ?? '';
  const clean = base.normalize('NFC').replace(INVISIBLE, '').replace(/\s+/g, ' ').trim().replace(/^\.+/, '').trim();
  if (!clean) return fallback;
  // Counted in characters, not UTF-16 units, so that no character is cut in half.
  const characters = [...clean];
  if (characters.length <= MAX_FILE_NAME_LENGTH) return clean;
  const extension = extensionOf(clean);
  return characters.slice(0, MAX_FILE_NAME_LENGTH - extension.length).join('').trimEnd() + extension;
}
