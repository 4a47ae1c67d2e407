/**
 * Live streams for the screens that follow a collection as it changes (monitoring, signatures,
 * chat): `GET /api/streams/{collection}` as Server-Sent Events, one `created`, `updated` or
 * `deleted` message per write, opened by an `EventSource` with a signed link.
 */
import { Controller, Param, Req, Sse, type MessageEvent } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiQuery, ApiTags } from '@nestjs/swagger';
import { EventEmitter2 } from '@nestjs/event-emitter';
import type { Request } from 'express';
import type { Values } from '@hexagone/schemas';
import type { Observable } from 'rxjs';
import type { SessionUser } from '../../auth/session-user';
import { AccessService } from '../../crud/access.service';
import { eventStream } from './event-stream';
import { StreamAccess } from './stream-access';
import type { RecordEvent } from './record-event';

@ApiTags('Flux')
@Controller('streams')
export class StreamsController {
  constructor(
    private readonly bus: EventEmitter2,
    private readonly access: AccessService,
  ) {}

  @Sse(':collection')
  @StreamAccess({ operation: 'list' })
  @ApiOperation({
    summary: 'Flux des modifications d’une collection (Server-Sent Events)',
    description: 'Événements created, updated, deleted : { collection, change, record, actor?, at }',
  })
  @ApiParam({ name: 'collection' })
  @ApiQuery({ name: 'signature', required: false, description: 'Signature de POST /api/signed-links pour ce chemin' })
  async changes(@Param('collection') collection: string, @Req() request: Request): Promise<Observable<MessageEvent>> {
    const user = request.user as SessionUser | undefined;
    const { resource, owner } = await this.access.listable(collection, user);
    const hidden = await this.access.hidden(resource, user);
    // An owner-caller follows their own records only.
    const reaches = (event: RecordEvent) => !owner || String(event.record[owner.field] ?? '') === owner.id;
    return eventStream<RecordEvent>(this.bus, `${resource.name}.*`, (event) =>
      reaches(event) ? { type: event.change, data: withoutFields(event, hidden) } : undefined,
    );
  }
}

/** The event as this reader may see it: the record without the fields hidden from them. */
function withoutFields(event: RecordEvent, hidden: readonly string[]): RecordEvent {
  if (!hidden.length) return event;
  const strip = (record: Values) => Object.fromEntries(Object.entries(record).filter(([name]) => !hidden.includes(name)));
  return { ...event, record: strip(event.record), ...(event.before ? { before: strip(event.before) } : {}) };
}
