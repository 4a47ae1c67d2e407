/**
 * A service's start, stop and restart (spec 3 §4, §7, §8) act on its own instances
 * (service_instances.service_id), never on another customer's of the same type: start starts
 * those stopped (or in error), stop those running, restart those running and recovers those
 * in error. The service's own state moves through its state machine.
 */
import { ConflictException, Injectable, type OnModuleInit } from '@nestjs/common';
import { SERVICE_MESSAGES, serviceInstances, services, type Values } from '@hexagone/schemas';
import { ActionHandler, type ActionRequest } from '../crud/action-handler.decorator';
import type { CrudContext } from '../crud/crud-hooks';
import { CrudService } from '../crud/crud.service';
import { InstancesService } from './instances.service';

@Injectable()
export class ServicesActionsService implements OnModuleInit {
  constructor(
    private readonly crud: CrudService,
    private readonly instances: InstancesService,
  ) {}

  onModuleInit(): void {
    // An instance carries its service's type (filters, supervision per type): it follows a change of it.
    this.crud.on(services.name, 'instances/services-actions.service', {
      afterUpdate: async (before, after) => {
        if (before.type === after.type) return;
        await this.crud.model(serviceInstances.name).updateMany({ service_id: String(after._id) }, { $set: { service_type: after.type } }).exec();
      },
    });
  }

  /** POST /services/{id}/start: stopped only; starts its instances. */
  @ActionHandler(services.name, 'start')
  async start({ records: [service] }: ActionRequest, ctx: CrudContext): Promise<Values> {
    const stopped = await this.instancesOf(service, ['stopped', 'error']);
    if (!stopped.length) throw new ConflictException(SERVICE_MESSAGES.noInstance);
    await this.crud.update(services, String(service._id), {}, ctx, { status: 'running' });
    for (const instance of stopped) await this.instances.startOne(instance, ctx);
    return this.crud.findOne(services, String(service._id));
  }

  /**
   * POST /services/{id}/stop: running only; its running instances are set stopping first, so
   * that none still running gives the service back its « En marche » meanwhile.
   */
  @ActionHandler(services.name, 'stop')
  async stop({ records: [service] }: ActionRequest, ctx: CrudContext): Promise<Values> {
    for (const instance of await this.instancesOf(service, ['running'])) await this.instances.stopOne(instance, ctx);
    return this.crud.update(services, String(service._id), {}, followingInstances(ctx), { status: 'stopped' });
  }

  /** POST /services/{id}/restart: running (or in error); restarts its running instances, starts again those in error. */
  @ActionHandler(services.name, 'restart')
  async restart({ records: [service] }: ActionRequest, ctx: CrudContext): Promise<Values> {
    for (const instance of await this.instancesOf(service, ['running', 'error'])) {
      if (instance.status === 'error') await this.instances.startOne(instance, ctx);
      else await this.instances.restartOne(instance, ctx);
    }
    if (service.status === 'error') await this.crud.update(services, String(service._id), {}, followingInstances(ctx), { status: 'running' });
    return this.crud.findOne(services, String(service._id));
  }

  private instancesOf(service: Values, statuses: string[]): Promise<Values[]> {
    return this.crud
      .model(serviceInstances.name)
      .find({ service_id: String(service._id), status: { $in: statuses } })
      .lean<Values[]>()
      .exec();
  }
}

/**
 * A service's state follows its instances (service-figures.ts): once they have moved, it may be
 * in its new state already, which the action's write then confirms rather than refuses (409).
 */
const followingInstances = (ctx: CrudContext): CrudContext => ({ ...ctx, checkedStates: undefined });
