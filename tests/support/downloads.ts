/** Fetching files and streams as a browser does: with a signed link from POST /api/signed-links in the address. */
import type { ApiClient } from './api';

export async function signedLinkFor(api: ApiClient, token: string, path: string): Promise<string> {
  const response = await api.post('/signed-links', { path }, { token });
  if (response.status !== 201) throw new Error(`signature refused: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.signature as string;
}

/** GET `path` (from /api) with a fresh signature and the given query; the raw answer. */
export async function openSignedLink(api: ApiClient, token: string, path: string, query: Record<string, string> = {}): Promise<Response> {
  const signature = await signedLinkFor(api, token, `/api${path}`);
  const url = new URL(`/api${path}`, api.baseUrl);
  for (const [key, value] of Object.entries({ ...query, signature })) url.searchParams.set(key, value);
  return fetch(url);
}
