import type { NextFunction, Request, Response } from 'express';
import { findUnsafeInput, hasEncodedNul } from './unsafe-input.js';
import { UnsafeInputError } from './unsafe-input.error.js';

/**
 * Every request passes here after its JSON or form body and its cookies are parsed, before any
 * guard, pipe or handler: a NUL in the path, the query or a cookie, or a NUL or excessive nesting
 * in the body, is answered 400. (Multipart fields arrive later; the validation pipe checks them.)
 */
export function inputGuardMiddleware(request: Request, _response: Response, next: NextFunction): void {
  const problem = hasEncodedNul(request.originalUrl)
    ? 'nul-character'
    : (findUnsafeInput(request.cookies as unknown) ?? findUnsafeInput(request.body as unknown));
  next(problem ? new UnsafeInputError(problem) : undefined);
}
