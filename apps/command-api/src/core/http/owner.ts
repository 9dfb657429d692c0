import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { AuthenticatedRequest } from '../auth/decorators';

/** The signed-in notary's id, whose data a query reads (never an id taken from the request). */
export const OwnerId = createParamDecorator((_: unknown, context: ExecutionContext): string => {
  const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
  if (!request.user) throw new Error('OwnerId used on a route without a session');
  return request.user.userId;
});
