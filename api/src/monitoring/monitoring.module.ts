import { Module } from '@nestjs/common';
import { AlertsService } from './alerts.service';
import { HttpMetrics } from './http-metrics';
import { MonitoringController } from './monitoring.controller';
import { SamplerService } from './sampler.service';

/** Infrastructure monitoring (spec 3 §2-§9, issue 11): the sampler, its alerts, its API; main.ts mounts the HTTP measures and /metrics. */
@Module({
  controllers: [MonitoringController],
  providers: [HttpMetrics, SamplerService, AlertsService],
  exports: [HttpMetrics],
})
export class MonitoringModule {}
