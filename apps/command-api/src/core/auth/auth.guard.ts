import { Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { timingSafeEqual } from 'node:crypto';
import type { Role } from '@notary/events';
import type { ReadModelCatalog } from '@notary/projection-runtime';
import { findAccount } from '@notary/read-models';
import type { AppConfig } from '@notary/platform';
import { ApiError, badAntiForgeryToken, notSignedIn, roleRequired } from '../http/api-error';
import { fromOwnOrigin } from '../http/same-origin';
import { CATALOG, CONFIG } from '../tokens';
import { PUBLIC, ROLES, SKIP_ANTI_FORGERY, type AuthenticatedRequest, type SignedInUser } from './decorators';
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
    @Inject(CONFIG) private readonly config: AppConfig,
  ) {}

  private requireOwnPageJson(request: AuthenticatedRequest): void {
    if (!fromOwnOrigin(request.headers, this.config.allowedOrigins)) throw crossSiteRefused();
    const type = String(request.headers['content-type'] ?? '')
      .split(';')[0]
      .trim()
      .toLowerCase();
    if (type !== 'application/json') throw jsonOnly();
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const token = request.cookies?.[SESSION_COOKIE];
    if (this.reflector.getAllAndOverride<boolean>(PUBLIC, targets)) {
      // Sign-in and registration carry no anti-forgery token (there is no session yet), so they
      // take JSON only (a cross-site HTML form cannot send it) from this app's own pages.
      if (!SAFE_METHODS.has(request.method)) this.requireOwnPageJson(request);
      // A public page may still show more to a signed-in operator (health's details).
      else if (token) await this.signIn(request, token).catch(() => undefined);
      return true;
    }
    const user = await this.signIn(request, token);
    if (!SAFE_METHODS.has(request.method) && !this.reflector.getAllAndOverride<boolean>(SKIP_ANTI_FORGERY, targets)) {
      if (!sameToken(request.headers[ANTI_FORGERY_HEADER], user.session.CsrfToken)) throw badAntiForgeryToken();
    }
    const required = this.reflector.getAllAndOverride<Role[] | undefined>(ROLES, targets);
    if (required?.length && !required.some((role) => user.roles.includes(role))) throw roleRequired(required);
    return true;
  }

  /** The session's user, set on the request; 401 without a live session. */
  private async signIn(request: AuthenticatedRequest, token: string | undefined): Promise<SignedInUser> {
    const session = await this.sessions.find(token);
    if (!session || !token) throw notSignedIn();
    // Roles come from the account read model, so a granted role applies without signing in again;
    // right after registration the projector may not have written it yet, so the session's copy serves.
    const account = await findAccount(this.catalog, session.UserId);
    const roles: Role[] = account?.Roles ?? session.Roles;
    request.user = { userId: session.UserId, email: session.Email, roles, session, sessionToken: token, account };
    return request.user;
  }
}

export const crossSiteRefused = () =>
  new ApiError(403, { Response: 'This request came from another site and was refused. Open the app and try again there.', Code: 'AUTH.CROSS_SITE' });
export const jsonOnly = () => new ApiError(415, { Response: 'Send the request as JSON.', Code: 'HTTP.MEDIA_TYPE' });

function sameToken(sent: string | string[] | undefined, expected: string): boolean {
  if (typeof sent !== 'string' || sent.length !== expected.length) return false;
  return timingSafeEqual(Buffer.from(sent), Buffer.from(expected));
}
