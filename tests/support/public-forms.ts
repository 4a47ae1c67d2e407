/**
 * The public site's forms (contact, newsletter) as a visitor's browser posts them. Their calls
 * are capped per client address, which the server reads from the loopback proxy's
 * X-Forwarded-For: each test speaks from an address of its own, so the caps count apart.
 */
import type { TestServer } from './server';

/** Fresh addresses in a documentation range (`203.0.113`, `198.51.100`…), one per call. */
export function addressesIn(range: string): () => string {
  let nextHost = 10;
  return () => `${range}.${nextHost++}`;
}

/** POSTs `body` (sent as is when already a string, to test malformed JSON) as if from `from`. */
export async function postFrom(server: TestServer, path: string, body: unknown, from: string): Promise<{ status: number; body: any }> {
  const response = await fetch(server.url(path), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}
