/**
 * An agent's presence at the live chat (issue 36), kept in their agent record so that every
 * server process agrees: their back-office header sets « En ligne » or « Absent » and repeats it
 * as a heartbeat; signing out says « Hors ligne »; an agent not heard from within the expiry
 * (tab closed, session ended, computer asleep) is put offline by a pass every half-minute, and
 * the offers never count on them meanwhile (chat.service.ts reads `onlineNow`). A change of
 * status goes through the registry (audited, and coming online offers the waiting chats); a
 * heartbeat that changes nothing is one conditional write of its time, never an audit entry.
 */
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { CHAT_PRESENCE, supportChatAgents, type Values } from '@hexagone/schemas';
import { CrudService } from '../crud/crud.service';
import type { CrudContext } from '../crud/crud-hooks';
import { JobsService } from '../platform/jobs/jobs.service';

export type Presence = 'online' | 'away' | 'offline';

@Injectable()
export class ChatPresenceService implements OnModuleInit {
  constructor(
    private readonly crud: CrudService,
    private readonly jobs: JobsService,
  ) {}

  onModuleInit(): void {
    this.jobs.declare({ name: 'support.chat-presence', everyMs: CHAT_PRESENCE.heartbeatMs, handler: () => this.expire() });
  }

  /** The agent record of an account, if they are a chat agent. */
  agentOf(userId: string): Promise<Values | null> {
    return this.crud.model(supportChatAgents.name).findOne({ user_id: userId }).lean<Values>().exec();
  }

  /**
   * The agent's heartbeat or choice. A support member without an agent record becomes a chat
   * agent only when they ask to (`join`, with the registry's defaults): signing in makes nobody one.
   */
  async set(userId: string, status: Presence, ctx: CrudContext, join = false): Promise<Values | null> {
    let agent = await this.agentOf(userId);
    if (!agent) {
      if (!join || status === 'offline') return null;
      agent = await this.crud.create(supportChatAgents, { user_id: userId }, ctx);
    }
    const now = new Date();
    const id = String(agent._id);
    const model = this.crud.model(supportChatAgents.name);
    // Same status: only the heartbeat's time, in one conditional write.
    const presence_at = status === 'offline' ? null : now;
    const kept = await model.updateOne({ _id: id, status }, { $set: { presence_at } }).exec();
    if (kept.matchedCount) return { ...agent, status, presence_at };
    return this.crud.update(supportChatAgents, id, {}, ctx, { status, presence_at });
  }

  /** Offline: every agent present by their record whose heartbeat stopped. */
  async expire(now = Date.now()): Promise<void> {
    const stale = await this.crud
      .model(supportChatAgents.name)
      .find({ status: { $ne: 'offline' }, $or: [{ presence_at: { $lt: new Date(now - CHAT_PRESENCE.expiresMs) } }, { presence_at: { $in: [null] } }] })
      .lean<Values[]>()
      .exec();
    for (const agent of stale) await this.crud.update(supportChatAgents, String(agent._id), {}, {}, { status: 'offline', presence_at: null });
  }
}
