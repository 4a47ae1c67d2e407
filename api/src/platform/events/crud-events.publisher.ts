/**
 * Publishes every write of the generic CRUD on the shared event bus, through the hooks every
 * resource offers: a domain module or a live screen listens to `{collection}.{change}`
 * without the CRUD knowing about it.
 */
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { resources, type ResourceDef, type Values } from '@hexagone/schemas';
import { beforeAnswer, trailUnfinished } from '../../activity/activity-scope';
import type { CrudContext } from '../../crud/crud-hooks';
import { CrudService } from '../../crud/crud.service';
import { EventBus } from './event-bus';
import { recordEvent, recordEventName, type RecordChange } from './record-event';

@Injectable()
export class CrudEventsPublisher implements OnModuleInit {
  constructor(
    private readonly crud: CrudService,
    private readonly events: EventBus,
  ) {}

  onModuleInit(): void {
    for (const resource of resources) {
      this.crud.onPlatform(resource.name, {
        afterCreate: (record, ctx) => this.publish(resource, 'created', record, ctx),
        afterUpdate: (before, after, ctx) => this.publish(resource, 'updated', after, ctx, before),
        afterDelete: (before, ctx) => this.publish(resource, 'deleted', before, ctx),
      });
    }
  }

  private publish(resource: ResourceDef, change: RecordChange, record: Values, ctx: CrudContext, before?: Values): Promise<void> {
    const event = recordEvent(resource, change, record, ctx.user ? { id: ctx.user.id, name: ctx.user.name } : undefined, before);
    // In the log before the caller has its answer: awaited by the request (beside its log
    // entries) or, outside a request or a job, by the write itself. An event not logged leaves its write's trail open.
    const published = this.events.publish(recordEventName(resource.name, change), event, ctx.trail).then((logged) => {
      if (!logged) trailUnfinished(ctx.trail);
    });
    return beforeAnswer(published) ? Promise.resolve() : published;
  }
}
