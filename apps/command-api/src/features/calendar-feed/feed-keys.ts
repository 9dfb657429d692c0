import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { DocumentStore } from '@notary/document-store';
import { SESSION_STORE } from '../../core/tokens';

type KeyDocument = { _id: string; Key: string };
type FeedDocument = { _id: string; Generation: number };

/**
 * The calendar feed's unguessable address, kept out of the event log: a token is an HMAC-SHA256
 * (256 bits) of the notary's id and the feed's generation, under a server key made once and kept
 * in the operational store (DATA_DIR's sessions file, or MongoDB's). Nothing stores the token
 * itself, so it can be shown again; renewing raises the generation, and the old address stops working.
 */
@Injectable()
export class FeedKeys {
  private key: Promise<Buffer> | null = null;

  constructor(@Inject(SESSION_STORE) private readonly store: DocumentStore) {}

  async tokenFor(ownerId: string): Promise<string> {
    return this.sign(ownerId, await this.generation(ownerId));
  }

  async renew(ownerId: string): Promise<string> {
    const feeds = this.store.collection<FeedDocument>('calendar_feeds');
    const current = await this.generation(ownerId);
    await feeds.updateOne({ _id: ownerId }, { $set: { Generation: current + 1 } }, { upsert: true });
    return this.sign(ownerId, current + 1);
  }

  async matches(ownerId: string, token: string): Promise<boolean> {
    const expected = Buffer.from(await this.tokenFor(ownerId));
    const given = Buffer.from(token);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  private async generation(ownerId: string): Promise<number> {
    return (await this.store.collection<FeedDocument>('calendar_feeds').findOne({ _id: ownerId }))?.Generation ?? 0;
  }

  private async sign(ownerId: string, generation: number): Promise<string> {
    const key = await this.serverKey();
    return createHmac('sha256', key).update(`calendar-feed|${ownerId}|${generation}`).digest('base64url');
  }

  private serverKey(): Promise<Buffer> {
    this.key ??= (async () => {
      const keys = this.store.collection<KeyDocument>('server_keys');
      const existing = await keys.findOne({ _id: 'calendar-feed' });
      if (existing) return Buffer.from(existing.Key, 'base64');
      try {
        await keys.insertOne({ _id: 'calendar-feed', Key: randomBytes(32).toString('base64') });
      } catch {
        // Another process made it first: use theirs.
      }
      return Buffer.from((await keys.findOne({ _id: 'calendar-feed' }))!.Key, 'base64');
    })();
    return this.key;
  }
}
