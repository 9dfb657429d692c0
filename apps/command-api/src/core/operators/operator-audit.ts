import { createParamDecorator, Inject, Injectable, type ExecutionContext } from '@nestjs/common';
import { dataAccessStream, type NotaryDataRead, type OperatorRole } from '@notary/events';
import type { EventStore } from '@notary/event-store';
import { envelope } from '@notary/infrastructure';
import { deterministicId, type Clock } from '@notary/platform';
import type { AuthenticatedRequest, SignedInUser } from '../auth/decorators';
import type { RequestMeta } from '../http/request-meta';
import { CLOCK, EVENT_STORE } from '../tokens';

/** The longest reason kept: a sentence or two, never a document. */
const MAX_REASON = 500;

export interface NotaryDataReadRecord {
  /** The notary whose data is read. */
  ownerId: string;
  /** The role the operator reads under. */
  role: OperatorRole;
  /** What is read, in words the notary understands: "History of the account", "Tax year 2026". */
  what: string;
  why: string | null;
}

/**
 * Every operator read of a notary's data is itself an event, appended to the notary's
 * `data-access-{ownerId}` stream BEFORE the answer is sent: a read that cannot be recorded is not
 * answered. The notary sees these in their account ("who looked at my data").
 */
@Injectable()
export class OperatorAudit {
  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async recordRead(operator: SignedInUser, read: NotaryDataReadRecord, meta: RequestMeta): Promise<void> {
    // An operator looking at their own account is not someone else looking at it.
    if (read.ownerId === operator.userId) return;
    const streamId = dataAccessStream(read.ownerId);
    const event: NotaryDataRead = {
      type: 'NotaryDataRead',
      data: { OperatorId: operator.userId, OperatorEmail: operator.email, Role: read.role, What: read.what, Why: read.why },
    };
    // The id comes from the request's command id and what was read, so a retried request records once.
    const commandId = deterministicId('data-read', operator.userId, meta.commandId, read.what);
    await this.eventStore.appendToStream(
      streamId,
      [
        envelope(event, 0, streamId, {
          ownerId: read.ownerId,
          actorId: operator.userId,
          commandId,
          correlationId: meta.correlationId,
          causationId: meta.causationId,
          now: this.clock.now(),
        }),
      ],
      // Reads are recorded in any order; nothing about earlier reads decides this one.
      { expectedRevision: 'any' },
    );
  }
}

/** Why an operator looks (query `Why` or header `X-Access-Reason`), or null when they did not say. */
export const AccessReason = createParamDecorator((_: unknown, context: ExecutionContext): string | null => {
  const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
  const fromQuery = (request.query as Record<string, unknown> | undefined)?.Why;
  const fromHeader = request.headers['x-access-reason'];
  const given = typeof fromQuery === 'string' ? fromQuery : typeof fromHeader === 'string' ? fromHeader : '';
  // Control characters (a pasted tab or line break) become spaces: the reason is one line of text.
  const reason = [...given]
    .map((char) => (char < ' ' || char === '\u007f' ? ' ' : char))
    .join('')
    .trim();
  return reason ? reason.slice(0, MAX_REASON) : null;
});
