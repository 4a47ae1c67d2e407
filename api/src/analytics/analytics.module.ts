import { Module, RequestMethod, type MiddlewareConsumer, type NestModule } from '@nestjs/common';
import { AudienceController } from './audience.controller';
import { AudienceService } from './audience.service';
import { BeaconBodyMiddleware } from './beacon-body.middleware';
import { CollectController } from './collect.controller';
import { GoalMiddleware } from './goal.middleware';
import { GOAL_ROUTES } from './goal-routes';
import { MeasurementService } from './measurement.service';
import { RollupsService } from './rollups.service';
import { ReportsController } from './reports/reports.controller';
import { ReportsService } from './reports/reports.service';

/**
 * First-party audience measurement (issue 27): the beacon's collect call, the goals, the
 * hourly roll-ups, the figures of /webmaster/analytics and the reports of /webmaster/analytics/reports.
 */
@Module({
  controllers: [CollectController, AudienceController, ReportsController],
  providers: [MeasurementService, AudienceService, RollupsService, ReportsService],
})
export class AnalyticsModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(BeaconBodyMiddleware).forRoutes({ path: 'analytics/collect', method: RequestMethod.POST });
    consumer.apply(GoalMiddleware).forRoutes(...GOAL_ROUTES.map(({ path }) => ({ path, method: RequestMethod.POST })));
  }
}
