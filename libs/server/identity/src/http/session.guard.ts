import { type ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { IS_PUBLIC } from '@ember/platform';

/**
 * Every route needs a session unless marked @Public(). Public routes still learn who is calling
 * when a session is present (linking a provider to the signed-in account needs it).
 */
@Injectable()
export class SessionGuard extends AuthGuard('session') {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [context.getHandler(), context.getClass()]);
    if (!isPublic) return (await super.canActivate(context)) as boolean;
    try {
      await super.canActivate(context);
    } catch (error) {
      if (!(error instanceof UnauthorizedException)) throw error;
    }
    return true;
  }

  override handleRequest<User>(error: unknown, user: User | false): User {
    if (error) throw error;
    if (!user)
      throw new UnauthorizedException({ code: 'auth.unauthenticated', message: 'Please sign in to continue.' });
    return user;
  }
}
