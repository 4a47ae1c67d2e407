/**
 * The sampler: every MONITORING_SAMPLE_MS (10 s), a job under the platform's lock records
 * one raw point (the server's CPU, memory, event-loop lag, HTTP figures and network bytes,
 * and every instance of `service_instances` as its own job last measured it), counts the
 * health sample of the day, rolls the previous minute up into a 1-minute point and
 * evaluates the alert rules. A second job drops expired points. Neither runs in the seed
 * (no background work there).
 */
import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { AVAILABILITY_DAYS, SERVICE_TYPES } from '@hexagone/schemas';
import { BACKGROUND_WORK } from '../common/background-work';
import { JobsService } from '../platform/jobs/jobs.service';
import { evaluateAlerts } from './alert-rules';
import { AlertsService } from './alerts.service';
import { HttpMetrics } from './http-metrics';
import { PLATFORM } from './metrics-answer';
import { monitoringConfig } from './monitoring-config';
import { ProcessMetrics } from './process-metrics';
import { MINUTE_MS, type InstanceFigure, type SamplePoint } from './sample-points';
import { SampleStore } from './sample-store';
import { EVERYTHING, everythingUp, SERVICES_COLLECTION, typeHealthy, type ServiceState } from './service-states';

/** The instances' collection, written by the instances' own module. */
export const INSTANCES_COLLECTION = 'service_instances';

interface InstanceDocument {
  _id: unknown;
  name?: string;
  service_type?: string;
  status?: string;
  metrics?: { cpu_usage?: number; memory_usage?: number };
}

const figure = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? Math.round(value * 100) / 100 : 0);

@Injectable()
export class SamplerService implements OnModuleInit, OnApplicationShutdown {
  readonly store: SampleStore;
  private readonly process = new ProcessMetrics();
  private lastSampleAt?: Date;
  private lastRolledMinute = 0;

  constructor(
    @InjectConnection() private readonly connection: Connection,
    @Inject(BACKGROUND_WORK) private readonly background: boolean,
    private readonly jobs: JobsService,
    private readonly http: HttpMetrics,
    private readonly alerts: AlertsService,
  ) {
    this.store = new SampleStore(connection.db!, {
      rawKeepMs: monitoringConfig.rawKeepMs,
      minuteKeepMs: monitoringConfig.minuteKeepMs,
      healthKeepDays: AVAILABILITY_DAYS,
    });
  }

  onModuleInit(): void {
    if (!this.background || monitoringConfig.sampleMs <= 0) return;
    this.process.start();
    this.alerts.watchDatabase();
    this.jobs.declare({ name: 'monitoring.sample', everyMs: monitoringConfig.sampleMs, handler: async (slot) => void (await this.sample(slot)) });
    this.jobs.declare({ name: 'monitoring.cleanup', everyMs: monitoringConfig.cleanupMs, handler: (slot) => this.cleanup(slot) });
  }

  onApplicationShutdown(): void {
    this.process.stop();
  }

  async sample(at: Date): Promise<SamplePoint> {
    const seconds = (this.lastSampleAt ? at.getTime() - this.lastSampleAt.getTime() : monitoringConfig.sampleMs) / 1000;
    this.lastSampleAt = at;
    const instances = await this.instances();
    const services = await this.services();
    const health: Record<string, number> = { [PLATFORM]: 1 };
    for (const type of SERVICE_TYPES) health[type.value] = typeHealthy(type.value, instances, services) ? 1 : 0;
    health[EVERYTHING] = everythingUp(health);
    const point: SamplePoint = { at, seconds, samples: 1, ...this.process.take(), ...this.http.take(), health, instances };
    const { cpuAlertMs, sampleMs } = monitoringConfig;
    const before = await this.store.read('raw', new Date(at.getTime() - cpuAlertMs - 2 * sampleMs), at);
    await this.store.record(point);
    await this.store.countHealth(at, health);
    const previousMinute = Math.floor(at.getTime() / MINUTE_MS) * MINUTE_MS - MINUTE_MS;
    if (previousMinute > this.lastRolledMinute) {
      await this.store.rollUp(new Date(previousMinute));
      this.lastRolledMinute = previousMinute;
    }

    const outage = await this.alerts.reconcile(
      evaluateAlerts(
        [...before, point],
        true,
        {
          cpuPercent: monitoringConfig.cpuAlertPercent,
          cpuMs: cpuAlertMs,
          errorRatePercent: monitoringConfig.errorRateAlertPercent,
          sampleMs,
        },
        services,
      ),
      at,
    );
    // The samples the database outage prevented count as down: as many as its length holds,
    // whichever sample (the first after the reconnection or a later one) learns of it.
    if (outage) {
      const missed = Math.max(1, Math.round((outage.to.getTime() - outage.from.getTime()) / sampleMs));
      await this.store.countHealth(outage.from, { ...health, [PLATFORM]: 0, [EVERYTHING]: 0 }, missed);
    }
    return point;
  }

  private async cleanup(now: Date): Promise<void> {
    await this.store.cleanup(now);
    await this.alerts.cleanup(now);
  }

  /** Every service's state, as the Services screen shows it. */
  async services(): Promise<ServiceState[]> {
    const docs = await this.connection
      .db!.collection(SERVICES_COLLECTION)
      .find({}, { projection: { name: 1, type: 1, status: 1 } })
      .toArray();
    return docs.map((doc) => ({ id: String(doc._id), name: String(doc.name ?? ''), type: String(doc.type ?? ''), status: String(doc.status ?? '') }));
  }

  private async instances(): Promise<InstanceFigure[]> {
    const docs = await this.connection
      .db!.collection<InstanceDocument>(INSTANCES_COLLECTION)
      .find({}, { projection: { name: 1, service_type: 1, status: 1, metrics: 1 } })
      .toArray();
    return docs.map((doc) => {
      const running = doc.status === 'running';
      return {
        id: String(doc._id),
        name: String(doc.name ?? ''),
        type: String(doc.service_type ?? ''),
        status: String(doc.status ?? ''),
        // A stopped instance uses nothing, whatever its last measure said.
        cpu: running ? figure(doc.metrics?.cpu_usage) : 0,
        mem: running ? figure(doc.metrics?.memory_usage) : 0,
      };
    });
  }
}
