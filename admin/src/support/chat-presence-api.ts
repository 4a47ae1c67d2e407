/** The signed-in agent's presence at the live chat (GET/POST /api/support/presence, issue 36). */
import type { ChosenPresence } from '@hexagone/schemas';
import { httpClient } from '../providers/httpClient';

export type ShownPresence = ChosenPresence | 'offline' | 'busy';

export async function sayPresence(status: ChosenPresence | 'offline'): Promise<ShownPresence> {
  const { json } = await httpClient('/api/support/presence', { method: 'POST', body: JSON.stringify({ status }) });
  return (json as { status: ShownPresence }).status;
}

/** At sign-out: the agent leaves the chat at once rather than when their heartbeat expires. */
export const leaveChat = (): Promise<unknown> => sayPresence('offline').catch(() => undefined);
