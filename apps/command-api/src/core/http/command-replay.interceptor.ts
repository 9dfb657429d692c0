import { Inject, Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { from, map, of, switchMap, type Observable } from 'rxjs';
import type { DocumentStore } from '@notary/document-store';
import type { Clock } from '@notary/platform';
import type { AuthenticatedRequest } from '../auth/decorators';
import { CLOCK, SESSION_STORE } from '../tokens';
import { ApiError } from './api-error';

interface AnswerDocument {
  _id: string;
  Fingerprint: string;
  Answer: unknown;
  At: string;
  [key: string]: unknown;
}

/** How long a command's answer is kept for a retry (a client retries within seconds, a person within minutes). */
export const COMMAND_ANSWER_TTL_MS = 24 * 60 * 60 * 1000;
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const commandIdReused = () =>
  new ApiError(422, {
    Response: 'This request reused the Command-Id of an earlier, different request, so it was not carried out. Send each change with its own Command-Id.',
    Code: 'COMMAND.ID_REUSED',
  });

/**
 * A card's number and CVC stay out of the fingerprint: even hashed, they must not be kept (the rest
 * of a paying request still tells two requests apart).
 */
const CARD_SECRETS = new Set(['CreditCardNumber', 'Cvc']);
const withoutCardSecrets = (key: string, value: unknown) => (CARD_SECRETS.has(key) ? undefined : value);

const ANSWERS = 'command_answers';

/**
 * The answers kept for a user's retries (they may name signers and customers): an erased account's
 * go with it. Keys begin with the user's id.
 */
export async function forgetCommandAnswersOf(store: DocumentStore, userId: string): Promise<void> {
  const escaped = userId.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await store.collection<AnswerDocument>(ANSWERS).deleteMany({ _id: { $regex: `^${escaped}:` } });
}

/**
 * A retried command gets the first answer again. A request carrying `Command-Id` that already
 * succeeded for this notary answers what it answered then, without running again; the same id with
 * a different request (another path or body) answers 422. Ids are scoped by owner: one notary's
 * id says nothing about another's. Answers are kept a day in the operational store.
 */
@Injectable()
export class CommandReplayInterceptor implements NestInterceptor {
  private lastSweep = 0;

  constructor(
    @Inject(SESSION_STORE) private readonly store: DocumentStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  private get answers() {
    return this.store.collection<AnswerDocument>(ANSWERS);
  }

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const commandId = request.headers['command-id'];
    if (!request.user || !WRITE_METHODS.has(request.method) || typeof commandId !== 'string' || !UUID.test(commandId)) return next.handle();
    const key = `${request.user.userId}:${commandId.toLowerCase()}`;
    const fingerprint = createHash('sha256')
      .update(`${request.method} ${request.url.split('?')[0].toLowerCase()}\n${JSON.stringify(request.body ?? null, withoutCardSecrets)}`)
      .digest('base64url');
    return from(this.answers.findOne({ _id: key })).pipe(
      switchMap((earlier) => {
        if (earlier && Date.parse(earlier.At) > this.clock.now().getTime() - COMMAND_ANSWER_TTL_MS) {
          if (earlier.Fingerprint !== fingerprint) throw commandIdReused();
          return of(earlier.Answer);
        }
        // Remembered before answering, so a retry that follows at once finds it.
        return next.handle().pipe(switchMap((answer) => from(this.remember(key, fingerprint, answer)).pipe(map(() => answer))));
      }),
    );
  }

  private async remember(key: string, fingerprint: string, answer: unknown): Promise<void> {
    const now = this.clock.now();
    await this.answers.replaceOne({ _id: key }, { _id: key, Fingerprint: fingerprint, Answer: answer ?? null, At: now.toISOString() }, { upsert: true });
    if (now.getTime() - this.lastSweep > 60 * 60 * 1000) {
      this.lastSweep = now.getTime();
      await this.answers.deleteMany({ At: { $lt: new Date(now.getTime() - COMMAND_ANSWER_TTL_MS).toISOString() } });
    }
  }
}
