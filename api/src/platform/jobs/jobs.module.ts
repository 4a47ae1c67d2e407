import { Global, Module } from '@nestjs/common';
import { ScheduleModule } from '@nestjs/schedule';
import { JobsService } from './jobs.service';

/** Scheduled work under a database lock, for every domain module (see JobsService). */
@Global()
@Module({
  imports: [ScheduleModule.forRoot()],
  providers: [JobsService],
  exports: [JobsService],
})
export class JobsModule {}
