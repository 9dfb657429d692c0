import { Controller, Get, Inject, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { checkpointCollection } from '@notary/projection-runtime';
import { Public } from '../../core/auth/decorators';
import { RUNTIME } from '../../core/tokens';
import type { Runtime } from '../../core/runtime';

/**
 * GET /api/health: whether the two stores answer and where each projection stands. A projection
 * that stopped on an event shows its error (position, event id, message) here.
 */
@Controller('api')
export class HealthController {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  @Public()
  @Get('health')
  async health(@Res({ passthrough: true }) reply: FastifyReply) {
    const { stores } = this.runtime;
    const head = await stores.eventStore.headPosition().then((position) => ({ ok: true, position }), () => ({ ok: false, position: 0 }));
    const checkpoints = await checkpointCollection(stores.documents).find({}).then((list) => ({ ok: true, list }), () => ({ ok: false, list: [] }));
    const Projections = checkpoints.list.map((checkpoint) => {
      const live = this.liveStatus(checkpoint._id);
      const position = live?.position ?? checkpoint.position;
      const error = live ? live.error : checkpoint.error;
      return {
        Name: checkpoint._id,
        Position: position,
        Lag: Math.max(0, head.position - position),
        State: live?.state ?? checkpoint.state,
        ...(error ? { Error: { Position: error.position, EventId: error.eventId, EventType: error.eventType, Message: error.message } } : {}),
      };
    });
    const healthy = head.ok && checkpoints.ok && Projections.every((p) => p.State !== 'failed');
    reply.status(head.ok && checkpoints.ok ? 200 : 503);
    return {
      Status: healthy ? 'ok' : 'degraded',
      Mode: stores.mode,
      EventStore: head.ok ? 'ok' : 'unavailable',
      ReadModels: checkpoints.ok ? 'ok' : 'unavailable',
      HeadPosition: head.position,
      Projections,
    };
  }

  private liveStatus(name: string) {
    return this.runtime.projector?.status().find((status) => status.name === name) ?? null;
  }
}
