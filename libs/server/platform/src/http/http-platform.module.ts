import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_PIPE } from '@nestjs/core';
import { type ErrorStatusMap, ErrorStatusRegistry } from './error-status.registry.js';
import { HttpErrorFilter } from './http-error.filter.js';
import { requestValidationPipe } from './request-validation.error.js';

/**
 * The HTTP conventions every context shares: DTO validation and one error body. The contexts'
 * error maps come in as data, from the list of contexts the api serves.
 */
@Module({})
export class HttpPlatformModule {
  static forRoot(errorMaps: readonly ErrorStatusMap[]): DynamicModule {
    return {
      module: HttpPlatformModule,
      global: true,
      providers: [
        { provide: ErrorStatusRegistry, useValue: new ErrorStatusRegistry(errorMaps) },
        { provide: APP_FILTER, useClass: HttpErrorFilter },
        { provide: APP_PIPE, useFactory: requestValidationPipe },
      ],
      exports: [ErrorStatusRegistry],
    };
  }
}
