import { type ArgumentMetadata, ValidationPipe, type ValidationPipeOptions } from '@nestjs/common';
import { findUnsafeInput } from './unsafe-input.js';
import { UnsafeInputError } from './unsafe-input.error.js';

/**
 * The DTO validation pipe, behind the same input check as the middleware: whatever reaches a
 * handler's parameters (multipart fields included) has no NUL and no hostile depth.
 */
export class GuardedValidationPipe extends ValidationPipe {
  constructor(options: ValidationPipeOptions) {
    super(options);
  }

  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    // What a client sent; custom decorators hand over server objects (the signed-in user), not input.
    const sent = metadata.type === 'body' || metadata.type === 'query' || metadata.type === 'param';
    const problem = sent ? findUnsafeInput(value) : undefined;
    if (problem) throw new UnsafeInputError(problem);
    return super.transform(value, metadata);
  }
}
