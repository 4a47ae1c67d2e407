/**
 * The live chat on the server: a visitor's chat starts waiting and is offered to an agent
 * online now (their choice and a live heartbeat, chat-presence.ts) under their limit who accepts automatically, then or as soon as one comes online or
 * has room again (a chat ended or transferred); the agents' figures (active chats by the
 * registry's counter, today's chats, average duration and satisfaction) are kept here; transfer,
 * end and the canned responses' use are the registry's actions.
 */
import { ConflictException, Injectable, NotFoundException, type OnModuleInit } from '@nestjs/common';
import { CHAT_MESSAGES, CHAT_TYPING_EVENT, parisDayKey, supportChatAgents, supportChatMessages, supportChatResponses, supportChatSessions, type ChatAgent, type ChatSession, type Values } from '@hexagone/schemas';
import { Types } from 'mongoose';
import { ActionHandler, type ActionRequest } from '../crud/action-handler.decorator';
import type { CrudContext } from '../crud/crud-hooks';
import { CrudService, invalid } from '../crud/crud.service';
import { EventBus } from '../platform/events/event-bus';
import { JobsService } from '../platform/jobs/jobs.service';
import { isOnlineNow, onlineNow } from './chat-presence';
import { SupportStaff } from './support-staff';

const MINUTE_MS = 60_000;

@Injectable()
export class ChatService implements OnModuleInit {
  constructor(
    private readonly crud: CrudService,
    private readonly staff: SupportStaff,
    private readonly events: EventBus,
    private readonly jobs: JobsService,
  ) {}

  onModuleInit(): void {
    // Every change that frees an agent offers the waiting chats at once; this pass catches an
    // offer that found an agent's lock held too long, or a process that stopped in between.
    this.jobs.declare({ name: 'support.chat-offers', everyMs: 60_000, handler: () => this.offerWaiting() });
    this.crud.on(supportChatAgents.name, 'support/chat.service', {
      checkValues: async (values, _ctx, before) => {
        if (values.user_id && values.user_id !== before?.user_id) await this.staff.assert(values.user_id, 'user_id');
      },
      // An agent who comes online, accepts automatically again or takes more chats has room for the waiting ones.
      afterCreate: (agent) => (agent.status === 'online' ? this.offerWaiting() : undefined),
      afterUpdate: (before, after) => (hasMoreRoom(before, after) ? this.offerWaiting() : undefined),
    });
    this.crud.on(supportChatSessions.name, 'support/chat.service', {
      beforeCreate: (values) => {
        values.started_at = new Date();
      },
      beforeUpdate: (values, before) => {
        // Taken only while waiting: an offer that read the chat before another took it changes nothing.
        if (values.status === 'active' && before.status !== 'waiting') throw new ConflictException(CHAT_MESSAGES.taken);
        if (values.status === 'ended' && before.status !== 'ended') values.ended_at = new Date();
      },
      afterUpdate: async (before, after) => {
        if (after.status !== 'ended' || before.status === 'ended') return;
        if (after.agent) await this.refreshAgent(String(after.agent));
        // Its agent has one chat fewer: the waiting ones are offered again.
        if (before.status === 'active') await this.offerWaiting();
      },
    });
    this.crud.on(supportChatMessages.name, 'support/chat.service', {
      beforeCreate: async (values, ctx) => {
        const session = await this.session(values.session_id);
        if (session.status === 'ended') throw new ConflictException(CHAT_MESSAGES.ended);
        // Staff write through the API with their session; the visitor, through their token (chat.controller.ts), without one.
        values.sender = ctx.user ? 'agent' : 'visitor';
        values.author_name = ctx.user ? ctx.user.name || 'Support' : String(session.visitor_name || 'Visiteur');
      },
      afterCreate: (message, ctx) => (message.sender === 'agent' && ctx.user ? this.takeOnAnswer(String(message.session_id), ctx.user.id) : undefined),
    });
  }

