import { Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { timingSafeEqual } from 'node:crypto';
import type { Role } from '@notary/events';
import type { ReadModelCatalog } from '@notary/projection-runtime';
import { findAccount } from '@notary/read-models';
import { badAntiForgeryToken, notAllowed, notSignedIn } from '../http/api-error';
import { CATALOG } from '../tokens';
import { PUBLIC, ROLES, SKIP_ANTI_FORGERY, type AuthenticatedRequest } from './decorators';
import { SessionService } from './session.service';

export const SESSION_COOKIE = 'notary.sid';
export const ANTI_FORGERY_HEADER = 'requestverificationtoken';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Every /api call passes here: a session is required unless the route is public (401 with the login
 * RedirectUrl otherwise), every state-changing request must carry the session's anti-forgery token
 * (403), and role-restricted routes check the roles.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionService,
    @Inject(CATALOG) private readonly catalog: ReadModelCatalog,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(PUBLIC, targets)) return true;
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const token = request.cookies?.[SESSION_COOKIE];
    const session = await this.sessions.find(token);
    if (!session || !token) throw notSignedIn();

    if (!SAFE_METHODS.has(request.method) && !this.reflector.getAllAndOverride<boolean>(SKIP_ANTI_FORGERY, targets)) {
      if (!sameToken(request.headers[ANTI_FORGERY_HEADER], session.CsrfToken)) throw badAntiForgeryToken();
    }

    // Roles come from the account read model, so a granted role applies without signing in again;
    // right after registration the projector may not have written it yet, so the session's copy serves.
    const account = await findAccount(this.catalog, session.UserId);
    const roles: Role[] = account?.Roles ?? session.Roles;
    request.user = { userId: session.UserId, email: session.Email, roles, session, sessionToken: token };

    const required = this.reflector.getAllAndOverride<Role[] | undefined>(ROLES, targets);
    if (required?.length && !required.some((role) => roles.includes(role))) throw notAllowed();
    return true;
  }
}

function sameToken(sent: string | string[] | undefined, expected: string): boolean {
  if (typeof sent !== 'string' || sent.length !== expected.length) return false;
  return timingSafeEqual(Buffer.from(sent), Buffer.from(expected));
}
