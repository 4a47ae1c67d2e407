/**
 * The public support form of a visitor without an account (name and e-mail): one ticket per
 * call, capped per address like the contact form. Signed-in customers open theirs with
 * POST /support_tickets, which sets them as its owner.
 */
import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CONTACT_RATE_WINDOW_MS, SUPPORT_MESSAGES, supportTickets, VISITOR_IDENTITY_FIELDS, VISITOR_TICKET_FIELDS, type FieldDef } from '@hexagone/schemas';
import { Public } from '../auth/roles.decorator';
import { config } from '../config';
import { publicBody, publicForm } from '../contact/public-body';
import { bodySchema } from '../crud/openapi-schema';
import { FloodLimit } from '../platform/limits/flood-limit';
import { TicketsService } from './tickets.service';

const VISITOR_FORM = publicForm(supportTickets, VISITOR_TICKET_FIELDS);
/** The public form as the API checks it (TicketsService.openForVisitor): the visitor's identity required. */
const VISITOR_BODY = { fields: VISITOR_FORM.fields.map((field): FieldDef => ((VISITOR_IDENTITY_FIELDS as readonly string[]).includes(field.name) ? { ...field, required: true } : field)) };

@ApiTags('Support')
@Public()
@Controller('support/tickets')
export class VisitorTicketsController {
  constructor(private readonly tickets: TicketsService) {}

  @Post()
  @HttpCode(201)
  @FloodLimit({ limit: config.contactRateLimit, windowMs: CONTACT_RATE_WINDOW_MS, message: SUPPORT_MESSAGES.flood })
  @ApiOperation({ summary: `Ticket d'un visiteur sans compte (${VISITOR_TICKET_FIELDS.join(', ')}) ; répond { message, number }` })
  @ApiBody({ schema: bodySchema(VISITOR_BODY, 'create') })
  async open(@Body() body: unknown) {
    const ticket = await this.tickets.openForVisitor(publicBody(body, VISITOR_TICKET_FIELDS));
    return { message: SUPPORT_MESSAGES.created(String(ticket.number)), number: ticket.number };
  }
}
