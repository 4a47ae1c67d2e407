/** Who « Transférer » offers for a live chat. */
import type { Values } from '@hexagone/schemas';

/** The agents who may take the chat: online, under their limit, other than the one who has it. */
export function transferTargets(agents: readonly Values[], current: unknown): Values[] {
  return agents.filter(
    (agent) => agent.status === 'online' && String(agent.user_id) !== String(current ?? '') && Number(agent.active_chats ?? 0) < Number(agent.max_concurrent_chats ?? 0),
  );
}
