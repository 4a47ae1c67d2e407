import { Module } from '@nestjs/common';
import { join } from 'node:path';
import { config } from '../config';
import { InstanceBackupsController } from './instance-backups.controller';
import { InstanceLogsController } from './instance-logs.controller';
import { InstancesService } from './instances.service';
import { LocalDriver } from './local/local-driver';
import { PROVISIONING_DRIVER } from './provisioning-driver';
import { ServiceFiguresService } from './service-figures';
import { ServicesActionsService } from './services-actions.service';

/**
 * Services and their instances (spec 3 §2-§9): the instances run for real through the
 * provisioning driver (the local driver by default: processes of this server), the services
 * act on the instances of their type and take their figures from them.
 */
@Module({
  controllers: [InstanceLogsController, InstanceBackupsController],
  providers: [
    { provide: PROVISIONING_DRIVER, useFactory: () => new LocalDriver({ root: join(config.dataDir, 'instances'), maxRunning: config.localInstancesMax }) },
    ServiceFiguresService,
    InstancesService,
    ServicesActionsService,
  ],
  // The public API's instances (api/src/v1) run through the same service.
  exports: [InstancesService],
})
export class InstancesModule {}
