import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { AuthenticatedRequest } from '../auth/decorators';
import { requestMeta, type RequestMeta } from './request-meta';

/**
 * The notary a request acts for, and its metadata. The owner always comes from the session, never
 * from the body, so no request can act on another notary's streams by naming them.
 */
export interface Requester {
  ownerId: string;
  meta: RequestMeta;
}

export const AsRequester = createParamDecorator((_: unknown, context: ExecutionContext): Requester => {
  const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
  if (!request.user) throw new Error('AsRequester used on a route without a session');
  return { ownerId: request.user.userId, meta: requestMeta(request) };
});
