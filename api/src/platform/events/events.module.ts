import { Global, Module } from '@nestjs/common';
import { EventEmitterModule } from '@nestjs/event-emitter';
import { CrudEventsPublisher } from './crud-events.publisher';
import { StreamsController } from './streams.controller';

/**
 * The in-process event bus (EventEmitter2, `{collection}.{change}` and domain events such as
 * `mail.failed`), fed by every write of the generic CRUD, and its live streams. One process
 * only: several server processes need a shared bus (see the README).
 */
@Global()
@Module({
  imports: [EventEmitterModule.forRoot({ wildcard: true, delimiter: '.', ignoreErrors: true })],
  controllers: [StreamsController],
  providers: [CrudEventsPublisher],
})
export class EventsModule {}
