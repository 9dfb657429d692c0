import { Inject, Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { from, map, switchMap, type Observable } from 'rxjs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ReadModelCatalog } from '@notary/projection-runtime';
import { CATALOG } from '../tokens';

/** Commands answer the log position they wrote in this header (and as `Position` in the body). */
export const POSITION_HEADER = 'x-position';
/** A query carrying this header waits until the read models have passed that position. */
export const MIN_POSITION_HEADER = 'x-min-position';
/** Read-your-writes waits briefly; after that the query answers what the read models hold. */
export const READ_YOUR_WRITES_TIMEOUT_MS = 2000;

/**
 * Read-your-writes on every route, in one place: a request with `X-Min-Position` waits (bounded)
 * for the read models to pass it, and an answer carrying `Position` also gets the `x-position`
 * header. No controller repeats either.
 */
@Injectable()
export class ReadYourWritesInterceptor implements NestInterceptor {
  constructor(@Inject(CATALOG) private readonly catalog: ReadModelCatalog) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = context.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const reply = http.getResponse<FastifyReply>();
    const raw = request.headers[MIN_POSITION_HEADER];
    const position = typeof raw === 'string' && /^\d{1,15}$/.test(raw) ? Number(raw) : 0;
    const answer = position > 0 ? from(this.catalog.waitFor(position, READ_YOUR_WRITES_TIMEOUT_MS)).pipe(switchMap(() => next.handle())) : next.handle();
    return answer.pipe(
      map((body: unknown) => {
        const written = typeof body === 'object' && body !== null ? (body as { Position?: unknown }).Position : undefined;
        if (typeof written === 'number') void reply.header(POSITION_HEADER, String(written));
        return body;
      }),
    );
  }
}
