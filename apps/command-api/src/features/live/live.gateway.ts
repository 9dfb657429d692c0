import { Inject, Logger, type OnModuleDestroy } from '@nestjs/common';
import { WebSocketGateway, WebSocketServer, type OnGatewayInit } from '@nestjs/websockets';
import fastifyCookie from '@fastify/cookie';
import type { Server, Socket } from 'socket.io';
import type { AppConfig, ChangeNotifier } from '@notary/platform';
import { SESSION_COOKIE } from '../../core/auth/auth.guard';
import { SessionService } from '../../core/auth/session.service';
import { originMatches } from '../../core/http/same-origin';
import { CONFIG, NOTIFIER } from '../../core/tokens';

export const ownerRoom = (ownerId: string) => `owner:${ownerId}`;
export const ADMIN_ROOM = 'admins';

/**
 * How often open sockets are checked against their sessions. A socket whose session ended (logoff,
 * a password change elsewhere, expiry) is closed within this time, on every API instance, since the
 * sessions live in the shared store.
 */
export const SESSION_SWEEP_MS = 30_000;

/**
 * The live channel. The handshake is authenticated by the session cookie and its Origin checked; the
 * server puts each socket in its owner's room (admins also in the admin room) and clients choose no
 * rooms, so an announcement reaches only the sockets of the notary it concerns.
 */
@WebSocketGateway({ path: '/socket.io', serveClient: false })
export class LiveGateway implements OnGatewayInit, OnModuleDestroy {
  @WebSocketServer() private server!: Server;
  private readonly logger = new Logger('Live');
  private unsubscribe: (() => void) | null = null;
  private sweep: NodeJS.Timeout | null = null;

  constructor(
    private readonly sessions: SessionService,
    @Inject(NOTIFIER) private readonly notifier: ChangeNotifier,
    @Inject(CONFIG) private readonly config: AppConfig,
  ) {}

  afterInit(server: Server): void {
    server.use((socket, next) => {
      this.authenticate(socket).then(
        () => next(),
        (error: Error) => next(error),
      );
    });
    this.sweep = setInterval(() => {
      this.closeEndedSessions().catch((error: Error) => this.logger.warn(`Session sweep failed: ${error.message}`));
    }, SESSION_SWEEP_MS);
    this.sweep.unref();
    server.on('connection', (socket) => {
      const { userId, roles } = socket.data as { userId: string; roles: string[] };
      void socket.join(ownerRoom(userId));
      if (roles.includes('admin')) void socket.join(ADMIN_ROOM);
    });
    // Only to owners with a screen open on this instance: a catch-up or the recurring scheduler
    // announces thousands of changes in one message, and an emit to an empty room still builds and
    // encodes its packet, on the API's thread. (Every instance hears every message and serves its own
    // sockets, so its own rooms are the ones to look at.)
    const rooms = server.sockets.adapter.rooms;
    this.unsubscribe = this.notifier.subscribe((message) => {
      for (const change of message.changes) {
        const room = ownerRoom(change.ownerId);
        if (rooms.has(room)) server.to(room).emit(change.kind, { Id: change.id, Position: change.position });
      }
    });
  }

  onModuleDestroy(): void {
    this.unsubscribe?.();
    if (this.sweep) clearInterval(this.sweep);
  }

  /** Closes this instance's sockets whose session has ended; answers how many. */
  async closeEndedSessions(): Promise<number> {
    let closed = 0;
    for (const socket of [...this.server.sockets.sockets.values()]) {
      const { sessionRef } = socket.data as { sessionRef?: string };
      if (sessionRef && !(await this.sessions.isActive(sessionRef))) {
        socket.disconnect(true);
        closed += 1;
      }
    }
    return closed;
  }

  private async authenticate(socket: Socket): Promise<void> {
    const { headers } = socket.handshake;
    const origin = headers.origin;
    // Browsers always send Origin on a WebSocket upgrade; it must be this server or a configured one.
    if (origin && !originMatches(origin, headers, this.config.allowedOrigins)) {
      this.logger.warn(`Refused a live connection from origin ${origin}`);
      throw new Error('origin not allowed');
    }
    const token = fastifyCookie.parse(headers.cookie ?? '')[SESSION_COOKIE];
    const session = await this.sessions.find(token);
    if (!session) throw new Error('not signed in');
    socket.data = { userId: session.UserId, roles: session.Roles, sessionRef: session._id };
  }
}
