/**
 * The visitor's side of the live chat: start a chat (answered with its signed chat token),
 * write in it, read its messages and its place in the queue, leave a message instead of waiting,
 * and rate it; every call names the chat by that token alone.
 */
import { Body, Controller, Get, HttpCode, NotFoundException, Post, Query, Sse, type MessageEvent } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { merge, type Observable } from 'rxjs';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  CHAT_MESSAGE_LIMITS,
  CHAT_MESSAGES,
  CHAT_TYPING_EVENT,
  CONTACT_RATE_WINDOW_MS,
  fieldByName,
  SUPPORT_MESSAGES,
  supportChatMessages,
  supportChatSessions,
  TYPING_LIMIT,
  type ChatSession,
  type FieldDef,
  type Values,
} from '@hexagone/schemas';
import { Public } from '../auth/roles.decorator';
import { config } from '../config';
import { CrudService, invalid } from '../crud/crud.service';
import { bodySchema } from '../crud/openapi-schema';
import { InjectConnection } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { DatabaseThrottlerStorage } from '../platform/limits/database-throttler-storage';
import { countOrRefuse, FloodLimit } from '../platform/limits/flood-limit';
import { eventStream } from '../platform/events/event-stream';
import type { RecordEvent } from '../platform/events/record-event';
import { ChatService } from './chat.service';
import { chatSessionOf, chatToken } from './chat-token';
import { ChatWaitingService } from './chat-waiting.service';

/** The fields of the visitor's bodies, as the registry declares them where it does. */
const TOKEN: FieldDef = { name: 'token', label: 'Jeton de la conversation (réponse de POST /support/chat/sessions)', type: 'text', required: true };
const VISITOR_NAME: FieldDef = { ...fieldByName(supportChatSessions, 'visitor_name')!, required: true, pattern: /\S/ };
const CONTENT = fieldByName(supportChatMessages, 'content')!;
const SATISFACTION: FieldDef = { ...fieldByName(supportChatSessions, 'satisfaction')!, readOnly: false, required: true, format: 'integer' };

const body = (value: unknown): Values => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Values) : {});

@ApiTags('Support')
@Public()
@Controller('support/chat')
export class ChatController {
  private readonly limits: DatabaseThrottlerStorage;

  constructor(
    private readonly chat: ChatService,
    private readonly waiting: ChatWaitingService,
    private readonly crud: CrudService,
    private readonly bus: EventEmitter2,
    @InjectConnection() connection: Connection,
  ) {
    this.limits = new DatabaseThrottlerStorage(connection.db!);
  }

  private sessionOf(token: unknown): string {
    const id = chatSessionOf(token);
    if (!id) throw new NotFoundException(CHAT_MESSAGES.notFound);
    return id;
  }

  @Post('sessions')
  @HttpCode(201)
  @FloodLimit({ limit: config.contactRateLimit, windowMs: CONTACT_RATE_WINDOW_MS, message: CHAT_MESSAGES.flood })
  @ApiOperation({ summary: 'Ouvre une conversation de chat (visitor_name) ; répond { id, token, status }' })
  @ApiBody({ schema: bodySchema({ fields: [VISITOR_NAME] }, 'create') })
  async start(@Body() sent: unknown) {
    const name = String(body(sent).visitor_name ?? '')
      .trim()
      .slice(0, 100);
    if (!name) throw invalid({ visitor_name: CHAT_MESSAGES.nameRequired });
    const session = await this.chat.start(name);
    return { id: String(session._id), token: chatToken(String(session._id)), status: session.status };
  }

  @Post('messages')
  @HttpCode(201)
  @FloodLimit({ ...CHAT_MESSAGE_LIMITS.perAddress, message: CHAT_MESSAGES.messageFlood })
  @ApiOperation({ summary: 'Message du visiteur dans sa conversation ({ token, content }) ; au-delà de 20 messages par minute dans une conversation ou de 120 depuis une adresse : 429 avec Retry-After' })
  @ApiBody({ schema: bodySchema({ fields: [TOKEN, CONTENT] }, 'create') })
  async message(@Body() sent: unknown) {
    const { token, content } = body(sent);
    const session = this.sessionOf(token);
    await countOrRefuse(this.limits, 'chat-message', session, { ...CHAT_MESSAGE_LIMITS.perChat, message: CHAT_MESSAGES.messageFlood });
    return this.chat.visitorMessage(session, content);
  }

  @Post('typing')
  @HttpCode(204)
  @FloodLimit({ ...TYPING_LIMIT, message: CHAT_MESSAGES.typingFlood })
  @ApiOperation({ summary: 'Le visiteur est en train d’écrire ({ token }) : signal relayé à l’agent, jamais enregistré' })
  @ApiBody({ schema: bodySchema({ fields: [TOKEN] }, 'create') })
  async typing(@Body() sent: unknown): Promise<void> {
    await this.chat.typing(this.sessionOf(body(sent).token), 'visitor');
  }

