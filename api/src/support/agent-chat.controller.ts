/**
 * The agent's side of a live chat beyond the registry's calls: their typing, relayed to the
 * visitor on the chat's stream. For whoever may write in the chat (support.manage).
 */
import { Controller, ForbiddenException, HttpCode, Param, Post, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { allowsWrite, supportChatMessages } from '@hexagone/schemas';
import type { SessionUser } from '../auth/session-user';
import { ERRORS } from '../common/errors';
import { AccessService } from '../crud/access.service';
import { ChatService } from './chat.service';

@ApiTags('Support')
@ApiBearerAuth()
@Controller('support/chat/sessions')
export class AgentChatController {
  constructor(
    private readonly chat: ChatService,
    private readonly access: AccessService,
  ) {}

  @Post(':id/typing')
  @HttpCode(204)
  @ApiOperation({ summary: 'L’agent est en train d’écrire : signal relayé au visiteur, jamais enregistré' })
  async typing(@Param('id') id: string, @Req() req: Request): Promise<void> {
    const user = req.user as SessionUser;
    if (!allowsWrite(supportChatMessages.access.create, await this.access.caller(user))) throw new ForbiddenException(ERRORS.forbidden);
    await this.chat.typing(id, 'agent', user.name);
  }
}
