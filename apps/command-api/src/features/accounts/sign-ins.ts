import { Injectable } from '@nestjs/common';
import { signInStream, type SignInEvent } from '@notary/events';
import type { Role } from '@notary/contracts';
import { envelope } from '@notary/infrastructure';
import { newId } from '@notary/platform';
import { CommandKit } from '../../core/commands/command-kit';
import type { RequestMeta } from '../../core/http/request-meta';
import { SessionService } from '../../core/auth/session.service';

/** A signed-in session: the cookie's token and the anti-forgery token the page echoes. */
export interface SignedIn {
  userId: string;
  email: string;
  roles: Role[];
  token: string;
  csrfToken: string;
  /** The log position of the account's last change, for read-your-writes after registration. */
  position: number;
}

/**
 * Sessions and the sign-in history that registration, sign-in and sign-out share. Sign-in history
 * goes to its own stream (`user-signins-{id}`), so the account stream stays short.
 */
@Injectable()
export class SignIns {
  constructor(
    private readonly kit: CommandKit,
    private readonly sessions: SessionService,
  ) {}

  async start(user: { userId: string; email: string; roles: Role[] }, meta: RequestMeta, position = 0): Promise<SignedIn> {
    const { token, session } = await this.sessions.create(user, { address: meta.address, userAgent: meta.userAgent });
    await this.record(
      user.userId,
      { type: 'UserLoggedIn', data: { SessionRef: session._id, Address: meta.address, UserAgent: meta.userAgent, At: session.CreatedAt } },
      meta,
    );
    return { ...user, token, csrfToken: session.CsrfToken, position };
  }

  /** Order does not matter in the sign-in history, so any revision will do. */
  async record(userId: string, event: SignInEvent, meta: RequestMeta): Promise<void> {
    const stream = signInStream(userId);
    const context = this.kit.contextFor(userId, meta);
    // Every sign-in is its own fact, even when a client retries a request with the same command id.
    await this.kit.eventStore.appendToStream(stream, [{ ...envelope(event, 0, stream, context), id: newId() }], { expectedRevision: 'any' });
  }
}
