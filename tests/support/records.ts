/**
 * Records a test needs, written and read through the API as the back-office does. A refused
 * write stops the set-up there, with the server's answer, rather than failing a test later on
 * a missing row.
 */
import { MAX_PAGE_SIZE } from '@hexagone/schemas';
import type { ApiClient } from './api';

export async function createRecord(api: ApiClient, token: string, collection: string, body: Record<string, unknown>): Promise<Record<string, any>> {
  const response = await api.post(`/${collection}`, body, { token });
  if (response.status !== 201) throw new Error(`${collection}: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}

export async function readRecord(api: ApiClient, token: string, collection: string, id: string): Promise<any> {
  return (await api.get(`/${collection}/${id}`, { token })).body;
}

/** The largest page the API serves: more records than any test or the seed writes. */
export async function listRecords(api: ApiClient, token: string, collection: string, query: Record<string, string> = {}): Promise<any[]> {
  return (await api.get(`/${collection}`, { token, query: { limit: String(MAX_PAGE_SIZE), ...query } })).body.data;
}
