import { type DynamicModule, Global, Module } from '@nestjs/common';
import { type Clock, systemClock } from '@ember/kernel';
import { APP_CONFIG, type AppConfig, loadConfig } from './app-config.js';
import { CLOCK } from './clock.provider.js';

/** Validated configuration (`APP_CONFIG`) and the clock (`CLOCK`), available everywhere. */
@Global()
@Module({})
export class ConfigModule {
  /** `clock`: tests pass a FixedClock to move time by hand. */
  static forRoot(config: AppConfig = loadConfig(), clock: Clock = systemClock): DynamicModule {
    return {
      module: ConfigModule,
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: CLOCK, useValue: clock },
      ],
      exports: [APP_CONFIG, CLOCK],
    };
  }
}
