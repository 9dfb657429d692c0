import { Inject, Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { from, switchMap, type Observable } from 'rxjs';
import type { FastifyRequest } from 'fastify';
import type { ReadModelCatalog } from '@notary/projection-runtime';
import { CATALOG } from '../runtime/tokens';

/** Commands answer the log position they wrote in this header (and as `Position` in the body). */
export const POSITION_HEADER = 'x-position';
/** A query carrying this header waits until the read models have passed that position. */
export const MIN_POSITION_HEADER = 'x-min-position';
/** Read-your-writes waits briefly; after that the query answers what the read models hold. */
export const READ_YOUR_WRITES_TIMEOUT_MS = 2000;

@Injectable()
export class ReadYourWritesInterceptor implements NestInterceptor {
  constructor(@Inject(CATALOG) private readonly catalog: ReadModelCatalog) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const raw = request.headers[MIN_POSITION_HEADER];
    const position = typeof raw === 'string' && /^\d{1,15}$/.test(raw) ? Number(raw) : 0;
    if (position <= 0) return next.handle();
    return from(this.catalog.waitFor(position, READ_YOUR_WRITES_TIMEOUT_MS)).pipe(switchMap(() => next.handle()));
  }
}
