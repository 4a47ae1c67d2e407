/**
 * A service's figures, computed from its own instances (spec 3 §3): how many, their mean
 * measured CPU and memory while running, and its availability: the share of the instances
 * that should run which do. Its state follows them too, unless an operator put it in
 * maintenance.
 */
import { Injectable } from '@nestjs/common';
import { serviceInstances, services, type ServiceInstance, type Values } from '@hexagone/schemas';
import { Types } from 'mongoose';
import { CrudService } from '../crud/crud.service';

export interface ServiceFigures {
  instances_count: number;
  cpu_usage: number;
  memory_usage: number;
  uptime: number;
}

const round1 = (n: number) => Math.round(n * 10) / 10;
const mean = (values: number[]) => (values.length ? round1(values.reduce((sum, value) => sum + value, 0) / values.length) : 0);

/** What the figures read of an instance: the projection `refresh` asks for. */
type Measured = Pick<ServiceInstance, 'status' | 'desired_state' | 'metrics'>;

export function figuresOf(instances: readonly Measured[]): ServiceFigures {
  const running = instances.filter((instance) => instance.status === 'running');
  const wanted = instances.filter((instance) => instance.desired_state === 'running');
  const usage = (name: string) => running.map((instance) => Number(instance.metrics?.[name]) || 0);
  return {
    instances_count: instances.length,
    cpu_usage: mean(usage('cpu_usage')),
    memory_usage: mean(usage('memory_usage')),
    uptime: wanted.length ? round1((running.length / wanted.length) * 100) : 0,
  };
}

/** The state the instances give their service: running if one runs, else error if one failed, else stopped. */
export function statusOf(instances: readonly Pick<ServiceInstance, 'status'>[]): 'running' | 'error' | 'stopped' | undefined {
  if (!instances.length) return undefined;
  if (instances.some((instance) => instance.status === 'running')) return 'running';
  if (instances.some((instance) => instance.status === 'error')) return 'error';
  return instances.some((instance) => instance.status === 'starting' || instance.status === 'stopping') ? undefined : 'stopped';
}

@Injectable()
export class ServiceFiguresService {
  constructor(private readonly crud: CrudService) {}

  /**
   * Writes the figures of the service the instances belong to; with `withStatus`, its state too.
   * The state is written only if it has not moved since the instances were read: a refresh
   * that read them just before a stop must not give the stopped service back its « En marche ».
   */
  async refresh(serviceId: unknown, withStatus = false): Promise<void> {
    if (typeof serviceId !== 'string' || !Types.ObjectId.isValid(serviceId)) return;
    const model = this.crud.model(services.name);
    const read = withStatus ? await model.findById(serviceId, { status: 1 }).lean<Values>().exec() : undefined;
    const instances = await this.crud
      .model(serviceInstances.name)
      .find({ service_id: serviceId }, { status: 1, desired_state: 1, metrics: 1 })
      .lean<Measured[]>()
      .exec();
    await model.updateOne({ _id: serviceId }, { $set: figuresOf(instances) }).exec();
    const status = read ? statusOf(instances) : undefined;
    const was = read?.status;
    if (status && was !== 'maintenance' && was !== status) await model.updateOne({ _id: serviceId, status: was }, { $set: { status } }).exec();
  }
}
