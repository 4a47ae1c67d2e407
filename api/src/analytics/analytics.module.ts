import { Module, RequestMethod, type MiddlewareConsumer, type NestModule } from '@nestjs/common';
import { AudienceController } from './audience.controller';
import { AudienceService } from './audience.service';
import { BeaconBodyMiddleware } from './beacon-body.middleware';
import { CollectController } from './collect.controller';
import { GoalMiddleware } from './goal.middleware';
import { GOAL_ROUTES } from './goal-routes';
import { MeasurementService } from './measurement.service';
import { RollupsService } from './rollups.service';

/**
 * First-party audience measurement (issue 27): the beacon's collect call, the goals, the
 * nightly roll-ups and the figures of /webmaster/analytics.
 */
@Module({
  controllers: [CollectController, AudienceController],
  providers: [MeasurementService, AudienceService, RollupsService],
  exports: [AudienceService],
})
export class AnalyticsModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(BeaconBodyMiddleware).forRoutes({ path: 'analytics/collect', method: RequestMethod.POST });
    consumer.apply(GoalMiddleware).forRoutes(...GOAL_ROUTES.map(({ path }) => ({ path, method: RequestMethod.POST })));
  }
}
