import { type ExecutionContext, createParamDecorator } from '@nestjs/common';
import type { Request } from 'express';
import type { ActiveSession } from '../application/session-authenticator.js';
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

export function authenticatedUserOf(active: ActiveSession): AuthenticatedUser {
  return {
    id: active.user.id,
    email: active.user.email,
    roles: [...active.user.roles],
    sessionId: active.session.id,
    sessionExpiresAt: active.session.expiresAt,
  };
}
