/**
 * A service's start, stop and restart (spec 3 §4, §7, §8) act on the instances of its type:
 * start starts those stopped (or in error), stop and restart those running; the service's
 * own state moves through its state machine.
 */
import { ConflictException, Injectable } from '@nestjs/common';
import { SERVICE_MESSAGES, serviceInstances, services, type Values } from '@hexagone/schemas';
import { ActionHandler, type ActionRequest } from '../crud/action-handler.decorator';
import type { CrudContext } from '../crud/crud-hooks';
import { CrudService } from '../crud/crud.service';
import { InstancesService } from './instances.service';

@Injectable()
export class ServicesActionsService {
  constructor(
    private readonly crud: CrudService,
    private readonly instances: InstancesService,
  ) {}

  /** POST /services/{id}/start: stopped only; starts its instances. */
  @ActionHandler(services.name, 'start')
  async start({ records: [service] }: ActionRequest, ctx: CrudContext): Promise<Values> {
    const stopped = await this.instancesOf(service, ['stopped', 'error']);
    if (!stopped.length) throw new ConflictException(SERVICE_MESSAGES.noInstance);
    const updated = await this.crud.update(services, String(service._id), {}, ctx, { status: 'running' });
    for (const instance of stopped) await this.instances.startOne(instance, ctx);
    return updated;
  }

  /** POST /services/{id}/stop: running only; stops its running instances. */
  @ActionHandler(services.name, 'stop')
  async stop({ records: [service] }: ActionRequest, ctx: CrudContext): Promise<Values> {
    const updated = await this.crud.update(services, String(service._id), {}, ctx, { status: 'stopped' });
    for (const instance of await this.instancesOf(service, ['running'])) await this.instances.stopOne(instance, ctx);
    return updated;
  }

  /** POST /services/{id}/restart: running only; restarts its running instances. */
  @ActionHandler(services.name, 'restart')
  async restart({ records: [service] }: ActionRequest, ctx: CrudContext): Promise<Values> {
    for (const instance of await this.instancesOf(service, ['running'])) await this.instances.restartOne(instance, ctx);
    return this.crud.findOne(services, String(service._id));
  }

  private instancesOf(service: Values, statuses: string[]): Promise<Values[]> {
    return this.crud
      .model(serviceInstances.name)
      .find({ service_type: service.type, status: { $in: statuses } })
      .lean<Values[]>()
      .exec();
  }
}
