/**
 * The business events webhooks subscribe to (`subscription.created`, `payment.failed`,
 * `instance.updated`, `deployment.completed`, `alert.triggered`…: WEBHOOK_EVENTS), published on
 * the shared bus as `{ event, at, data }`, and their live stream for administrators:
 * `GET /api/events/webhooks` (Server-Sent Events, bearer or signature).
 */
import { Controller, ForbiddenException, Injectable, Req, Sse, UseGuards, type MessageEvent } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { EventEmitter2 } from '@nestjs/event-emitter';
import type { Request } from 'express';
import { WEBHOOK_EVENTS, type Values, type WebhookEvent, type WebhookEventName } from '@hexagone/schemas';
import type { Observable } from 'rxjs';
import { Public } from '../../auth/roles.decorator';
import type { SessionUser } from '../../auth/session-user';
import { ERRORS } from '../../common/errors';
import { SignedLinkGuard } from '../signed-links/signed-link.guard';
import { EventBus } from './event-bus';
import { eventStream } from './event-stream';

const NAMES = new Set<string>(WEBHOOK_EVENTS.map((event) => event.value));

@Injectable()
export class WebhookEvents {
  constructor(private readonly events: EventBus) {}

  /** Resolves once the event is in the log (never rejects). */
  publish(event: WebhookEventName, data: Values): Promise<void> {
    const payload: WebhookEvent = { event, at: new Date().toISOString(), data };
    return this.events.publish(event, payload).then(() => undefined);
  }
}

@ApiTags('Flux')
@Controller('events')
export class WebhookEventsController {
  constructor(private readonly bus: EventEmitter2) {}

  @Sse('webhooks')
  @Public()
  @UseGuards(SignedLinkGuard)
  @ApiOperation({ summary: 'Flux des événements métier destinés aux webhooks (Server-Sent Events, administrateurs)' })
  stream(@Req() request: Request): Observable<MessageEvent> {
    const user = request.user as SessionUser | undefined;
    if (user?.role !== 'admin') throw new ForbiddenException(ERRORS.forbidden);
    return eventStream<WebhookEvent>(this.bus, '*.*', (payload, name) => (NAMES.has(name) ? { type: name, data: payload } : undefined));
  }
}
