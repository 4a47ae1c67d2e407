/** Which agents are present (issue 36): online by their own choice and heard from within the presence's expiry. */
import { CHAT_PRESENCE, type Values } from '@hexagone/schemas';

/** The filter of the agents online now: chosen « En ligne » and a heartbeat younger than its expiry. */
export const onlineNow = (now = Date.now()): Values => ({ status: 'online', presence_at: { $gte: new Date(now - CHAT_PRESENCE.expiresMs) } });

/** Whether one agent's record is online now (the same rule as `onlineNow`). */
export const isOnlineNow = (agent: Values, now = Date.now()): boolean =>
  agent.status === 'online' && agent.presence_at != null && new Date(String(agent.presence_at)).getTime() >= now - CHAT_PRESENCE.expiresMs;
