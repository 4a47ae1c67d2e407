import { Module } from '@nestjs/common';
import { DashboardController } from './dashboard.controller';
import { DashboardService } from './dashboard.service';

/** The dashboard's API (spec 2 §2.2). */
@Module({ controllers: [DashboardController], providers: [DashboardService] })
export class DashboardModule {}
