import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { CorrelationEvents, StreamEvents, StreamPageRequest, StreamsPage, StreamsSearch } from '@notary/contracts';
import type { EventStore } from '@notary/event-store';
import { claimHolder, emailClaimStream, type OperatorRole, type RecordedEvent } from '@notary/events';
import { emailsOf, findStreamEntry, findStreams } from '@notary/read-models';
import type { SignedInUser } from '../../core/auth/decorators';
import type { RequestMeta } from '../../core/http/request-meta';
import { OperatorAudit } from '../../core/operators/operator-audit';
import { ReadModels } from '../../core/read-models';
import { EVENT_STORE } from '../../core/tokens';
import { correlationNotFound, STREAM_TYPES, streamNotFound, supportEvent } from './support-answer';

/** Who is looking, and why: every read of a notary's events is recorded with these. */
export interface Looker {
  user: SignedInUser;
  why: string | null;
  meta: RequestMeta;
}

/** Streams by owner, kind or id prefix, newest activity first. */
export class FindStreams extends Query<StreamsPage> {
  constructor(readonly search: StreamsSearch) {
    super();
  }
}

/** One stream's events, a page at a time. */
export class ReadStream extends Query<StreamEvents> {
  constructor(
    readonly streamId: string,
    readonly page: StreamPageRequest,
    readonly looker: Looker,
  ) {
    super();
  }
}

/** Every event one request caused, across streams, in log order. */
export class FollowCorrelation extends Query<CorrelationEvents> {
  constructor(
    readonly correlationId: string,
    readonly looker: Looker,
  ) {
    super();
  }
}

/** The role an operator reads under: support when they hold it, else admin (the route allows only these two). */
const roleOf = (user: SignedInUser): OperatorRole => (user.roles.includes('support') ? 'support' : 'admin');

/** The notaries whose events are about to be shown (a request's events may touch more than one). */
const ownersOf = (events: readonly RecordedEvent[]) => [...new Set(events.map((event) => event.metadata.ownerId))];

async function recordReads(audit: OperatorAudit, looker: Looker, events: readonly RecordedEvent[], what: string): Promise<void> {
  // Before the answer leaves: a read that cannot be recorded fails, and shows nothing.
  for (const ownerId of ownersOf(events)) await audit.recordRead(looker.user, { ownerId, role: roleOf(looker.user), what, why: looker.why }, looker.meta);
}

/**
 * The list records no read: it shows stream ids, kinds, counts and times, never an event's data.
 * Opening a stream or a request's events is what reads a notary's data, and those are recorded.
 */
@QueryHandler(FindStreams)
export class FindStreamsHandler implements IQueryHandler<FindStreams> {
  constructor(
    private readonly reads: ReadModels,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
  ) {}

  async execute({ search }: FindStreams): Promise<StreamsPage> {
    const ownerId = search.owner === undefined ? undefined : await this.ownerIdOf(search.owner);
    const page = { PageNumber: search.PageNumber, PageSize: search.PageSize, Types: STREAM_TYPES, OwnerId: ownerId ?? null };
    // An e-mail address nobody registered finds nothing (rather than every stream).
    if (ownerId === null) return { Streams: [], Total: 0, ...page };
    const { streams, total } = await findStreams(this.reads.catalog, {
      ownerId,
      type: search.type,
      prefix: search.prefix,
      pageNumber: search.PageNumber,
      pageSize: search.PageSize,
    });
    return {
      Streams: streams.map(({ _id, _position, ...stream }) => ({ ...stream, StreamId: _id })),
      Total: total,
      ...page,
    };
  }

  /**
   * An e-mail address is looked up in its claim stream (`user-email-…`, written at registration and
   * at a change of e-mail): an indexed read of a few events, where the accounts read model would need a scan.
   */
  private async ownerIdOf(owner: string): Promise<string | null> {
    if (!owner.includes('@')) return owner;
    return claimHolder(await this.eventStore.readStream(emailClaimStream(owner)));
  }
}

@QueryHandler(ReadStream)
export class ReadStreamHandler implements IQueryHandler<ReadStream> {
  constructor(
    private readonly reads: ReadModels,
    private readonly audit: OperatorAudit,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
  ) {}

  async execute({ streamId, page, looker }: ReadStream): Promise<StreamEvents> {
    const [last] = await this.eventStore.readStream(streamId, { direction: 'backwards', maxCount: 1 });
    if (!last) throw streamNotFound();
    const events = await this.eventStore.readStream(streamId, { fromRevision: page.FromRevision, maxCount: page.MaxCount });
    await recordReads(this.audit, looker, events, `Stream ${streamId}`);
    // The catalogue may lag the log by a moment; the stream's own events say the same when it does.
    const entry = await findStreamEntry(this.reads.catalog, streamId);
    const ownerId = entry?.OwnerId ?? last.metadata.ownerId;
    const emails = await emailsOf(this.reads.catalog, [ownerId]);
    const end = events.at(-1)?.revision ?? last.revision;
    return {
      StreamId: streamId,
      Type: entry?.Type ?? streamId.split('-', 1)[0]!,
      OwnerId: ownerId,
      OwnerEmail: emails.get(ownerId) ?? '',
      LastRevision: last.revision,
      Events: events.map(supportEvent),
      NextRevision: end < last.revision ? end + 1 : null,
    };
  }
}

@QueryHandler(FollowCorrelation)
export class FollowCorrelationHandler implements IQueryHandler<FollowCorrelation> {
  constructor(
    private readonly audit: OperatorAudit,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
  ) {}

  async execute({ correlationId, looker }: FollowCorrelation): Promise<CorrelationEvents> {
    const events = await this.eventStore.readByCorrelation(correlationId);
    if (!events.length) throw correlationNotFound();
    await recordReads(this.audit, looker, events, `Events of request ${correlationId}`);
    return { CorrelationId: correlationId, Events: events.map(supportEvent) };
  }
}
