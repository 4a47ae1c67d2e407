/** The signed-in agent's presence at the live chat (GET/POST /api/support/presence, issue 36). */
import type { ChosenPresence } from '@hexagone/schemas';
import { httpClient } from '../providers/httpClient';

export type ShownPresence = ChosenPresence | 'offline' | 'busy';

/** What the API answers: the presence, and whether the member is a chat agent at all. */
export interface PresenceAnswer {
  status: ShownPresence;
  agent: boolean;
}

export async function readPresence(): Promise<PresenceAnswer> {
  return (await httpClient('/api/support/presence')).json as PresenceAnswer;
}

/** Said, or repeated as the heartbeat; `join` makes a support member a chat agent. */
export async function sayPresence(status: ChosenPresence | 'offline', join = false): Promise<PresenceAnswer> {
  const { json } = await httpClient('/api/support/presence', { method: 'POST', body: JSON.stringify({ status, join }) });
  return json as PresenceAnswer;
}

/** At sign-out: the agent leaves the chat at once rather than when their heartbeat expires. */
export const leaveChat = (): Promise<unknown> => sayPresence('offline').catch(() => undefined);
