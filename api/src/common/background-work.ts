/**
 * Whether this application runs background work: scheduled jobs, list preloading, start-up
 * backfills. The server does; the seed, which boots the same modules to write through the
 * same services and closes when done, does not.
 */
import { Global, Module, type DynamicModule } from '@nestjs/common';

export const BACKGROUND_WORK = Symbol('BACKGROUND_WORK');

@Global()
@Module({})
export class BackgroundWorkModule {
  static with(enabled: boolean): DynamicModule {
    return { module: BackgroundWorkModule, providers: [{ provide: BACKGROUND_WORK, useValue: enabled }], exports: [BACKGROUND_WORK] };
  }
}
