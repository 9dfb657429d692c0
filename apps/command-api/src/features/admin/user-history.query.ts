import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { HistoryItem, HistoryPage } from '@notary/contracts';
import type { EventStore } from '@notary/event-store';
import { accountStream, EVENT_TYPES, type RecordedEvent } from '@notary/events';
import { notFound } from '@notary/domain';
import { describeEvent, adminEmailsOf } from '@notary/read-models';
import type { SignedInUser } from '../../core/auth/decorators';
import type { RequestMeta } from '../../core/http/request-meta';
import { OperatorAudit } from '../../core/operators/operator-audit';
import { ReadModels } from '../../core/read-models';
import { EVENT_STORE } from '../../core/tokens';

export interface HistoryRequest {
  FromPosition: number;
  PageSize: number;
  Type: string[];
  /** Recorded at or after (ISO time). */
  From: string | null;
  /** Recorded before (ISO time, exclusive). */
  To: string | null;
}

/** An admin reads one user's whole history: every event of every stream the user owns, in log order. */
export class UserHistoryQuery extends Query<HistoryPage> {
  constructor(
    readonly admin: SignedInUser,
    readonly meta: RequestMeta,
    readonly userId: string,
    readonly request: HistoryRequest,
    readonly why: string | null,
  ) {
    super();
  }
}

export const userNotFound = () => notFound('ADMIN.USER_NOT_FOUND', 'The user was not found.');

/**
 * With a date range, a page may need to skip events outside it; it reads at most this many events
 * per request and then answers what it found with the position to go on from, so one request never
 * walks a long history (the next page continues where this one stopped).
 */
const MAX_SCANNED = 5000;
const SCAN_BATCH = 500;

@QueryHandler(UserHistoryQuery)
export class UserHistoryHandler implements IQueryHandler<UserHistoryQuery> {
  constructor(
    @Inject(EVENT_STORE) private readonly events: EventStore,
    private readonly audit: OperatorAudit,
    private readonly reads: ReadModels,
  ) {}

  async execute({ admin, meta, userId, request, why }: UserHistoryQuery): Promise<HistoryPage> {
    // The account stream itself says whether the user exists: no waiting on a read model.
    const [registered] = await this.events.readStream(accountStream(userId), { maxCount: 1 });
    if (!registered || registered.type !== 'UserRegistered') throw userNotFound();
    // Recorded before anything is read: a look that cannot be recorded is not answered.
    await this.audit.recordRead(admin, { ownerId: userId, role: 'admin', what: 'History of the account', why }, meta);
    const { events, nextPosition } = await this.page(userId, request);
    const emails = await adminEmailsOf(this.reads.catalog, [...new Set(events.map((event) => event.metadata.actorId))]);
    return {
      UserId: userId,
      Email: (registered.data as { Email?: string }).Email ?? '',
      Items: events.map((event) => historyItem(event, emails.get(event.metadata.actorId) ?? null)),
      NextPosition: nextPosition,
      EventTypes: [...EVENT_TYPES].sort(),
    };
  }

  private async page(ownerId: string, request: HistoryRequest): Promise<{ events: RecordedEvent[]; nextPosition: number | null }> {
    const eventTypes = request.Type.length ? request.Type : undefined;
    if (!request.From && !request.To) {
      // One more than a page says whether another page follows.
      const read = await this.events.readByOwner(ownerId, { fromPosition: request.FromPosition, maxCount: request.PageSize + 1, eventTypes });
      const events = read.slice(0, request.PageSize);
      return { events, nextPosition: read.length > request.PageSize ? events[events.length - 1]!.position : null };
    }
    const inRange = (event: RecordedEvent) => (!request.From || event.recordedAt >= request.From) && (!request.To || event.recordedAt < request.To);
    const events: RecordedEvent[] = [];
    let position = request.FromPosition;
    let scanned = 0;
    while (scanned < MAX_SCANNED) {
      const batch = await this.events.readByOwner(ownerId, { fromPosition: position, maxCount: SCAN_BATCH, eventTypes });
      for (const event of batch) {
        if (events.length === request.PageSize) return { events, nextPosition: position };
        position = event.position;
        if (inRange(event)) events.push(event);
      }
      scanned += batch.length;
      if (batch.length < SCAN_BATCH) return { events, nextPosition: null };
    }
    return { events, nextPosition: position };
  }
}

function historyItem(event: RecordedEvent, actorEmail: string | null): HistoryItem {
  return {
    Position: event.position,
    StreamId: event.streamId,
    Revision: event.revision,
    Type: event.type,
    Time: event.recordedAt,
    ActorId: event.metadata.actorId,
    ActorEmail: actorEmail,
    CorrelationId: event.metadata.correlationId,
    CausationId: event.metadata.causationId,
    CommandId: event.metadata.commandId,
    OccurredAt: event.metadata.occurredAt,
    SchemaVersion: event.metadata.schemaVersion,
    Data: event.data,
    Summary: describeEvent(event),
  };
}
