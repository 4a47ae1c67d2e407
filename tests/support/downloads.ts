/** Fetching files and streams as a browser does: with a ticket from POST /api/tickets in the address. */
import type { ApiClient } from './api';

export async function ticketFor(api: ApiClient, token: string, path: string): Promise<string> {
  const response = await api.post('/tickets', { path }, { token });
  if (response.status !== 201) throw new Error(`ticket refused: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.ticket as string;
}

/** GET `path` (from /api) with a fresh ticket and the given query; the raw answer. */
export async function openWithTicket(api: ApiClient, token: string, path: string, query: Record<string, string> = {}): Promise<Response> {
  const ticket = await ticketFor(api, token, `/api${path}`);
  const url = new URL(`/api${path}`, api.baseUrl);
  for (const [key, value] of Object.entries({ ...query, ticket })) url.searchParams.set(key, value);
  return fetch(url);
}