  /** An agent who answers a waiting chat takes it (issue 36); another who took it meanwhile keeps it. */
  private async takeOnAnswer(sessionId: string, userId: string): Promise<void> {
    if ((await this.session(sessionId)).status !== 'waiting') return;
    try {
      await this.crud.update(supportChatSessions, sessionId, {}, {}, { status: 'active', agent: userId } satisfies Partial<ChatSession>);
    } catch (error) {
      if (!(error instanceof ConflictException)) throw error;
    }
  }

  private async session(id: unknown): Promise<ChatSession> {
    const session =
      typeof id === 'string'
        ? await this.crud
            .model(supportChatSessions.name)
            .findById(id)
            .lean<ChatSession>()
            .exec()
            .catch(() => null)
        : null;
    if (!session) throw invalid({ session_id: CHAT_MESSAGES.notFound });
    return session;
  }

  /** A visitor's new chat: waiting, then taken at once by an online agent under their limit who accepts automatically. */
  async start(visitorName: string): Promise<Values> {
    const created = await this.crud.create(supportChatSessions, { visitor_name: visitorName });
    return (await this.offer(String(created._id))) ?? created;
  }

  /**
   * Offers a waiting chat to the online agents who accept automatically, the least busy first;
   * answers the chat once one took it. Each agent is tried under their record's lock, shared by
   * every server process, where their active chats are counted: an agent never passes their
   * limit. The chat is taken by the state machine's guarded change (waiting → active) and the
   * hook that takes a chat only while waiting: of two offers of one chat, one wins.
   */
  async offer(sessionId: string): Promise<Values | undefined> {
    const agents = await this.crud.model(supportChatAgents.name).find({ ...onlineNow(), auto_accept: true }).sort({ active_chats: 1, _id: 1 }).lean<ChatAgent[]>().exec();
    for (const agent of agents) {
      const outcome = await this.withRoom(String(agent._id), (userId) => this.crud.update(supportChatSessions, sessionId, {}, {}, { agent: userId, status: 'active' } satisfies Partial<ChatSession>), {
        auto: true,
      }).catch((error: unknown) => {
        // Taken meanwhile (the chat's 409), or the agent's lock held too long: this agent is not the one.
        if (error instanceof ConflictException) return 'busy' as const;
        throw error;
      });
      if (outcome === 'busy') {
        const session = await this.crud.model(supportChatSessions.name).findById(sessionId).lean<Pick<ChatSession, 'status'>>().exec();
        if (session?.status !== 'waiting') return undefined;
      } else if (outcome) return outcome;
    }
    return undefined;
  }

  /** Offers every waiting chat, the oldest first: an agent came online or has room again. */
  async offerWaiting(): Promise<void> {
    const waiting = await this.crud.model(supportChatSessions.name).find({ status: 'waiting' }).sort({ started_at: 1, _id: 1 }).lean<ChatSession[]>().exec();
    for (const session of waiting) await this.offer(String(session._id));
  }

  /**
   * Runs `work` with the agent's user id when the agent is online (and accepts automatically,
   * for `auto`) with room under their limit, all under the agent's record lock so that two
   * processes never give them one chat too many; undefined when they have no room.
   */
  private withRoom<T>(agentId: string, work: (userId: string) => Promise<T>, { auto }: { auto: boolean }): Promise<T | undefined> {
    return this.crud.withRecordLock(supportChatAgents, agentId, async () => {
      const agent = await this.crud.model(supportChatAgents.name).findById(agentId).lean<ChatAgent>().exec();
      if (!agent || !isOnlineNow(agent) || (auto && !agent.auto_accept)) return undefined;
      const active = await this.crud.model(supportChatSessions.name).countDocuments({ agent: agent.user_id, status: 'active' }).exec();
      return active < Number(agent.max_concurrent_chats ?? 0) ? work(String(agent.user_id)) : undefined;
    });
  }

