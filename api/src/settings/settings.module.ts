import { Global, Module } from '@nestjs/common';
import { ActivityModule } from '../activity/activity.module';
import { AuthModule } from '../auth/auth.module';
import { SecurityNotices } from '../auth/security-notices';
import { EmailTestService } from './email-test.service';
import { MaintenanceService } from './maintenance.service';
import { SettingsListController } from './settings-list.controller';
import { SettingsService } from './settings.service';
import { SmtpPasswordGuard } from './smtp-password-guard';

/**
 * The settings in force for every domain (global), the list of every setting, the e-mail test,
 * and the administrators' security notices (global too: sign-in reports lockouts through them).
 */
@Global()
@Module({
  imports: [ActivityModule],
  controllers: [SettingsListController],
  providers: [SettingsService, EmailTestService, SecurityNotices, SmtpPasswordGuard],
  exports: [SettingsService, SecurityNotices],
})
export class SettingsModule {}

/** Maintenance mode at the site's door; it reads sessions, hence its own module beside auth. */
@Module({
  imports: [AuthModule],
  providers: [MaintenanceService],
  exports: [MaintenanceService],
})
export class MaintenanceModule {}
