/**
 * The live chat on the server: a visitor's chat starts waiting and is offered to an online
 * agent under their limit who accepts automatically; the agents' figures (active chats by the
 * registry's counter, today's chats, average duration and satisfaction) are kept here; transfer,
 * end and the canned responses' use are the registry's actions.
 */
import { ConflictException, Injectable, NotFoundException, type OnModuleInit } from '@nestjs/common';
import { CHAT_MESSAGES, parisDayKey, supportChatAgents, supportChatMessages, supportChatResponses, supportChatSessions, type Values } from '@hexagone/schemas';
import { ActionHandler, type ActionRequest } from '../crud/action-handler.decorator';
import type { CrudContext } from '../crud/crud-hooks';
import { CrudService, invalid } from '../crud/crud.service';
import { SupportStaff } from './support-staff';

const MINUTE_MS = 60_000;

@Injectable()
export class ChatService implements OnModuleInit {
  constructor(
    private readonly crud: CrudService,
    private readonly staff: SupportStaff,
  ) {}

  onModuleInit(): void {
    this.crud.on(supportChatAgents.name, {
      checkValues: async (values, _ctx, before) => {
        if (values.user_id && values.user_id !== before?.user_id) await this.staff.assert(values.user_id, 'user_id');
      },
    });
    this.crud.on(supportChatSessions.name, {
      beforeCreate: (values) => {
        values.started_at = new Date();
      },
      beforeUpdate: (values, before) => {
        if (values.status === 'ended' && before.status !== 'ended') values.ended_at = new Date();
      },
      afterUpdate: async (before, after) => {
        if (after.status === 'ended' && before.status !== 'ended' && after.agent) await this.refreshAgent(String(after.agent));
      },
    });
    this.crud.on(supportChatMessages.name, {
      beforeCreate: async (values, ctx) => {
        const session = await this.session(values.session_id);
        if (session.status === 'ended') throw new ConflictException(CHAT_MESSAGES.ended);
        // Staff write through the API with their session; the visitor, through their token (chat.controller.ts), without one.
        values.sender = ctx.user ? 'agent' : 'visitor';
        values.author_name = ctx.user ? ctx.user.name || 'Support' : String(session.visitor_name || 'Visiteur');
      },
    });
  }

  private async session(id: unknown): Promise<Values> {
    const session =
      typeof id === 'string'
        ? await this.crud
            .model(supportChatSessions.name)
            .findById(id)
            .lean<Values>()
            .exec()
            .catch(() => null)
        : null;
    if (!session) throw invalid({ session_id: CHAT_MESSAGES.notFound });
    return session;
  }

  /** A visitor's new chat: waiting, then taken at once by an online agent under their limit who accepts automatically. */
  async start(visitorName: string): Promise<Values> {
    const created = await this.crud.create(supportChatSessions, { visitor_name: visitorName });
    const agent = await this.availableAgent();
    if (!agent) return created;
    return this.crud.update(supportChatSessions, String(created._id), {}, {}, { agent: agent.user_id, status: 'active' });
  }

  /** The online agent with auto-accept and the most room under their limit, if any. */
  async availableAgent(exceptUser?: string): Promise<Values | undefined> {
    const agents = await this.crud.model(supportChatAgents.name).find({ status: 'online', auto_accept: true }).lean<Values[]>().exec();
    return agents
      .filter((agent) => String(agent.user_id) !== exceptUser && Number(agent.active_chats ?? 0) < Number(agent.max_concurrent_chats ?? 0))
      .sort((a, b) => Number(a.active_chats ?? 0) - Number(b.active_chats ?? 0))[0];
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

  /** Transférer: to another agent online and under their limit. */
  @ActionHandler(supportChatSessions.name, 'transfer')
  async transfer({ records: [session], body }: ActionRequest, ctx: CrudContext): Promise<Values> {
    const target = await this.crud.model(supportChatAgents.name).findOne({ user_id: body.agent }).lean<Values>().exec();
    const free = target && target.status === 'online' && Number(target.active_chats ?? 0) < Number(target.max_concurrent_chats ?? 0);
    if (!free || String(body.agent) === String(session.agent)) throw invalid({ agent: CHAT_MESSAGES.agentUnavailable });
    const moved = await this.crud.update(supportChatSessions, String(session._id), {}, ctx, { agent: body.agent });
    if (session.agent) await this.refreshAgent(String(session.agent));
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
    const ended = await this.crud.model(supportChatSessions.name).find({ agent: userId, status: 'ended' }).lean<Values[]>().exec();
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
          },
        },
      )
      .exec();
  }
}
