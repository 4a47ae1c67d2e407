/**
 * `GET /api/services/monitoring/metrics?service=&range=` and `GET /api/services/monitoring/alerts?status=`
 * (spec 3 §7): the figures of the monitoring screen, measured by the sampler, for those who
 * may list the services.
 */
import { BadRequestException, Controller, Get, Query, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import {
  AVAILABILITY_DAYS,
  DEFAULT_MONITORING_RANGE,
  MONITORING_RANGES,
  MONITORING_SERVICES,
  services,
  type MonitoringAlert,
  type MonitoringMetrics,
  type MonitoringRange,
  type MonitoringService,
} from '@hexagone/schemas';
import type { SessionUser } from '../auth/session-user';
import { AccessService } from '../crud/access.service';
import { AlertsService } from './alerts.service';
import { metricsAnswer } from './metrics-answer';
import { EVERYTHING } from './service-states';
import { downsample, resolutionFor } from './sample-points';
import { monitoringConfig } from './monitoring-config';
import { SamplerService } from './sampler.service';

/** Points per series at most: a chart has no use for more. */
export const MAX_POINTS = 360;
const ALERT_STATUSES = ['active', 'resolved', 'all'] as const;

const oneOf = <T extends string>(value: string | undefined, allowed: readonly { value: T }[] | readonly T[], fallback: T, message: string): T => {
  if (value === undefined || value === '') return fallback;
  const values = allowed.map((a) => (typeof a === 'string' ? a : a.value));
  if (!values.includes(value as T)) throw new BadRequestException(message);
  return value as T;
};

@ApiTags('Supervision')
@ApiBearerAuth()
@Controller('services/monitoring')
export class MonitoringController {
  constructor(
    private readonly sampler: SamplerService,
    private readonly alerts: AlertsService,
    private readonly access: AccessService,
  ) {}

  @Get('metrics')
  @ApiOperation({
    summary: 'Mesures de supervision : séries (timestamps, cpu_usage, memory_usage, network_in, network_out, response_times…), moyennes et santé par service',
  })
  @ApiQuery({ name: 'service', required: false, enum: MONITORING_SERVICES.map((s) => s.value) })
  @ApiQuery({ name: 'range', required: false, enum: MONITORING_RANGES.map((r) => r.value) })
  async metrics(@Req() req: Request, @Query('service') serviceParam?: string, @Query('range') rangeParam?: string): Promise<MonitoringMetrics> {
    await this.access.assert(services.access.list, req.user as SessionUser | undefined);
    const service = oneOf<MonitoringService>(serviceParam, MONITORING_SERVICES, 'all', 'Service inconnu : choisissez all ou un type de service');
    const range = oneOf<MonitoringRange>(rangeParam, MONITORING_RANGES, DEFAULT_MONITORING_RANGE, 'Période inconnue : 5m, 15m, 1h, 6h, 24h ou 7d');
    const seconds = MONITORING_RANGES.find((r) => r.value === range)!.seconds;
    const now = new Date();
    const from = new Date(now.getTime() - seconds * 1000);
    const resolution = resolutionFor(seconds);
    const stored = await this.sampler.store.readRange(resolution, from, now);
    const { points, stepMs } = downsample(stored, from, resolution === 'raw' ? monitoringConfig.sampleMs || 10_000 : 60_000, MAX_POINTS);
    // 'Disponibilité' of the whole offer counts a sample up only when the platform and every type were.
    const availability = await this.sampler.store.availability(service === 'all' ? EVERYTHING : service, now, AVAILABILITY_DAYS);
    return metricsAnswer({ service, range, stepMs, points, availability, services: await this.sampler.services() });
  }

  @Get('alerts')
  @ApiOperation({ summary: 'Alertes de supervision : [{ _id, severity (critical, warning, info), title, service, created_at }], les plus récentes en premier' })
  @ApiQuery({ name: 'status', required: false, enum: ALERT_STATUSES })
  async list(@Req() req: Request, @Query('status') statusParam?: string): Promise<MonitoringAlert[]> {
    await this.access.assert(services.access.list, req.user as SessionUser | undefined);
    const status = oneOf(statusParam, ALERT_STATUSES, 'active', 'Statut inconnu : active, resolved ou all');
    return this.alerts.list(status);
  }
}
