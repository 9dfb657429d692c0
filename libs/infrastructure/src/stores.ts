import { join, resolve } from 'node:path';
import type { EventStore } from '@notary/event-store';
import { EventStoreDbEventStore, SqliteEventStore } from '@notary/event-store';
import type { DocumentStore } from '@notary/document-store';
import { FileBlobStore, GridFsBlobStore, type BlobStore } from '@notary/blob-store';
import { createMailer, type Mailer } from '@notary/mailer';
import { createPaymentGateway, type PaymentGateway } from '@notary/payments';
import { MongoDocumentStore, SqliteDocumentStore } from '@notary/document-store';
import { InProcessChangeNotifier, MongoChangeNotifier, type AppConfig, type ChangeNotifier } from '@notary/platform';
import { CredentialStore, moveCredentialsOutOfTheLog } from './credentials';
import { lockDataDir, prepareDataDir, privateFile, StartupError } from './data-dir';
import { startWalCheckpointer, WAL_SAFETY_NET_PAGES, type WalCheckpointer } from './wal-checkpointer';

/** The two ports plus the operational stores and the mail server, chosen by configuration in this one place. */
export interface Stores {
  mode: AppConfig['mode'];
  eventStore: EventStore;
  /** Read models, written only by the projector. */
  documents: DocumentStore;
  /** Server-side sessions, credentials and throttling: operational state, not rebuilt from the log. */
  sessions: DocumentStore;
  /** Password hashes, kept out of the event log. */
  credentials: CredentialStore;
  /** Receipts' bytes (the log records only their hash, size and type). */
  blobs: BlobStore;
  notifier: ChangeNotifier;
  /**
   * Hands e-mail to the mail server of SMTP_URL; without it, a mailer that refuses every send (the
   * outbox then queues nothing and its worker waits). Only the delivery worker sends.
   */
  mailer: Mailer;
  /** Takes card payments: Stripe when STRIPE_SECRET_KEY is set, otherwise the test gateway. */
  payments: PaymentGateway;
  /**
   * Embedded, on the API's thread only: why the WAL checkpointer thread is not running (null while
   * it runs). Absent where no such thread runs (distributed mode, tools, the background thread).
   */
  checkpointerFailure?: () => string | null;
  close(): Promise<void>;
}

export interface OpenStoresOptions {
  /** Servers lock DATA_DIR; command-line tools that only append events do not. */
  lock?: boolean;
  /**
   * Which thread opens these stores when an embedded process runs its background work on a worker
   * thread: each thread has its own connections, the background thread writes the read models the
   * API thread reads, and both write the sessions file; each store follows the other thread's
   * catalog changes (see SqliteDocumentStore's `writtenElsewhere`).
   */
  thread?: 'api' | 'background';
  /** Where the WAL checkpointer's failure is told (the API thread runs it). Default: console. */
  warn?: (message: string) => void;
}

export async function openStores(config: AppConfig, options: OpenStoresOptions = {}): Promise<Stores> {
  return config.mode === 'distributed' ? openDistributed(config) : openEmbedded(config, options);
}

