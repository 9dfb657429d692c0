import type { SqliteEventStore } from '@notary/event-store';
import type { DocumentStore } from '@notary/document-store';

interface CredentialDocument {
  _id: string;
  PasswordHash: string;
  ChangedAt: string;
  [key: string]: unknown;
}

export const CREDENTIALS = 'credentials';

/**
 * Password hashes, one per user, replaced in place when the password changes, so an old hash is
 * gone once it is replaced (the event log keeps only that the password changed). Kept with the
 * sessions in the operational store: neither is rebuilt from the log.
 */
export class CredentialStore {
  constructor(private readonly store: DocumentStore) {}

  private get credentials() {
    return this.store.collection<CredentialDocument>(CREDENTIALS);
  }

  async passwordHashOf(userId: string): Promise<string | null> {
    return (await this.credentials.findOne({ _id: userId }))?.PasswordHash ?? null;
  }

  async setPasswordHash(userId: string, passwordHash: string, changedAt: Date): Promise<void> {
    await this.credentials.replaceOne({ _id: userId }, { _id: userId, PasswordHash: passwordHash, ChangedAt: changedAt.toISOString() }, { upsert: true });
  }

  /** For the migration: keeps a hash found in an old event unless the user already has a newer one. */
  async keepIfNewer(userId: string, passwordHash: string, changedAt: string): Promise<void> {
    const current = await this.credentials.findOne({ _id: userId });
    if (current && current.ChangedAt >= changedAt) return;
    await this.credentials.replaceOne({ _id: userId }, { _id: userId, PasswordHash: passwordHash, ChangedAt: changedAt }, { upsert: true });
  }

  async forget(userId: string): Promise<void> {
    await this.credentials.deleteOne({ _id: userId });
  }
}

/**
 * Moves password hashes out of the event log (DATA_DIR made by an earlier version): each user's
 * latest hash goes to the credentials store (older ones, of changed passwords, go nowhere), then the
 * account events are rewritten without them, so no hash remains in the log's file. Runs at start-up;
 * a second run finds nothing to do. EventStoreDB cannot rewrite an event, and never held one: the
 * distributed mode arrived after credentials left the log.
 */
export async function moveCredentialsOutOfTheLog(eventStore: SqliteEventStore, credentials: CredentialStore): Promise<number> {
  const types = ['UserRegistered', 'PasswordChanged'];
  const latest = new Map<string, { hash: string; at: string }>();
  for (const stored of await eventStore.storedBeforeCurrentVersion(types)) {
    const hash = (stored.data as { PasswordHash?: unknown }).PasswordHash;
    if (typeof hash === 'string' && hash) latest.set(stored.metadata.ownerId, { hash, at: stored.recordedAt });
  }
  for (const [userId, { hash, at }] of latest) await credentials.keepIfNewer(userId, hash, at);
  return eventStore.rewriteToCurrentVersion(types);
}
