/**
 * The public knowledge base's one write: a reader's vote. The visitor is known by a cookie
 * this endpoint gives on the first vote, and without it by their address and browser
 * (kb.service.ts), so that each one counts once.
 */
import { Body, Controller, HttpCode, Param, Post, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { KB_MESSAGES, KB_VOTE_LIMIT } from '@hexagone/schemas';
import type { Request, Response } from 'express';
import { randomUUID } from 'node:crypto';
import { cookieOf } from '../auth/staff-cookie';
import { Public } from '../auth/roles.decorator';
import { FloodLimit } from '../platform/limits/flood-limit';
import { KbVoteDto } from './kb-vote.dto';
import { KbService } from './kb.service';

const VISITOR_COOKIE = 'hx_kb_visitor';
const VISITOR_PATTERN = /^[0-9a-f-]{36}$/;
const ONE_YEAR_MS = 365 * 86_400_000;

@ApiTags('Support')
@Public()
@Controller('support/kb')
export class KbController {
  constructor(private readonly kb: KbService) {}

  @Post(':slug/vote')
  @HttpCode(200)
  @FloodLimit({ ...KB_VOTE_LIMIT, message: KB_MESSAGES.voteFlood })
  @ApiOperation({ summary: 'Vote « utile » (oui ou non) d’un lecteur sur un article publié, compté une fois par visiteur' })
  async vote(@Param('slug') slug: string, @Body() body: KbVoteDto, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    const known = cookieOf(req, VISITOR_COOKIE);
    const visitor = known && VISITOR_PATTERN.test(known) ? known : randomUUID();
    if (visitor !== known) res.cookie(VISITOR_COOKIE, visitor, { httpOnly: true, sameSite: 'lax', path: '/', secure: req.secure, maxAge: ONE_YEAR_MS });
    const voter = { visitor, ip: req.ip ?? '', userAgent: String(req.headers['user-agent'] ?? '') };
    return { message: KB_MESSAGES.voted, ...(await this.kb.vote(slug, voter, body.helpful)) };
  }
}
