/**
 * The signed-in agent's own presence at the live chat (issue 36): read it, choose « En ligne »
 * or « Absent » (repeated by the back-office as its heartbeat), and « Hors ligne » at sign-out.
 * Only a support agent (whoever holds support.manage) has one, once they joined the chat.
 */
import { Body, Controller, ForbiddenException, Get, HttpCode, Post, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { CHAT_MESSAGES, CHOSEN_PRESENCES, type Values } from '@hexagone/schemas';
import { contextOf, userOf } from '../crud/crud.controller';
import { invalid } from '../crud/crud.service';
import { isOnlineNow } from './chat-presence';
import { ChatPresenceService, type Presence } from './chat-presence.service';
import { SupportStaff } from './support-staff';

const PRESENCES: readonly string[] = [...CHOSEN_PRESENCES, 'offline'];

@ApiTags('Support')
@ApiBearerAuth()
@Controller('support/presence')
export class ChatPresenceController {
  constructor(
    private readonly presence: ChatPresenceService,
    private readonly staff: SupportStaff,
  ) {}

  private async agentId(req: Request): Promise<string> {
    const id = userOf(req)?._id;
    if (!id || !(await this.staff.isAgent(id))) throw new ForbiddenException(CHAT_MESSAGES.notAgent);
    return id;
  }

  @Get()
  @ApiOperation({ summary: 'La présence au chat du membre connecté : { status, agent } (agent : il a une fiche d’agent du chat)' })
  async read(@Req() req: Request) {
    const agent = await this.presence.agentOf(await this.agentId(req));
    return { status: answer(agent), agent: Boolean(agent) };
  }

  @Post()
  @HttpCode(200)
  @ApiOperation({
    summary:
      'L’agent connecté est en ligne ou absent ({ status: online | away }, répété toutes les 30 s), ou hors ligne à sa déconnexion (offline) ; join: true fait d’un membre du support un agent du chat',
  })
  @ApiBody({
    required: true,
    schema: { type: 'object', required: ['status'], properties: { status: { type: 'string', enum: [...PRESENCES] }, join: { type: 'boolean' } } },
  })
  async set(@Body() body: unknown, @Req() req: Request) {
    const { status, join } = (body ?? {}) as Values;
    if (typeof status !== 'string' || !PRESENCES.includes(status)) throw invalid({ status: CHAT_MESSAGES.presenceInvalid });
    const agent = await this.presence.set(await this.agentId(req), status as Presence, contextOf(req), join === true);
    return { status: answer(agent), agent: Boolean(agent) };
  }
}

/** Online only with a live heartbeat: a record left « online » by a vanished tab reads as offline. */
const answer = (agent: Values | null): string => (agent && (agent.status !== 'online' || isOnlineNow(agent)) ? String(agent.status) : 'offline');
