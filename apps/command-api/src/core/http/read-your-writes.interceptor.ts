import { Inject, Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { from, map, switchMap, type Observable } from 'rxjs';
import type { FastifyReply } from 'fastify';
import type { EventStore } from '@notary/event-store';
import type { ReadModelCatalog } from '@notary/projection-runtime';
import type { AuthenticatedRequest } from '../auth/decorators';
import { CATALOG, EVENT_STORE } from '../tokens';

/** Commands answer the log position they wrote in this header (and as `Position` in the body). */
export const POSITION_HEADER = 'x-position';
/** A query carrying this header waits until the read models have passed that position. */
export const MIN_POSITION_HEADER = 'x-min-position';
/** Read-your-writes waits briefly; after that the query answers what the read models hold. */
export const READ_YOUR_WRITES_TIMEOUT_MS = 2000;

/**
 * Read-your-writes on every route, in one place: a signed-in request with `X-Min-Position` waits
 * (bounded) for the read models to pass it, and an answer carrying `Position` also gets the
 * `x-position` header. No controller repeats either. Only signed-in callers wait, and never for a
 * position the log has not reached, so nobody can hold requests open by asking for the future.
 */
@Injectable()
export class ReadYourWritesInterceptor implements NestInterceptor {
  constructor(
    @Inject(CATALOG) private readonly catalog: ReadModelCatalog,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = context.switchToHttp();
    const request = http.getRequest<AuthenticatedRequest>();
    const reply = http.getResponse<FastifyReply>();
    const raw = request.headers[MIN_POSITION_HEADER];
    const position = request.user && typeof raw === 'string' && /^\d{1,15}$/.test(raw) ? Number(raw) : 0;
    const answer = position > 0 ? from(this.waitFor(position)).pipe(switchMap(() => next.handle())) : next.handle();
    return answer.pipe(
      map((body: unknown) => {
        const written = typeof body === 'object' && body !== null ? (body as { Position?: unknown }).Position : undefined;
        if (typeof written === 'number') void reply.header(POSITION_HEADER, String(written));
        return body;
      }),
    );
  }

  private async waitFor(position: number): Promise<void> {
    if (await this.catalog.waitFor(position, 0)) return;
    const head = await this.eventStore.headPosition();
    await this.catalog.waitFor(Math.min(position, head), READ_YOUR_WRITES_TIMEOUT_MS);
  }
}
