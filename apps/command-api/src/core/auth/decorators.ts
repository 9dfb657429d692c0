import type { AccountDocument } from '@notary/read-models';
import type {} from '@fastify/cookie';
import { createParamDecorator, SetMetadata, type ExecutionContext } from '@nestjs/common';
import type { Role } from '@notary/events';
import type { FastifyRequest } from 'fastify';
import type { SessionDocument } from './session.service';

export const PUBLIC = 'auth:public';
export const SKIP_ANTI_FORGERY = 'auth:skip-anti-forgery';
export const ROLES = 'auth:roles';

/** Reachable without a session (health, login, registration). */
export const Public = () => SetMetadata(PUBLIC, true);
/** State-changing calls that cannot carry the token yet because there is no session (login, register). */
export const SkipAntiForgery = () => SetMetadata(SKIP_ANTI_FORGERY, true);
/** Only users holding one of these roles. */
export const Roles = (...roles: Role[]) => SetMetadata(ROLES, roles);
/**
 * An operator call (on a controller or one route): the AuthGuard answers 401 without a session and
 * 403, naming the role, to a signed-in user who holds none of these. Roles are read from the account
 * read model on every call, so a grant or a revoke applies without signing in again.
 */
export const RequireRole = (role: Role, ...others: Role[]) => Roles(role, ...others);

export interface SignedInUser {
  userId: string;
  email: string;
  roles: Role[];
  session: SessionDocument;
  sessionToken: string;
  /** The account read model as this request found it (null just after registration, before the projector wrote it). */
  account: AccountDocument | null;
}

export type AuthenticatedRequest = FastifyRequest & { user?: SignedInUser };

/** The signed-in user of this request (set by the AuthGuard). */
export const CurrentUser = createParamDecorator((_: unknown, context: ExecutionContext): SignedInUser => {
  const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
  if (!request.user) throw new Error('CurrentUser used on a route without a session');
  return request.user;
});
