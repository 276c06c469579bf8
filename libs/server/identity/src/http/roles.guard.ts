import { type CanActivate, type ExecutionContext, ForbiddenException, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import type { Role } from '../domain/role.js';
import type { AuthenticatedUser } from './authenticated-user.js';

const REQUIRED_ROLES = Symbol('REQUIRED_ROLES');

/** Restricts a route to callers holding at least one of the roles. */
export const Roles = (...roles: Role[]): ClassDecorator & MethodDecorator => SetMetadata(REQUIRED_ROLES, roles);

@Injectable()
export class RolesGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const required = this.reflector.getAllAndOverride<Role[] | undefined>(REQUIRED_ROLES, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!required || required.length === 0) return true;
    const user = context.switchToHttp().getRequest<Request & { user?: AuthenticatedUser }>().user;
    if (user && required.some((role) => user.roles.includes(role))) return true;
    throw new ForbiddenException({ code: 'auth.role-required', message: 'Your account cannot do this.' });
  }
}