  @Get('messages')
  @ApiOperation({ summary: 'Les messages et l’état de la conversation du visiteur (?token=)' })
  async messages(@Query('token') token: string) {
    const id = this.sessionOf(token);
    const session = await this.crud.model(supportChatSessions.name).findById(id).lean<Pick<ChatSession, 'status'>>().exec();
    if (!session) throw new NotFoundException(CHAT_MESSAGES.ended);
    const messages = await this.crud.model(supportChatMessages.name).find({ session_id: id }).sort({ created_at: 1, _id: 1 }).lean<Values[]>().exec();
    return {
      status: session.status,
      messages: messages.map((m) => ({ id: String(m._id), sender: m.sender, author_name: m.author_name, content: m.content, created_at: m.created_at })),
    };
  }

  @Get('queue')
  @ApiOperation({ summary: 'La place du visiteur dans la file d’attente (?token=) : { status, position, leave_message_at } tant qu’aucun agent n’a pris la conversation' })
  queue(@Query('token') token: string) {
    return this.waiting.place(this.sessionOf(token));
  }

  @Post('leave-message')
  @HttpCode(201)
  @FloodLimit({ limit: config.contactRateLimit, windowMs: CONTACT_RATE_WINDOW_MS, message: SUPPORT_MESSAGES.flood })
  @ApiOperation({
    summary: 'Laisser un message ({ token, visitor_name, visitor_email }) : la conversation en attente se termine et devient un ticket ; répond { message, number, link }',
  })
  leaveMessage(@Body() sent: unknown) {
    const { token, visitor_name, visitor_email } = body(sent);
    return this.waiting.leaveMessage(this.sessionOf(token), { visitor_name, visitor_email });
  }

  /**
   * The visitor's conversation live (Server-Sent Events): each new message (`message`), each
   * change of the chat's state (`status`) and the agent's typing (`typing`). Every write reaches every process through the
   * durable event log, so the agent may write on another server process than the visitor's.
   */
  @Sse('stream')
  @ApiOperation({ summary: 'La conversation du visiteur en direct (?token=) : événements message, status, typing et queue (sa place dans la file a pu changer)' })
  stream(@Query('token') token: string): Observable<MessageEvent> {
    const id = this.sessionOf(token);
    const messages = eventStream<RecordEvent>(this.bus, `${supportChatMessages.name}.created`, ({ record }) => {
      if (String(record.session_id) !== id) return undefined;
      const { _id, sender, author_name, content, created_at } = record;
      return { type: 'message', data: { id: String(_id), sender, author_name, content, created_at } };
    });
    // Its own state; and `queue` when another chat leaves the queue (the visitor's place may move up).
    const states = eventStream<RecordEvent>(this.bus, `${supportChatSessions.name}.updated`, ({ record, before }) => {
      if (record.status === before?.status) return undefined;
      if (String(record._id) === id) return { type: 'status', data: { status: record.status } };
      return before?.status === 'waiting' ? { type: 'queue', data: {} } : undefined;
    });
    const typing = eventStream<RecordEvent>(this.bus, CHAT_TYPING_EVENT, ({ record }) =>
      String(record.session_id) === id && record.sender === 'agent' ? { type: 'typing', data: { author_name: record.author_name } } : undefined,
    );
    return merge(messages, states, typing);
  }

  @Post('rating')
  @HttpCode(200)
  @ApiOperation({ summary: 'Note de satisfaction (1 à 5) d’une conversation terminée ({ token, satisfaction })' })
  @ApiBody({ schema: bodySchema({ fields: [TOKEN, SATISFACTION] }, 'create') })
  async rate(@Body() sent: unknown) {
    const { token, satisfaction } = body(sent);
    const id = this.sessionOf(token);
    const score = Number(satisfaction);
    if (!Number.isInteger(score) || score < 1 || score > 5) throw invalid({ satisfaction: CHAT_MESSAGES.ratingRange });
    const sessions = this.crud.model(supportChatSessions.name);
    const rated = await sessions.updateOne({ _id: id, status: 'ended', satisfaction: { $in: [null] } }, { $set: { satisfaction: score } satisfies Partial<ChatSession> }).exec();
    const session = await sessions.findById(id).lean<Pick<ChatSession, 'agent'>>().exec();
    if (rated.modifiedCount && session?.agent) await this.chat.refreshAgent(String(session.agent));
    return { message: CHAT_MESSAGES.rated };
  }
}
