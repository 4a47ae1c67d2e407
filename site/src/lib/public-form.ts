/**
 * Sends a public form (contact, newsletter) to the API and reads the answer the way the
 * forms show it: the server's French message, and one message per refused field.
 */
import { API_BASE } from './api';

export type FormResult =
  | { ok: true; message: string }
  | { ok: false; message: string; errors: Record<string, string> };

const stringEntries = (value: unknown): Record<string, string> =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
    : {};

/** Reads any answer; `fallback` stands in for a missing or unreadable message. */
export async function readFormAnswer(response: Response, fallback: string): Promise<FormResult> {
  const body: unknown = await response.json().catch(() => undefined);
  const fields = body && typeof body === 'object' ? (body as { message?: unknown; errors?: unknown }) : {};
  const message = typeof fields.message === 'string' && fields.message.trim() ? fields.message : fallback;
  return response.ok ? { ok: true, message } : { ok: false, message, errors: stringEntries(fields.errors) };
}

/** POSTs the form as JSON; a network failure rejects, any answer resolves. */
export async function sendPublicForm(path: string, values: Record<string, unknown>, fallback: string): Promise<FormResult> {
  const response = await fetch(`${API_BASE}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(values),
  });
  return readFormAnswer(response, fallback);
}
