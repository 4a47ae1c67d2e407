import { Global, Module } from '@nestjs/common';
import { EventEmitterModule } from '@nestjs/event-emitter';
import { CrudEventsPublisher } from './crud-events.publisher';
import { EventBus } from './event-bus';
import { StreamsController } from './streams.controller';
import { WebhookEvents, WebhookEventsController } from './webhook-events';

/**
 * The event bus every server process shares (EventBus: `{collection}.{change}` for every write
 * of the generic CRUD, named events such as `mail.failed` or `payment.succeeded`), kept in a
 * durable log in the database, with its live streams and its durable consumers.
 */
@Global()
@Module({
  imports: [EventEmitterModule.forRoot({ wildcard: true, delimiter: '.', ignoreErrors: true })],
  controllers: [StreamsController, WebhookEventsController],
  providers: [EventBus, CrudEventsPublisher, WebhookEvents],
  exports: [EventBus, WebhookEvents],
})
export class EventsModule {}
