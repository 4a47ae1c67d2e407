/**
 * The instances' lifecycle (spec 3 §4, §7, §8). An action writes the transitional state at
 * once (`starting`, `stopping`) through the state machine, then the driver does the work in
 * the background and the server writes what it observes: `running` once the health check
 * answers, `stopped` once the process is gone, `error` when it fails or ends on its own.
 * Each observed write is conditional (it applies only from the state it expects), so an
 * operator's later action always wins. The desired state is kept apart from the observed
 * one: at start-up, instances that should run are started again (reconciliation).
 */
import {
  ConflictException,
  Inject,
  Injectable,
  Logger,
  NotFoundException,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
  type OnModuleInit,
} from '@nestjs/common';
import { INSTANCE_MESSAGES, serviceInstances, services, users, type ServiceInstance, type Values } from '@hexagone/schemas';
import { Types } from 'mongoose';
import { BACKGROUND_WORK } from '../common/background-work';
import { ActionHandler, type ActionRequest } from '../crud/action-handler.decorator';
import type { CrudContext } from '../crud/crud-hooks';
import { CrudService, invalid } from '../crud/crud.service';
import { WebhookEvents } from '../platform/events/webhook-events';
import { DriverRefusal, PROVISIONING_DRIVER, type InstanceExit, type InstanceSpec, type ProvisioningDriver } from './provisioning-driver';
import { exitReason } from './exit-reason';
import { ServiceFiguresService } from './service-figures';

/** How often the running instances' usage is measured (spec: every 10 s). */
export const METRICS_EVERY_MS = 10_000;
/** Wait before an instance that crashed is started again, when its service restarts automatically. */
const AUTO_RESTART_DELAY_MS = 3_000;
/** Automatic restarts allowed within AUTO_RESTART_WINDOW_MS, so a process that cannot live is not started forever. */
const AUTO_RESTART_MAX = 3;
const AUTO_RESTART_WINDOW_MS = 10 * 60_000;

const IDLE_METRICS = { cpu_usage: 0, memory_usage: 0 };
const LIMIT_FIELDS = ['cpu', 'memory', 'storage'] as const;

export const specOf = (record: ServiceInstance): InstanceSpec => ({
  id: String(record._id),
  name: record.name ?? '',
  serviceType: record.service_type ?? '',
  cpu: record.cpu || 1,
  memory: record.memory || 1,
  storage: record.storage || 10,
});

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

