import { io, type Socket } from 'socket.io-client';

/** Opens the live channel as a browser of that session would (cookie, same-origin Origin). */
export function connectLive(baseUrl: string, cookie: string, origin: string = baseUrl): Promise<Socket> {
  const socket = io(baseUrl, { path: '/socket.io', transports: ['websocket'], extraHeaders: { cookie, origin }, reconnection: false, forceNew: true });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

/** Resolves with the first `event` whose payload satisfies `match`, or rejects after `timeoutMs`. */
export function nextEvent<T = { Id: string; Position: number }>(
  socket: Socket,
  event: string,
  match: (payload: T) => boolean = () => true,
  timeoutMs = 15_000,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, listener);
      reject(new Error(`no ${event} within ${timeoutMs} ms`));
    }, timeoutMs);
    const listener = (payload: T) => {
      if (!match(payload)) return;
      clearTimeout(timer);
      socket.off(event, listener);
      resolve(payload);
    };
    socket.on(event, listener);
  });
}

/** Collects every event of a kind, to show that nothing arrived. */
export function collect(socket: Socket, event: string): unknown[] {
  const seen: unknown[] = [];
  socket.on(event, (payload: unknown) => seen.push(payload));
  return seen;
}
