/**
 * The headers of a private file's download: always saved, never shown in place (attachment,
 * with its name in RFC 5987 form when it is not plain ASCII), taken for the type the server
 * read from its bytes (nosniff), and run nowhere even if opened (a sandbox without sources).
 * Never cached: the next reader's rights are checked anew.
 */
import { create as contentDisposition } from 'content-disposition';
import type { StoredFile } from '@hexagone/schemas';

export function downloadHeaders(file: StoredFile): Record<string, string> {
  return {
    'Content-Type': file.type,
    'Content-Length': String(file.size),
    'Content-Disposition': contentDisposition(file.name, { type: 'attachment' }),
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; sandbox",
    'Cache-Control': 'private, no-store',
  };
}