@Injectable()
export class InstancesService implements OnModuleInit, OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('Instances');
  private metricsTimer?: NodeJS.Timeout;
  private shuttingDown = false;
  /** Whether this server started any instance (only then has it states to set down at shutdown). */
  private launched = false;
  /** Work started in the background (a start waiting for health): awaited at shutdown. */
  private readonly pending = new Set<Promise<unknown>>();
  private readonly autoRestarts = new Map<string, number[]>();

  constructor(
    private readonly crud: CrudService,
    private readonly events: WebhookEvents,
    private readonly figures: ServiceFiguresService,
    @Inject(PROVISIONING_DRIVER) private readonly driver: ProvisioningDriver,
    @Inject(BACKGROUND_WORK) private readonly background: boolean,
  ) {}

  onModuleInit(): void {
    this.crud.on(serviceInstances.name, 'instances/instances.service', {
      beforeCreate: async (values) => {
        if (!(await this.exists(users.name, values.user_id))) throw invalid({ user_id: INSTANCE_MESSAGES.userNotFound });
        values.service_type = await this.typeOfService(values.service_id);
        // Created running: it starts at once, as if started from the list.
        if (values.status === 'running') {
          await this.refusing(async () => this.driver.assertCapacity(''));
          values.status = 'starting';
          values.desired_state = 'running';
        }
      },
      beforeUpdate: async (values, before) => {
        if ('service_id' in values && values.service_id !== before.service_id) values.service_type = await this.typeOfService(values.service_id);
      },
      afterCreate: async (record) => {
        void this.events.publish('instance.created', record);
        if (record.status === 'starting') this.inBackground(this.launch(String(record._id), (spec) => this.driver.start(spec)));
        await this.figures.refresh(record.service_id, record.status === 'starting');
      },
      afterUpdate: async (before, after) => {
        void this.events.publish('instance.updated', after);
        // New limits written by a plain edit apply at once, as a resize would.
        if (after.status === 'running' && LIMIT_FIELDS.some((name) => before[name] !== after[name])) {
          if (await this.observe(String(after._id), ['running'], { status: 'starting' })) this.inBackground(this.launch(String(after._id), (spec) => this.driver.scale(spec)));
        }
        const moved = before.status !== after.status;
        if (before.service_id !== after.service_id) await this.figures.refresh(before.service_id, true);
        await this.figures.refresh(after.service_id, moved || before.service_id !== after.service_id);
      },
      afterDelete: async (before) => {
        await this.driver.remove(String(before._id));
        void this.events.publish('instance.deleted', before);
        await this.figures.refresh(before.service_id, true);
      },
    });
    this.driver.onExit((exit) => this.inBackground(this.crashed(exit)));
  }

  onApplicationBootstrap(): void {
    if (!this.background) return;
    // A timer of this process, not a job under the database's lock: the local processes are
    // this server's own, no other server could measure them.
    this.metricsTimer = setInterval(() => this.inBackground(this.measure()), METRICS_EVERY_MS);
    this.metricsTimer.unref();
    // Started after the server listens, never holding its start-up.
    setImmediate(() => this.inBackground(this.reconcile()));
  }

  /** Every local process ends with the server; the instances' desired state stays, for the next start. */
  async beforeApplicationShutdown(): Promise<void> {
    this.shuttingDown = true;
    clearInterval(this.metricsTimer);
    await this.driver.stopAll();
    await Promise.allSettled([...this.pending]);
    if (!this.launched) return;
    // What is seen now: nothing runs. What should run is kept in desired_state for the next start.
    await this.crud
      .model(serviceInstances.name)
      .updateMany({ status: { $in: ['running', 'starting', 'stopping'] } }, { $set: { status: 'stopped', metrics: IDLE_METRICS } })
      .exec()
      .catch((error: unknown) => this.logger.error(`Instances : ${errorText(error)}`));
  }

  /** POST /service_instances/{id}/start: stopped (or in error) → starting → running. */
  @ActionHandler(serviceInstances.name, 'start')
  start({ records: [instance] }: ActionRequest, ctx: CrudContext): Promise<Values> {
    return this.startOne(instance, ctx);
  }

  /** POST /service_instances/{id}/stop: running → stopping → stopped. */
  @ActionHandler(serviceInstances.name, 'stop')
  stop({ records: [instance] }: ActionRequest, ctx: CrudContext): Promise<Values> {
    return this.stopOne(instance, ctx);
  }

  /** POST /service_instances/{id}/restart: running → starting → running. */
  @ActionHandler(serviceInstances.name, 'restart')
  restart({ records: [instance] }: ActionRequest, ctx: CrudContext): Promise<Values> {
    return this.restartOne(instance, ctx);
  }

  /** PUT /service_instances/{id}/scale {cpu, memory, storage}: new limits; a running instance restarts with them. */
  @ActionHandler(serviceInstances.name, 'scale')
  async scale({ records: [instance], body }: ActionRequest, ctx: CrudContext): Promise<Values> {
    const limits = { cpu: Number(body.cpu), memory: Number(body.memory), storage: Number(body.storage) };
    const id = String(instance._id);
    if (instance.status !== 'running') return this.crud.update(serviceInstances, id, {}, ctx, limits);
    const updated = await this.crud.update(serviceInstances, id, {}, ctx, { ...limits, status: 'starting' });
    this.inBackground(this.launch(id, (spec) => this.driver.scale(spec)));
    return updated;
  }

  /** POST /service_instances/{id}/backup {name, description}: a .tar.gz of the instance's folder, in any state. */
  @ActionHandler(serviceInstances.name, 'backup')
  async backup({ records: [instance], body }: ActionRequest, ctx: CrudContext): Promise<Values> {
    const id = String(instance._id);
    const { file, size } = await this.driver.backup(id, String(body.name));
    const line = { name: String(body.name), description: String(body.description ?? ''), file, size, created_at: new Date() };
    return this.crud.withRecordLock(serviceInstances, id, async () => {
      const current = await this.crud.findOne(serviceInstances, id);
      const backups: unknown[] = Array.isArray(current.backups) ? current.backups : [];
      return this.crud.update(serviceInstances, id, {}, ctx, { backups: [...backups, line] });
    });
  }

  /** POST /service_instances/{id}/restore {backup}: the named backup (its latest of that name) brought back, instance stopped. */
  @ActionHandler(serviceInstances.name, 'restore')
  async restore({ records: [instance], body }: ActionRequest, ctx: CrudContext): Promise<Values> {
    const backups = (Array.isArray(instance.backups) ? instance.backups : []) as Values[];
    const chosen = backups.filter((backup) => backup.name === body.backup).pop();
    if (!chosen) throw invalid({ backup: INSTANCE_MESSAGES.backupNotFound });
    const id = String(instance._id);
    await this.refusing(() => this.driver.restore(id, String(chosen.file)));
    return this.crud.update(serviceInstances, id, {}, ctx, { last_error: '' });
  }

  /** Starts an instance (the services' start too): the transitional state at once, the process in the background. */
  async startOne(instance: Values, ctx: CrudContext): Promise<Values> {
    const id = String(instance._id);
    await this.refusing(async () => this.driver.assertCapacity(id));
    const updated = await this.crud.update(serviceInstances, id, {}, ctx, { status: 'starting', desired_state: 'running', last_error: '' });
    this.inBackground(this.launch(id, (spec) => this.driver.start(spec)));
    return updated;
  }

  async stopOne(instance: Values, ctx: CrudContext): Promise<Values> {
    const id = String(instance._id);
    const updated = await this.crud.update(serviceInstances, id, {}, ctx, { status: 'stopping', desired_state: 'stopped' });
    this.inBackground(
      (async () => {
        await this.driver.stop(id);
        await this.observe(id, ['stopping'], { status: 'stopped', metrics: IDLE_METRICS });
      })(),
    );
    return updated;
  }

  async restartOne(instance: Values, ctx: CrudContext): Promise<Values> {
    const id = String(instance._id);
    const updated = await this.crud.update(serviceInstances, id, {}, ctx, { status: 'starting', desired_state: 'running', last_error: '' });
    this.inBackground(this.launch(id, (spec) => this.driver.restart(spec)));
    return updated;
  }

  /** Runs the driver's work on a starting instance, then writes what came of it. */
  private async launch(id: string, work: (spec: InstanceSpec) => Promise<void>): Promise<void> {
    this.launched = true;
    const record = await this.crud.model(serviceInstances.name).findById(id).lean<ServiceInstance>().exec();
    if (!record) return;
    try {
      await work(specOf(record));
      const running = await this.observe(id, ['starting'], { status: 'running', started_at: new Date(), last_error: '' });
      if (running) await this.events.publish('deployment.completed', running);
    } catch (error) {
      if (this.shuttingDown) return;
      await this.observe(id, ['starting'], { status: 'error', last_error: errorText(error), metrics: IDLE_METRICS });
    }
  }

  /** The process ended on its own: error, then started again if its service restarts automatically. */
  private async crashed({ id, code, signal }: InstanceExit): Promise<void> {
    if (this.shuttingDown) return;
    const record = await this.observe(id, ['running', 'starting'], {
      status: 'error',
      last_error: `Le processus de l'instance s'est arrêté de lui-même (${exitReason(code, signal)})`,
      metrics: IDLE_METRICS,
    });
    if (!record || record.desired_state !== 'running' || !(await this.restartsAutomatically(record))) return;
    const now = Date.now();
    const recent = (this.autoRestarts.get(id) ?? []).filter((at) => now - at < AUTO_RESTART_WINDOW_MS);
    if (recent.length >= AUTO_RESTART_MAX) return;
    this.autoRestarts.set(id, [...recent, now]);
    await new Promise((resolve) => setTimeout(resolve, AUTO_RESTART_DELAY_MS));
    if (this.shuttingDown) return;
    if (await this.observe(id, ['error'], { status: 'starting' })) await this.launch(id, (spec) => this.driver.start(spec));
  }

  /** auto_restart of its service (spec 3 §3: a service restarts its instances). */
  private async restartsAutomatically(record: ServiceInstance): Promise<boolean> {
    if (!(await this.exists(services.name, record.service_id))) return false;
    return Boolean(await this.crud.model(services.name).exists({ _id: record.service_id, auto_restart: true }).exec());
  }

  /**
   * At start-up: an instance that should run (desired running, auto_start on) is started
   * again; any other left running, starting or stopping by the last server is stopped.
   */
  async reconcile(): Promise<void> {
    const model = this.crud.model(serviceInstances.name);
    const candidates = await model
      .find({ $or: [{ desired_state: 'running' }, { status: { $in: ['running', 'starting', 'stopping'] } }] })
      .lean<ServiceInstance[]>()
      .exec();
    for (const record of candidates) {
      if (this.shuttingDown) return;
      const id = String(record._id);
      if (record.desired_state === 'running' && record.auto_start !== false) {
        const from = ['running', 'starting', 'stopping', 'stopped', 'error'];
        if (await this.observe(id, from, { status: 'starting', last_error: '' })) await this.launch(id, (spec) => this.driver.start(spec));
      } else {
        await this.observe(id, ['running', 'starting', 'stopping'], { status: 'stopped', metrics: IDLE_METRICS });
      }
    }
  }

  /** Measures every running instance's process and writes its usage (a measure, not a change: no event). */
  async measure(): Promise<void> {
    const model = this.crud.model(serviceInstances.name);
    const running = await model.find({ status: 'running' }).lean<ServiceInstance[]>().exec();
    const measured = new Set<string>();
    for (const record of running) {
      const usage = await this.driver.metrics(specOf(record));
      if (!usage) continue;
      await model.updateOne({ _id: record._id, status: 'running' }, { $set: { metrics: usage } }).exec();
      measured.add(String(record.service_id));
    }
    for (const serviceId of measured) await this.figures.refresh(serviceId);
  }

  /**
   * Writes a state the server observed, only if the instance is still in one of `from`
   * (under the record's lock, through the state machine). Answers the record written, or
   * undefined when it had moved meanwhile.
   */
  private async observe(id: string, from: readonly string[], values: Partial<ServiceInstance>): Promise<ServiceInstance | undefined> {
    const current = await this.crud.model(serviceInstances.name).findById(id).lean<ServiceInstance>().exec();
    if (!current?.status || !from.includes(current.status)) return undefined;
    try {
      // The generic write answers plain values: they are this resource's record.
      return (await this.crud.update(serviceInstances, id, {}, {}, values)) as ServiceInstance;
    } catch (error) {
      if (error instanceof ConflictException || error instanceof NotFoundException) return undefined;
      throw error;
    }
  }

  /** The driver's refusals as the API's 409. */
  private async refusing<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof DriverRefusal) throw new ConflictException(error.message);
      throw error;
    }
  }

  private inBackground(work: Promise<unknown>): void {
    const tracked = work.catch((error: unknown) => this.logger.error(`Instances : ${errorText(error)}`));
    this.pending.add(tracked);
    void tracked.finally(() => this.pending.delete(tracked));
  }

  /** The type of the service an instance is given to, which the instance takes (400 when there is no such service). */
  private async typeOfService(id: unknown): Promise<string> {
    const service = typeof id === 'string' && Types.ObjectId.isValid(id) ? await this.crud.model(services.name).findById(id, { type: 1 }).lean<Values>().exec() : null;
    if (!service) throw invalid({ service_id: INSTANCE_MESSAGES.serviceNotFound });
    return String(service.type);
  }

  private async exists(collection: string, id: unknown): Promise<boolean> {
    if (typeof id !== 'string' || !Types.ObjectId.isValid(id)) return false;
    return Boolean(await this.crud.model(collection).exists({ _id: id }).exec());
  }
}
