import { Global, Module } from '@nestjs/common';
import { APP_FILTER, APP_PIPE } from '@nestjs/core';
import { ErrorStatusRegistry } from './error-status.registry.js';
import { HttpErrorFilter } from './http-error.filter.js';
import { requestValidationPipe } from './request-validation.error.js';

/** The HTTP conventions every context shares: DTO validation and one error body. */
@Global()
@Module({
  providers: [
    ErrorStatusRegistry,
    { provide: APP_FILTER, useClass: HttpErrorFilter },
    { provide: APP_PIPE, useFactory: requestValidationPipe },
  ],
  exports: [ErrorStatusRegistry],
})
export class HttpPlatformModule {}
