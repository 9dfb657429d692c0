import { Inject, Injectable } from '@nestjs/common';
import type { ProjectionItem, ProjectionOperationAnswer } from '@notary/contracts';
import { conflict, notFound } from '@notary/domain';
import { OPERATIONS_OWNER, PROJECTION_OPERATIONS_STREAM, type ProjectionOperationEvent } from '@notary/events';
import { envelope } from '@notary/infrastructure';
import type { SignedInUser } from '../../core/auth/decorators';
import type { RequestMeta } from '../../core/http/request-meta';
import type { Runtime } from '../../core/runtime';
import { RUNTIME } from '../../core/tokens';
import { ProjectionList } from './projection-list';

/** How long an operation's answer waits for the projector to act on it (it answers 202 either way). */
const ACTED_ON_WAIT_MS = 2000;

const unknownProjection = (name: string) => notFound('PROJECTION.NOT_FOUND', `There is no projection named ${name}.`);

/**
 * Retry, skip and rebuild, as requests on the `projection-operations` stream: the projector acts on
 * them wherever it runs (in this process, or apps/projector), exactly once. Checked here against the
 * projection's state first, so a stale screen gets a 409 rather than a request that does nothing.
 */
@Injectable()
export class ProjectionOperations {
  constructor(
    @Inject(RUNTIME) private readonly runtime: Runtime,
    private readonly projections: ProjectionList,
  ) {}

  async retry(name: string, why: string | null, operator: SignedInUser, meta: RequestMeta): Promise<ProjectionOperationAnswer> {
    const projection = await this.stopped(name);
    return this.request(
      'retry',
      { type: 'ProjectionRetryRequested', data: { ...this.decision(name, operator, why), Position: projection.Error!.Position } },
      meta,
    );
  }

  async skip(name: string, position: number, why: string, operator: SignedInUser, meta: RequestMeta): Promise<ProjectionOperationAnswer> {
    const projection = await this.stopped(name);
    const poison = projection.Error!;
    if (poison.Position !== position) {
      throw conflict(
        'PROJECTION.OTHER_EVENT',
        `The projection ${name} is stopped at position ${poison.Position}, not ${position}. Nothing was skipped; look at the event again.`,
      );
    }
    return this.request(
      'skip',
      {
        type: 'ProjectionEventSkipped',
        data: {
          ...this.decision(name, operator, why),
          Position: poison.Position,
          EventId: poison.EventId,
          EventType: poison.EventType,
          StreamId: poison.StreamId,
          Revision: poison.Revision,
          Message: poison.Message,
        },
      },
      meta,
    );
  }

  async rebuild(name: string, why: string | null, operator: SignedInUser, meta: RequestMeta): Promise<ProjectionOperationAnswer> {
    const projection = await this.projections.find(name);
    if (!projection) throw unknownProjection(name);
    if (projection.State === 'rebuilding') throw conflict('PROJECTION.REBUILDING', `The projection ${name} is already being rebuilt.`);
    return this.request('rebuild', { type: 'ProjectionRebuildRequested', data: this.decision(name, operator, why) }, meta);
  }

  private async stopped(name: string): Promise<ProjectionItem> {
    const projection = await this.projections.find(name);
    if (!projection) throw unknownProjection(name);
    if (projection.State !== 'failed' || !projection.Error) throw conflict('PROJECTION.NOT_STOPPED', `The projection ${name} is not stopped on an event.`);
    return projection;
  }

  private decision(name: string, operator: SignedInUser, why: string | null) {
    return { Projection: name, OperatorId: operator.userId, OperatorEmail: operator.email, Why: why?.trim() || null };
  }

  private async request(
    operation: ProjectionOperationAnswer['Operation'],
    event: ProjectionOperationEvent,
    meta: RequestMeta,
  ): Promise<ProjectionOperationAnswer> {
    const { eventStore } = this.runtime.stores;
    const written = await eventStore.appendToStream(
      PROJECTION_OPERATIONS_STREAM,
      [
        envelope(event, 0, PROJECTION_OPERATIONS_STREAM, {
          ownerId: OPERATIONS_OWNER,
          actorId: meta.actorId,
          commandId: meta.commandId,
          correlationId: meta.correlationId,
          causationId: meta.causationId,
          now: this.runtime.clock.now(),
        }),
      ],
      // Requests queue in arrival order; the projector checks each against the state it finds.
      { expectedRevision: 'any' },
    );
    // The projector announces once it has passed the request (and acted on it): the list the
    // operator sees next already shows the outcome, or a rebuild under way.
    await this.runtime.catalog.waitFor(written.position, ACTED_ON_WAIT_MS);
    return { Projection: event.data.Projection, Operation: operation, Position: written.position };
  }
}