async function openEmbedded(config: AppConfig, options: OpenStoresOptions): Promise<Stores> {
  prepareDataDir(config.dataDir);
  const dataDirLock = (options.lock ?? true) ? lockDataDir(config.dataDir) : null;
  const opened: Array<{ close(): Promise<void> }> = [];
  // With the background work on a thread of its own, a third thread checkpoints the three files (see
  // wal-checkpointer.ts): a commit on the API's thread or the projector's then never copies the WAL back.
  const walAutocheckpointPages = options.thread === undefined ? undefined : WAL_SAFETY_NET_PAGES;
  const files = {
    events: privateFile(config.dataDir, 'events.sqlite'),
    readModels: privateFile(config.dataDir, 'read-models.sqlite'),
    sessions: privateFile(config.dataDir, 'sessions.sqlite'),
  };
  try {
    // The API's thread hands its appends to a writer thread: its event loop never waits for an fsync.
    const eventStore = await SqliteEventStore.open(files.events, { walAutocheckpointPages, writerThread: options.thread === 'api' });
    opened.push(eventStore);
    // Read models and their checkpoints are rebuilt from the log: their commits need no fsync.
    const documents = await SqliteDocumentStore.open(files.readModels, {
      rebuildable: true,
      writtenElsewhere: options.thread === 'api',
      walAutocheckpointPages,
    });
    opened.push(documents);
    // Sessions and credentials: what is replaced or deleted there is overwritten, not left on disk.
    const sessions = await SqliteDocumentStore.open(files.sessions, {
      secureDelete: true,
      writtenElsewhere: options.thread !== undefined,
      walAutocheckpointPages,
    });
    opened.push(sessions);
    const credentials = new CredentialStore(sessions);
    // Once per start, by the thread that holds DATA_DIR (the background thread opens after it did).
    if (options.thread !== 'background') await moveCredentialsOutOfTheLog(eventStore, credentials);
    const blobs = await FileBlobStore.open(join(config.dataDir, 'receipts'));
    opened.push(blobs);
    // Crosses to the projector's worker thread, when it runs in one (one channel per DATA_DIR).
    const notifier = new InProcessChangeNotifier(resolve(config.dataDir));
    // SMTP_URL was checked by loadConfig; the mailer connects only when it sends.
    const mailer = createMailer(config.smtpUrl ?? undefined);
    const checkpointer: WalCheckpointer | null =
      options.thread === 'api' ? startWalCheckpointer(Object.values(files), { onError: options.warn ?? ((message) => console.warn(message)) }) : null;
    return {
      mode: 'embedded',
      eventStore,
      documents,
      sessions,
      credentials,
      blobs,
      notifier,
      mailer,
      payments: paymentGatewayOf(config),
      ...(checkpointer ? { checkpointerFailure: () => checkpointer.failure() } : {}),
      close: async () => {
        await checkpointer?.stop();
        await Promise.allSettled([mailer.close(), notifier.close(), blobs.close(), sessions.close(), documents.close(), eventStore.close()]);
        dataDirLock?.release();
      },
    };
  } catch (error) {
    await Promise.allSettled(opened.map((store) => store.close()));
    dataDirLock?.release();
    if (error instanceof StartupError) throw error;
    throw new StartupError(`DATA_DIR ${config.dataDir} cannot be opened: ${(error as Error).message}`);
  }
}

async function openDistributed(config: AppConfig): Promise<Stores> {
  const connect = async <T>(what: string, variable: string, open: () => Promise<T>): Promise<T> => {
    try {
      return await open();
    } catch (error) {
      throw new StartupError(`${what} is not reachable through ${variable}: ${(error as Error).message}`);
    }
  };
  const eventStore = await connect('EventStoreDB', 'EVENTSTORE_CONNECTION_STRING', () => EventStoreDbEventStore.connect(config.eventStoreConnectionString!));
  const documents = await connect('MongoDB', 'MONGODB_URI', () => MongoDocumentStore.connect(config.mongodbUri!, 'notary'));
  const sessions = await connect('MongoDB', 'MONGODB_URI', () => MongoDocumentStore.connect(config.mongodbUri!, 'notary_sessions'));
  const notifier = await connect('MongoDB', 'MONGODB_URI', () => MongoChangeNotifier.connect(config.mongodbUri!, 'notary'));
  const blobs = await connect('MongoDB', 'MONGODB_URI', () => GridFsBlobStore.connect(config.mongodbUri!, 'notary_receipts'));
  const mailer = createMailer(config.smtpUrl ?? undefined);
  return {
    mode: 'distributed',
    eventStore,
    documents,
    sessions,
    credentials: new CredentialStore(sessions),
    blobs,
    notifier,
    mailer,
    payments: paymentGatewayOf(config),
    close: async () => {
      await Promise.allSettled([mailer.close(), notifier.close(), blobs.close(), sessions.close(), documents.close(), eventStore.close()]);
    },
  };
}

/** Only the event log, for command-line tools that append events (they take no DATA_DIR lock). */
export async function openEventStore(config: AppConfig): Promise<EventStore> {
  if (config.mode === 'distributed') return EventStoreDbEventStore.connect(config.eventStoreConnectionString!);
  prepareDataDir(config.dataDir);
  return SqliteEventStore.open(privateFile(config.dataDir, 'events.sqlite'));
}

const paymentGatewayOf = (config: AppConfig): PaymentGateway =>
  createPaymentGateway({ stripeSecretKey: config.stripe.secretKey, stripePublishableKey: config.stripe.publishableKey });
