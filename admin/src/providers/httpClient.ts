/** react-admin's JSON fetch, with the stored token as a bearer credential (spec 2 §6). */
import { fetchUtils } from 'react-admin';
import { readToken } from './session';

export function httpClient(url: string, options: fetchUtils.Options = {}) {
  const headers = new Headers(options.headers);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  const token = readToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return fetchUtils.fetchJson(url, { ...options, headers });
}
