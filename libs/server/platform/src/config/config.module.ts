import { type DynamicModule, Global, Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig, loadConfig } from './app-config.js';
import { CLOCK, clockProvider } from './clock.provider.js';

/** Validated configuration (`APP_CONFIG`) and the clock (`CLOCK`), available everywhere. */
@Global()
@Module({})
export class ConfigModule {
  static forRoot(config: AppConfig = loadConfig()): DynamicModule {
    return {
      module: ConfigModule,
      providers: [{ provide: APP_CONFIG, useValue: config }, clockProvider],
      exports: [APP_CONFIG, CLOCK],
    };
  }
}
