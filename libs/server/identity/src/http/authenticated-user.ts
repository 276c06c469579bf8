import { type ExecutionContext, createParamDecorator } from '@nestjs/common';
import type { Request } from 'express';
import type { Role } from '../domain/role.js';

/** Who is calling: put on the request by the session strategy. */
export interface AuthenticatedUser {
  id: string;
  email: string;
  roles: Role[];
  sessionId: string;
  sessionExpiresAt: Date;
}

/** The signed-in caller; on public routes it may be undefined. */
export const CurrentUser = createParamDecorator(
  (_: unknown, context: ExecutionContext): AuthenticatedUser | undefined =>
    context.switchToHttp().getRequest<Request & { user?: AuthenticatedUser }>().user,
);
