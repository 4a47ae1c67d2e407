/** Calls from the islands to the API served on the same origin under /api. */
export const API_BASE = '/api';

/** The French message of a refused call: the answer's `message`, else the given fallback. */
export async function errorMessage(response: Response, fallback: string): Promise<string> {
  const body: unknown = await response.json().catch(() => undefined);
  const message = body && typeof body === 'object' ? (body as { message?: unknown }).message : undefined;
  if (typeof message === 'string' && message.trim()) return message;
  // Validation answers may carry one message per rule; the first one is the one to show.
  if (Array.isArray(message) && typeof message[0] === 'string') return message[0];
  return fallback;
}

/** POSTs JSON; resolves with the parsed answer, rejects with an Error holding the French message. */
export async function postJson<T>(path: string, body: unknown, fallback: string): Promise<T> {
  const response = await fetch(`${API_BASE}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(await errorMessage(response, fallback));
  return (await response.json().catch(() => ({}))) as T;
}
