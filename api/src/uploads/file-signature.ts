/**
 * What a file really is, read from its first bytes rather than from the name or type the
 * client claims. Only formats listed here are ever stored: an SVG, an HTML page or a script
 * renamed .png is none of them.
 */
export interface FileKind {
  mime: string;
  ext: string;
  image: boolean;
}

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

const SIGNATURES: readonly { kind: FileKind; matches: (bytes: Uint8Array) => boolean }[] = [
  { kind: { mime: 'image/png', ext: 'png', image: true }, matches: (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  { kind: { mime: 'image/jpeg', ext: 'jpg', image: true }, matches: (b) => startsWith(b, [0xff, 0xd8, 0xff]) },
  { kind: { mime: 'image/gif', ext: 'gif', image: true }, matches: (b) => startsWith(b, ascii('GIF87a')) || startsWith(b, ascii('GIF89a')) },
  { kind: { mime: 'image/webp', ext: 'webp', image: true }, matches: (b) => startsWith(b, ascii('RIFF')) && startsWith(b, ascii('WEBP'), 8) },
  { kind: { mime: 'application/pdf', ext: 'pdf', image: false }, matches: (b) => startsWith(b, ascii('%PDF-')) },
];

/** Every kind of file the server stores. */
export const KNOWN_FILE_KINDS: readonly FileKind[] = SIGNATURES.map((signature) => signature.kind);

export function detectFileKind(bytes: Uint8Array): FileKind | undefined {
  return SIGNATURES.find((signature) => signature.matches(bytes))?.kind;
}
