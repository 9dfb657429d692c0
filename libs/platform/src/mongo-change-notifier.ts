import { MongoClient, type ChangeStream, type Collection } from 'mongodb';
import type { ChangeNotifier, NotifierMessage } from './change-notifier';

interface AnnouncementDocument {
  at: Date;
  message: NotifierMessage;
}

/**
 * Distributed mode: the projector inserts each message into a small collection and every
 * command-api instance follows it with a change stream (MongoDB runs as a replica set, which change
 * streams need). A TTL index keeps the collection from growing.
 */
export class MongoChangeNotifier implements ChangeNotifier {
  private readonly listeners = new Set<(message: NotifierMessage) => void>();
  private stream: ChangeStream<AnnouncementDocument> | null = null;
  private resumeToken: unknown = undefined;
  private closed = false;

  private constructor(
    private readonly client: MongoClient,
    private readonly announcements: Collection<AnnouncementDocument>,
  ) {}

  static async connect(uri: string, dbName = 'notary'): Promise<MongoChangeNotifier> {
    const client = new MongoClient(uri);
    await client.connect();
    const announcements = client.db(dbName).collection<AnnouncementDocument>('_announcements');
    await announcements.createIndex({ at: 1 }, { expireAfterSeconds: 600 });
    return new MongoChangeNotifier(client, announcements);
  }

  async publish(message: NotifierMessage): Promise<void> {
    await this.announcements.insertOne({ at: new Date(), message });
  }

  subscribe(listener: (message: NotifierMessage) => void): () => void {
    this.listeners.add(listener);
    if (!this.stream) this.follow();
    return () => this.listeners.delete(listener);
  }

  private follow(): void {
    if (this.closed) return;
    const options = this.resumeToken ? { resumeAfter: this.resumeToken } : {};
    const stream = this.announcements.watch<AnnouncementDocument>([{ $match: { operationType: 'insert' } }], options);
    this.stream = stream;
    stream.on('change', (change) => {
      this.resumeToken = change._id;
      if (change.operationType !== 'insert') return;
      for (const listener of this.listeners) listener(change.fullDocument.message);
    });
    stream.on('error', () => {
      // A dropped change stream is resumed from the last token seen, so no announcement is lost.
      void stream.close().catch(() => undefined);
      this.stream = null;
      setTimeout(() => this.follow(), 1000).unref();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.stream?.close();
    await this.client.close();
  }
}
