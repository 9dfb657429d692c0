import { Inject, Injectable } from '@nestjs/common';
import type { ProjectionErrorItem, ProjectionItem, ProjectionsAnswer } from '@notary/contracts';
import { checkpointCollection, type ProjectionCheckpoint, type ProjectionFailure, type ProjectionStatus } from '@notary/projection-runtime';
import type { Runtime } from '../../core/runtime';
import { RUNTIME } from '../../core/tokens';

/**
 * Where each projection stands. The checkpoint collection is the truth in both modes (apps/projector
 * writes it in the distributed mode); when the projector runs in this process its live status is
 * fresher (a rebuild's progress between checkpoint writes) and wins.
 */
@Injectable()
export class ProjectionList {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  async list(): Promise<ProjectionsAnswer> {
    const { stores } = this.runtime;
    const [head, checkpoints] = await Promise.all([stores.eventStore.headPosition(), checkpointCollection(stores.documents).find({}, { sort: { _id: 1 } })]);
    const live = new Map((this.runtime.projector?.status() ?? []).map((status) => [status.name, status]));
    return {
      HeadPosition: head,
      Mode: stores.mode,
      LagUnit: stores.mode === 'embedded' ? 'events' : 'positions',
      Projections: checkpoints.map((checkpoint) =>
        projectionItem(checkpoint, live.get(checkpoint._id) ?? null, head, this.runtime.catalog.positionOf(checkpoint)),
      ),
    };
  }

  async find(name: string): Promise<ProjectionItem | null> {
    return (await this.list()).Projections.find((projection) => projection.Name === name) ?? null;
  }
}

/** `announced`: the checkpoint's position or a later one the projector announced (ReadModelCatalog.positionOf). */
function projectionItem(checkpoint: ProjectionCheckpoint, live: ProjectionStatus | null, head: number, announced: number): ProjectionItem {
  const position = live?.position ?? announced;
  const error = live ? live.error : checkpoint.error;
  const rebuild = live ? live.rebuild : checkpoint.rebuild;
  const state = live?.state ?? (checkpoint.error ? 'failed' : checkpoint.rebuild ? 'rebuilding' : 'running');
  return {
    Name: checkpoint._id,
    Version: live?.version ?? checkpoint.version,
    Generation: live?.generation ?? checkpoint.generation,
    Position: position,
    Lag: Math.max(0, head - position),
    State: state,
    Error: error ? errorItem(error) : null,
    Rebuild: rebuild
      ? { Generation: rebuild.generation, Position: rebuild.position, Percent: head > 0 ? Math.min(100, Math.floor((rebuild.position / head) * 100)) : 100 }
      : null,
    UpdatedAt: checkpoint.updatedAt ?? null,
  };
}

const errorItem = (failure: ProjectionFailure): ProjectionErrorItem => ({
  Position: failure.position,
  EventId: failure.eventId,
  EventType: failure.eventType,
  Message: failure.message,
  At: failure.at,
  StreamId: failure.streamId ?? null,
  Revision: failure.revision ?? null,
});
