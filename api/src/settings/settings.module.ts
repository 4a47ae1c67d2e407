import { Global, Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { EmailTestService } from './email-test.service';
import { MaintenanceService } from './maintenance.service';
import { SettingsListController } from './settings-list.controller';
import { SettingsService } from './settings.service';

/** The settings in force for every domain (global), the list of every setting, the e-mail test. */
@Global()
@Module({
  controllers: [SettingsListController],
  providers: [SettingsService, EmailTestService],
  exports: [SettingsService],
})
export class SettingsModule {}

/** Maintenance mode at the site's door; it reads sessions, hence its own module beside auth. */
@Module({
  imports: [AuthModule],
  providers: [MaintenanceService],
  exports: [MaintenanceService],
})
export class MaintenanceModule {}
