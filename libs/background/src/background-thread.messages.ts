/** What the background thread tells the thread that started it. */
export type FromBackgroundThread = { kind: 'ready' } | { kind: 'failed'; message: string } | { kind: 'log'; level: 'log' | 'warn' | 'error'; message: string };

/** What the starting thread asks of the background thread. */
export type ToBackgroundThread = { kind: 'stop' };
