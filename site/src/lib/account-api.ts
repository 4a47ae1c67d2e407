/**
 * The signed-in customer's calls from their area (/user): the API with their session, each
 * answer filtered by the server to their own records; a private document (an invoice's PDF,
 * an attachment) fetched with the session and handed to the browser as a download.
 */
import { MAX_PAGE_SIZE, type Session } from '@hexagone/schemas';
import { API_BASE, errorMessage } from './api';

/** The parsed answer; rejects with the French message of a refused call (else `fallback`). */
export async function accountCall<T>(session: Session, path: string, fallback: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${API_BASE}${path}`, {
    ...init,
    headers: { Accept: 'application/json', Authorization: `Bearer ${session.token}`, ...init.headers },
  });
  if (!response.ok) throw new Error(await errorMessage(response, fallback));
  return (await response.json()) as T;
}

/** The file name the server proposes (`filename*=UTF-8''…` of its Content-Disposition). */
export function proposedFileName(disposition: string | null): string | undefined {
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '')?.[1];
  return encoded ? decodeURIComponent(encoded) : undefined;
}

/** Saves the file at `path` (under /api) under the server's name, else `name`; rejects with the French message when refused. */
export async function accountDownload(session: Session, path: string, name: string, fallback: string): Promise<void> {
  const response = await fetch(`${API_BASE}${path}`, { headers: { Authorization: `Bearer ${session.token}` } });
  if (!response.ok) throw new Error(await errorMessage(response, fallback));
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: proposedFileName(response.headers.get('Content-Disposition')) ?? name });
  link.click();
  URL.revokeObjectURL(url);
}

/** Every record of a list (`path` with its sort, without paging): a customer's own are few. */
export async function accountList<T>(session: Session, path: string, fallback: string): Promise<T[]> {
  const records: T[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await accountCall<{ data: T[]; pagination: { pages: number } }>(session, `${path}${path.includes('?') ? '&' : '?'}limit=${MAX_PAGE_SIZE}&page=${page}`, fallback);
    records.push(...answer.data);
    if (page >= answer.pagination.pages) return records;
  }
}
