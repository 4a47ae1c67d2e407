/**
 * react-admin's JSON fetch, with the stored token as a bearer credential (spec 2 §6). A 401 is
 * the end of the session, for every screen alike (the lists, the custom screens' own calls).
 */
import { fetchUtils, HttpError } from 'react-admin';
import { leaveEndedSession, readToken } from './session';

export async function httpClient(url: string, options: fetchUtils.Options = {}) {
  const headers = new Headers(options.headers);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  const token = readToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  try {
    return await fetchUtils.fetchJson(url, { ...options, headers });
  } catch (error) {
    if (token && error instanceof HttpError && error.status === 401) return leaveEndedSession();
    throw error;
  }
}
