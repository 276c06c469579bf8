import { BadRequestException, type ValidationError, type ValidationPipe } from '@nestjs/common';
import { GuardedValidationPipe } from './input-guards/guarded-validation.pipe.js';

export interface FieldProblem {
  field: string;
  problems: string[];
}

export class RequestValidationError extends BadRequestException {
  constructor(readonly fields: FieldProblem[]) {
    super('Some fields are missing or invalid.');
  }
}

function flatten(errors: readonly ValidationError[], parent = ''): FieldProblem[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const own = error.constraints ? [{ field, problems: Object.values(error.constraints) }] : [];
    return [...own, ...flatten(error.children ?? [], field)];
  });
}

/** Validates and converts request DTOs; unknown properties are dropped, not trusted. */
export function requestValidationPipe(): ValidationPipe {
  return new GuardedValidationPipe({
    whitelist: true,
    transform: true,
    stopAtFirstError: false,
    exceptionFactory: (errors) => new RequestValidationError(flatten(errors)),
  });
}
