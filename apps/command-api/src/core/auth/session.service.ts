import { Inject, Injectable } from '@nestjs/common';
import { hash, randomBytes } from 'node:crypto';
import type { DocumentStore } from '@notary/document-store';
import type { Role } from '@notary/events';
import type { Clock } from '@notary/platform';
import { CLOCK, SESSION_STORE } from '../tokens';

export interface SessionDocument {
  _id: string;
  UserId: string;
  Email: string;
  Roles: Role[];
  /** The anti-forgery token: every state-changing request must echo it in a header. */
  CsrfToken: string;
  CreatedAt: string;
  LastSeenAt: string;
  ExpiresAt: string;
  Address: string;
  UserAgent: string;
  [key: string]: unknown;
}

const IDLE_MS = 14 * 24 * 60 * 60 * 1000;
const ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
/** LastSeenAt is refreshed at most this often, so reads do not turn into writes. */
const TOUCH_MS = 5 * 60 * 1000;

function hasExpired(session: SessionDocument, now: Date): boolean {
  return new Date(session.ExpiresAt) <= now || now.getTime() - new Date(session.CreatedAt).getTime() > ABSOLUTE_MS;
}

/** SHA-256 of the session id: the stored key, and the reference events carry. */
export const sessionRef = (token: string) => hash('sha256', token, 'hex');

/**
 * Server-side sessions: the cookie holds only a random id; the server keeps who it belongs to, so a
 * session can be revoked at once and survives a restart.
 */
@Injectable()
export class SessionService {
  constructor(
    @Inject(SESSION_STORE) private readonly store: DocumentStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  private get sessions() {
    return this.store.collection<SessionDocument>('sessions');
  }

  async create(user: { userId: string; email: string; roles: Role[] }, client: { address: string; userAgent: string }) {
    const token = randomBytes(32).toString('base64url');
    const now = this.clock.now();
    const session: SessionDocument = {
      _id: sessionRef(token),
      UserId: user.userId,
      Email: user.email,
      Roles: user.roles,
      CsrfToken: randomBytes(32).toString('base64url'),
      CreatedAt: now.toISOString(),
      LastSeenAt: now.toISOString(),
      ExpiresAt: new Date(now.getTime() + IDLE_MS).toISOString(),
      Address: client.address,
      UserAgent: client.userAgent.slice(0, 300),
    };
    await this.sessions.insertOne(session);
    return { token, session };
  }

  async find(token: string | undefined): Promise<SessionDocument | null> {
    if (!token || token.length > 100) return null;
    const session = await this.sessions.findOne({ _id: sessionRef(token) });
    if (!session) return null;
    const now = this.clock.now();
    if (hasExpired(session, now)) {
      await this.sessions.deleteOne({ _id: session._id });
      return null;
    }
    if (now.getTime() - new Date(session.LastSeenAt).getTime() > TOUCH_MS) {
      const touched = { LastSeenAt: now.toISOString(), ExpiresAt: new Date(now.getTime() + IDLE_MS).toISOString() };
      await this.sessions.updateOne({ _id: session._id }, { $set: touched });
      Object.assign(session, touched);
    }
    return session;
  }

  /** Whether the session behind a reference is still signed in (read only: it does not extend it). */
  async isActive(ref: string): Promise<boolean> {
    const session = await this.sessions.findOne({ _id: ref });
    return !!session && !hasExpired(session, this.clock.now());
  }

  async destroy(token: string): Promise<void> {
    await this.sessions.deleteOne({ _id: sessionRef(token) });
  }

  async destroyAllFor(userId: string): Promise<void> {
    await this.sessions.deleteMany({ UserId: userId });
  }

  /** Every session of the user but the one given (after a password change). */
  async destroyAllExcept(userId: string, keepToken: string): Promise<void> {
    await this.sessions.deleteMany({ UserId: userId, _id: { $ne: sessionRef(keepToken) } });
  }

  /** After a change of e-mail: the user's sessions stay signed in, under the new address. */
  async renameUser(userId: string, email: string): Promise<void> {
    await this.sessions.updateMany({ UserId: userId }, { $set: { Email: email } });
  }

  async ensureIndexes(): Promise<void> {
    await this.sessions.createIndex({ UserId: 1 });
  }
}
