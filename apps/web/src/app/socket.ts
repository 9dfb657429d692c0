import type { Middleware } from '@reduxjs/toolkit';
import type { Socket } from 'socket.io-client';
import { api } from './api';
import { ALL_LIVE_TAGS, staleTagsFor } from './liveUpdates';
import { sessionExpired, signedIn, signedOut } from './session';

export type ConnectLiveUpdates = () => Promise<Socket>;

/**
 * The server authenticates the socket by the session cookie and puts it in the user's room;
 * the client never chooses a room. The library is loaded on first sign-in, so the login page
 * does not pay for it.
 */
const connectWithSessionCookie: ConnectLiveUpdates = async () => {
  const { io } = await import('socket.io-client');
  return io({ path: '/socket.io', withCredentials: true });
};

/** Keeps a Socket.IO connection while signed in and turns announcements into stale RTK Query tags. */
export function createLiveUpdatesMiddleware(connect: ConnectLiveUpdates = connectWithSessionCookie): Middleware {
  return (store) => {
    let wanted = false;
    let connecting = false;
    let socket: Socket | null = null;

    const listen = (live: Socket) => {
      live.onAny((kind: string, payload: unknown) => {
        const tags = staleTagsFor(kind, payload);
        if (tags) store.dispatch(api.util.invalidateTags(tags));
      });
      // Whatever changed while the socket was not there (before the first connect, or during a
      // drop) reached no announcement: refresh everything once it is connected.
      live.on('connect', () => store.dispatch(api.util.invalidateTags(ALL_LIVE_TAGS)));
    };

    const open = () => {
      wanted = true;
      if (socket || connecting) return;
      connecting = true;
      connect()
        .then((live) => {
          if (wanted && !socket) {
            socket = live;
            listen(live);
          } else {
            live.disconnect();
          }
        })
        // Live updates are a convenience: every screen still loads its data on its own.
        .catch(() => undefined)
        .finally(() => {
          connecting = false;
        });
    };

    const close = () => {
      wanted = false;
      socket?.disconnect();
      socket = null;
    };

    return (next) => (action) => {
      const result = next(action);
      if (signedIn.match(action)) open();
      else if (signedOut.match(action) || sessionExpired.match(action)) close();
      return result;
    };
  };
}