  /**
   * "… est en train d’écrire": a signal on the chat messages' stream (the visitor's and the
   * agent's pages follow it, whichever process serves them), never a stored message.
   */
  async typing(sessionId: string, sender: 'visitor' | 'agent', agentName?: string): Promise<void> {
    const session = await this.session(sessionId);
    if (session.status === 'ended') throw new ConflictException(CHAT_MESSAGES.ended);
    const author_name = sender === 'agent' ? agentName || 'Support' : String(session.visitor_name || 'Visiteur');
    await this.events.publish(CHAT_TYPING_EVENT, {
      collection: supportChatMessages.name,
      change: 'typing',
      record: { session_id: sessionId, sender, author_name },
      at: new Date().toISOString(),
    });
  }

  /** A message of the visitor (checked by their token in the controller). */
  async visitorMessage(sessionId: string, content: unknown): Promise<Values> {
    const session = await this.session(sessionId);
    return this.crud.create(supportChatMessages, {
      session_id: sessionId,
      content,
      sender: 'visitor',
      author_name: String(session.visitor_name || 'Visiteur'),
    });
  }

  /** Transférer: to another agent online and under their limit (counted under their lock, as an offer). */
  @ActionHandler(supportChatSessions.name, 'transfer')
  async transfer({ records: [session], body }: ActionRequest, ctx: CrudContext): Promise<Values> {
    const refused = () => invalid({ agent: CHAT_MESSAGES.agentUnavailable });
    // The dialog's body comes as is (no declared question): only an account id reaches the query.
    if (typeof body.agent !== 'string' || !Types.ObjectId.isValid(body.agent)) throw refused();
    const target = await this.crud.model(supportChatAgents.name).findOne({ user_id: body.agent }).lean<ChatAgent>().exec();
    if (!target || String(body.agent) === String(session.agent)) throw refused();
    const moved = await this.withRoom(String(target._id), (userId) => this.crud.update(supportChatSessions, String(session._id), {}, ctx, { agent: userId } satisfies Partial<ChatSession>), {
      auto: false,
    });
    if (!moved) throw refused();
    if (session.agent) await this.refreshAgent(String(session.agent));
    await this.offerWaiting();
    return moved;
  }

  /** Utiliser: the canned response's text, its use counted (one atomic increment). */
  @ActionHandler(supportChatResponses.name, 'use')
  async use({ records: [response] }: ActionRequest): Promise<Values> {
    const model = this.crud.model(supportChatResponses.name);
    await model.updateOne({ _id: response._id }, { $inc: { usage_count: 1 } }).exec();
    const used = await model.findById(response._id).lean<Values>().exec();
    if (!used) throw new NotFoundException();
    return { ...used, id: String(used._id) };
  }

  /** Today's chats, average duration (minutes) and satisfaction of one agent, from their ended sessions. */
  async refreshAgent(userId: string, now = new Date()): Promise<void> {
    const ended = await this.crud.model(supportChatSessions.name).find({ agent: userId, status: 'ended' }).lean<ChatSession[]>().exec();
    const today = parisDayKey(now);
    const durations = ended
      .filter((s) => s.started_at && s.ended_at)
      .map((s) => (new Date(String(s.ended_at)).getTime() - new Date(String(s.started_at)).getTime()) / MINUTE_MS);
    const rated = ended.map((s) => Number(s.satisfaction)).filter((value) => value >= 1);
    const average = (values: number[]) => (values.length ? Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 10) / 10 : 0);
    await this.crud
      .model(supportChatAgents.name)
      .updateOne(
        { user_id: userId },
        {
          $set: {
            today_chat_count: ended.filter((s) => s.ended_at && parisDayKey(new Date(String(s.ended_at))) === today).length,
            avg_chat_duration: average(durations),
            avg_satisfaction: average(rated),
            last_activity: now,
          } satisfies Partial<ChatAgent>,
        },
      )
      .exec();
  }
}

/** An agent's change that may let them take a waiting chat. */
function hasMoreRoom(before: Values, after: Values): boolean {
  if (after.status !== 'online' || !after.auto_accept) return false;
  return before.status !== 'online' || !before.auto_accept || Number(after.max_concurrent_chats) > Number(before.max_concurrent_chats);
}
