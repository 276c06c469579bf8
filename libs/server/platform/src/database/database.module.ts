import { type DynamicModule, Global, Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import type { ContextDatabase } from './context-database.js';
import { ormOptions } from './orm-options.js';

/**
 * One MikroORM instance over every context's mappings. Contexts never share tables: each maps
 * only its own schema, and the request context gives every HTTP request its own identity map.
 */
@Global()
@Module({})
export class DatabaseModule {
  static forRoot(contexts: readonly ContextDatabase[]): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [
        MikroOrmModule.forRootAsync({
          driver: PostgreSqlDriver,
          inject: [APP_CONFIG],
          useFactory: (config: AppConfig) =>
            ormOptions(
              { url: config.DATABASE_URL, poolMax: config.DATABASE_POOL_MAX, debug: config.LOG_LEVEL === 'trace' },
              contexts,
            ),
        }),
      ],
    };
  }
}
