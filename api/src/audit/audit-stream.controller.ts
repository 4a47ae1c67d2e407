/**
 * `GET /api/webmaster/audit-logs/stream`: the audit entries as they are written, one JSON
 * entry per Server-Sent Events message, from whichever server process wrote them (the event
 * bus follows the durable event log). Opened by an `EventSource` with a signed link.
 */
import { Controller, Sse, type MessageEvent } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { EventEmitter2 } from '@nestjs/event-emitter';
import type { Observable } from 'rxjs';
import { settingsLogs, type Values } from '@hexagone/schemas';
import { eventStream } from '../platform/events/event-stream';
import { StreamAccess } from '../platform/events/stream-access';
import { AUDIT_ENTRY_EVENT } from './audit-log.service';

@ApiTags("Journal d'audit")
@Controller('webmaster/audit-logs')
export class AuditStreamController {
  constructor(private readonly bus: EventEmitter2) {}

  @Sse('stream')
  @StreamAccess({ operation: 'list', collection: settingsLogs.name })
  @ApiOperation({ summary: "Flux en direct du journal d'audit (Server-Sent Events) : chaque message est une entrée en JSON" })
  @ApiQuery({ name: 'signature', required: false, description: 'Signature de POST /api/signed-links pour ce chemin' })
  stream(): Observable<MessageEvent> {
    // Whoever may list the log may follow it; anyone else is refused by the guard (401 or 403).
    return eventStream<Values>(this.bus, AUDIT_ENTRY_EVENT, (entry) => ({ data: entry }));
  }
}
