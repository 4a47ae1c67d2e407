/**
 * Live streams for the screens that follow a collection as it changes (monitoring, tickets,
 * chat): `GET /api/streams/{collection}` as Server-Sent Events, one `created`, `updated` or
 * `deleted` message per write, opened by an `EventSource` with a ticket.
 */
import { Controller, Param, Req, Sse, UseGuards, type MessageEvent } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiQuery, ApiTags } from '@nestjs/swagger';
import { EventEmitter2 } from '@nestjs/event-emitter';
import type { Request } from 'express';
import type { Observable } from 'rxjs';
import { Public } from '../../auth/roles.decorator';
import type { SessionUser } from '../../auth/session-user';
import { SignedLinkGuard } from '../tickets/signed-link.guard';
import { readableResource } from '../readable-resource';
import { eventStream } from './event-stream';
import type { RecordEvent } from './record-event';

@ApiTags('Flux')
@Controller('streams')
export class StreamsController {
  constructor(private readonly bus: EventEmitter2) {}

  @Sse(':collection')
  @Public()
  @UseGuards(SignedLinkGuard)
  @ApiOperation({
    summary: 'Flux des modifications d’une collection (Server-Sent Events)',
    description: 'Événements created, updated, deleted : { collection, change, record, actor?, at }',
  })
  @ApiParam({ name: 'collection' })
  @ApiQuery({ name: 'ticket', required: false, description: 'Ticket de POST /api/tickets pour ce chemin' })
  changes(@Param('collection') collection: string, @Req() request: Request): Observable<MessageEvent> {
    const resource = readableResource(collection, request.user as SessionUser | undefined);
    return eventStream<RecordEvent>(this.bus, `${resource.name}.*`, (event) => ({ type: event.change, data: event }));
  }
}
