import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { AuthenticatedRequest } from '../auth/decorators';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Everything about a request that goes into its events' metadata, except the owner and the time. */
export interface RequestMeta {
  /** Who acts: the signed-in user, or 'anonymous' before sign-in. */
  actorId: string;
  /** A retried request carries the same command id, and then adds nothing to the log. */
  commandId: string;
  correlationId: string;
  causationId: string;
  address: string;
  userAgent: string;
}

/**
 * A client may send `Command-Id` (a UUID) so that a retried request adds nothing to the log, and
 * `X-Correlation-Id` to tie its requests together; otherwise fresh ids are made.
 */
export function requestMeta(request: AuthenticatedRequest): RequestMeta {
  const header = (name: string) => {
    const value = request.headers[name];
    return typeof value === 'string' && UUID.test(value) ? value.toLowerCase() : null;
  };
  const commandId = header('command-id') ?? randomUUID();
  return {
    actorId: request.user?.userId ?? 'anonymous',
    commandId,
    correlationId: header('x-correlation-id') ?? commandId,
    causationId: commandId,
    address: request.ip,
    userAgent: String(request.headers['user-agent'] ?? '').slice(0, 300),
  };
}

/** The request's metadata, for calls made before there is a session (register, login). */
export const Meta = createParamDecorator((_: unknown, context: ExecutionContext) => requestMeta(context.switchToHttp().getRequest<AuthenticatedRequest>()));
