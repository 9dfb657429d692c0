import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { DomainError, type DomainErrorKind } from '@notary/domain';
import { EventTooLargeError, EventStoreUnavailableError } from '@notary/event-store';
import { ApiError, type ApiErrorBody } from './api-error';

const STATUS_OF: Record<DomainErrorKind, number> = {
  validation: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_many_requests: 429,
  payment_required: 402,
};

/** The one place where errors become HTTP answers: a status and `{Response, Code, Errors?}`. */
@Catch()
export class ErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('HTTP');

  catch(error: unknown, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const [status, body] = this.answer(error);
    // A deliberate refusal (an ApiError, such as 503 when e-mail is not configured) is an answer, not a fault to log.
    if (status >= 500 && !(error instanceof ApiError)) this.logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    if (error instanceof ApiError) void reply.headers(error.headers);
    void reply.status(status).header('content-type', 'application/json; charset=utf-8').send(body);
  }

  private answer(error: unknown): [number, ApiErrorBody] {
    if (error instanceof ApiError) return [error.status, error.body];
    if (error instanceof DomainError) {
      return [STATUS_OF[error.kind], { Response: error.message, Code: error.code, ...(error.errors ? { Errors: error.errors } : {}) }];
    }
    if (error instanceof EventTooLargeError) return [413, { Response: 'This record is too large to save.', Code: error.code }];
    if (error instanceof EventStoreUnavailableError)
      return [503, { Response: 'The server cannot reach its storage right now. Please try again shortly.', Code: error.code }];
    const fastifyCode = (error as { code?: string })?.code;
    if (fastifyCode === 'FST_ERR_CTP_BODY_TOO_LARGE') return [413, { Response: 'The request is too large.', Code: 'HTTP.TOO_LARGE' }];
    if (fastifyCode === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return [415, { Response: 'Send the request as JSON.', Code: 'HTTP.MEDIA_TYPE' }];
    if (fastifyCode?.startsWith('FST_ERR_CTP') || error instanceof SyntaxError)
      return [400, { Response: 'The request body is not valid JSON.', Code: 'HTTP.BAD_JSON' }];
    if (error instanceof HttpException) {
      const status = error.getStatus();
      return [status, { Response: status === 404 ? 'Not found.' : error.message, Code: `HTTP.${status}` }];
    }
    return [500, { Response: 'Something went wrong on the server. Please try again.', Code: 'HTTP.INTERNAL' }];
  }
}
