import { Controller, Get, Inject, Req, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { checkpointCollection } from '@notary/projection-runtime';
import { Public, type AuthenticatedRequest } from '../../core/auth/decorators';
import { RUNTIME } from '../../core/tokens';
import type { Runtime } from '../../core/runtime';

/** Who may see log positions and the failing event: the people who operate the system. */
const OPERATOR_ROLES = ['admin', 'support'];

/**
 * GET /api/health: whether the two stores answer and how each projection is doing (running, or
 * stopped by an event, and how far behind). Anyone (a load balancer) gets the states and the lag;
 * log positions and the failing event's id and message are shown to admins and support only, so
 * the log's size and activity are not public.
 */
@Controller('api')
export class HealthController {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  @Public()
  @Get('health')
  async health(@Req() request: AuthenticatedRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    const { stores } = this.runtime;
    const operator = request.user?.roles.some((role) => OPERATOR_ROLES.includes(role)) ?? false;
    const head = await stores.eventStore.headPosition().then(
      (position) => ({ ok: true, position }),
      () => ({ ok: false, position: 0 }),
    );
    const checkpoints = await checkpointCollection(stores.documents)
      .find({})
      .then(
        (list) => ({ ok: true, list }),
        () => ({ ok: false, list: [] }),
      );
    const Projections = checkpoints.list.map((checkpoint) => {
      const live = this.liveStatus(checkpoint._id);
      const position = live?.position ?? this.runtime.catalog.positionOf(checkpoint);
      const error = live ? live.error : checkpoint.error;
      // From the checkpoint when the projector runs elsewhere (its background thread, apps/projector).
      const State = live?.state ?? (checkpoint.error ? 'failed' : checkpoint.rebuild ? 'rebuilding' : checkpoint.state);
      const Lag = Math.max(0, head.position - position);
      if (!operator) return { Name: checkpoint._id, State, Lag };
      return {
        Name: checkpoint._id,
        Position: position,
        Lag,
        State,
        ...(error ? { Error: { Position: error.position, EventId: error.eventId, EventType: error.eventType, Message: error.message } } : {}),
      };
    });
    // Embedded: the thread that keeps the SQLite files' write-ahead logs short (null: not that mode).
    const checkpointerFailure = stores.checkpointerFailure?.() ?? null;
    const checkpointer = stores.checkpointerFailure ? { WalCheckpointer: checkpointerFailure ? 'restarting' : 'running' } : {};
    const healthy = head.ok && checkpoints.ok && Projections.every((p) => p.State !== 'failed') && !checkpointerFailure;
    reply.status(head.ok && checkpoints.ok ? 200 : 503);
    return {
      Status: healthy ? 'ok' : 'degraded',
      Mode: stores.mode,
      EventStore: head.ok ? 'ok' : 'unavailable',
      ReadModels: checkpoints.ok ? 'ok' : 'unavailable',
      ...checkpointer,
      ...(operator && checkpointerFailure ? { WalCheckpointerError: checkpointerFailure } : {}),
      ...(operator ? { HeadPosition: head.position } : {}),
      Projections,
    };
  }

  private liveStatus(name: string) {
    return this.runtime.projector?.status().find((status) => status.name === name) ?? null;
  }
}
