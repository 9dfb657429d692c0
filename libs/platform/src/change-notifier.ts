import { EventEmitter } from 'node:events';
import { BroadcastChannel } from 'node:worker_threads';

/** "Something the owner can see has changed": what the projector announces after applying events. */
export interface ChangeAnnouncement {
  /** The notary whose screens should refresh. */
  ownerId: string;
  /** What changed, as the client understands it: 'signing.saved', 'customer.deleted', ... */
  kind: string;
  /** The id of the changed thing (a signing id, a customer id, ...). */
  id: string;
  /** The log position after which the change is visible in the read models. */
  position: number;
}

/** How far each projection has got; lets an API instance answer read-your-writes waits. */
export interface ProjectionProgress {
  name: string;
  position: number;
  state: string;
  /** Which generation of the projection's collections serves queries (it changes after a rebuild). */
  generation: number;
  /** Logical collection names the projection owns. */
  collections: string[];
}

export interface NotifierMessage {
  changes: ChangeAnnouncement[];
  progress: ProjectionProgress[];
}

/**
 * Carries the projector's announcements to every command-api instance. In embedded mode it is an
 * in-process emitter; in distributed mode it crosses processes through MongoDB (see
 * MongoChangeNotifier), which the compose file already runs.
 */
export interface ChangeNotifier {
  publish(message: NotifierMessage): Promise<void>;
  /** Returns the function that stops listening. */
  subscribe(listener: (message: NotifierMessage) => void): () => void;
  close(): Promise<void>;
}

/**
 * The embedded mode's notifier: listeners in this thread hear a message at once; given a channel
 * name (one per DATA_DIR), it also crosses to the other threads of this process, which is how the
 * projector's worker thread reaches the API's sockets and read-your-writes waits.
 */
export class InProcessChangeNotifier implements ChangeNotifier {
  private readonly emitter = new EventEmitter().setMaxListeners(0);
  private readonly channel: BroadcastChannel | null;

  constructor(channelName?: string) {
    this.channel = channelName ? new BroadcastChannel(`notary-changes:${channelName}`) : null;
    if (this.channel) {
      this.channel.onmessage = (event) => this.emitter.emit('message', (event as unknown as { data: NotifierMessage }).data);
      this.channel.unref();
    }
  }

  async publish(message: NotifierMessage): Promise<void> {
    this.emitter.emit('message', message);
    this.channel?.postMessage(message);
  }

  subscribe(listener: (message: NotifierMessage) => void): () => void {
    this.emitter.on('message', listener);
    return () => this.emitter.off('message', listener);
  }

  async close(): Promise<void> {
    this.emitter.removeAllListeners();
    this.channel?.close();
  }
}
