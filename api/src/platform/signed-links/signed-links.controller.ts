import { Body, Controller, HttpCode, Post, Req, UnauthorizedException } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { sessionIdOf } from '../../auth/jwt.strategy';
import type { SessionUser } from '../../auth/session-user';
import { ERRORS } from '../../common/errors';
import { SignedLinkRequestDto } from './signed-link.dto';
import { SIGNED_LINK_TTL_MS, SignedLinkService } from './signed-link.service';

@ApiTags('Liens signés')
@ApiBearerAuth()
@Controller('signed-links')
export class SignedLinksController {
  constructor(private readonly signatures: SignedLinkService) {}

  @Post()
  @HttpCode(201)
  @ApiOperation({
    summary: 'Signature pour un flux ou un téléchargement',
    description: `Valable ${SIGNED_LINK_TTL_MS / 1000} s, une seule fois, pour l’utilisateur connecté et ce chemin : à passer en ?signature=`,
  })
  @ApiOkResponse({ schema: { type: 'object', properties: { signature: { type: 'string' }, expiresAt: { type: 'string' } } } })
  issue(@Body() body: SignedLinkRequestDto, @Req() request: Request) {
    const sessionId = sessionIdOf(request);
    if (!sessionId) throw new UnauthorizedException(ERRORS.sessionExpired);
    return this.signatures.issue(request.user as SessionUser, sessionId, body.path);
  }
}
