import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import type { SessionUser } from '../../auth/session-user';
import { TicketRequestDto } from './ticket.dto';
import { TICKET_TTL_MS, TicketService } from './ticket.service';

@ApiTags('Tickets')
@ApiBearerAuth()
@Controller('tickets')
export class TicketsController {
  constructor(private readonly tickets: TicketService) {}

  @Post()
  @HttpCode(201)
  @ApiOperation({
    summary: 'Ticket pour un flux ou un téléchargement',
    description: `Valable ${TICKET_TTL_MS / 1000} s, une seule fois, pour l’utilisateur connecté et ce chemin : à passer en ?ticket=`,
  })
  @ApiOkResponse({ schema: { type: 'object', properties: { ticket: { type: 'string' }, expiresAt: { type: 'string' } } } })
  issue(@Body() body: TicketRequestDto, @Req() request: Request) {
    return this.tickets.issue(request.user as SessionUser, body.path);
  }
}
