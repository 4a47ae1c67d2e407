import { describe, expect, it } from 'vitest';
import { transferTargets } from './chat-transfer';

describe('transferTargets', () => {
  it('offers the other agents online with room only', () => {
    const agents = [
      { user_id: 'moi', status: 'online', active_chats: 0, max_concurrent_chats: 3 },
      { user_id: 'libre', status: 'online', active_chats: 2, max_concurrent_chats: 3 },
      { user_id: 'plein', status: 'online', active_chats: 3, max_concurrent_chats: 3 },
      { user_id: 'absent', status: 'away', active_chats: 0, max_concurrent_chats: 3 },
      { user_id: 'hors-ligne', status: 'offline', active_chats: 0, max_concurrent_chats: 3 },
    ];
    expect(transferTargets(agents, 'moi').map((agent) => agent.user_id)).toEqual(['libre']);
    expect(transferTargets(agents, undefined).map((agent) => agent.user_id)).toEqual(['moi', 'libre']);
  });
});
