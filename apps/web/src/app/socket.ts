import type { Middleware } from '@reduxjs/toolkit';
import type { Socket } from 'socket.io-client';
import type { TagDescription } from '@reduxjs/toolkit/query';
import { api } from './api';
import { liveConnected, livePaused, liveStopped } from './liveConnection';
import { announcedHere, announcementOf, type LiveUpdates } from './liveUpdates';
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

/**
 * The API as the live updates see it: the tags they pass on are the features' own, each checked
 * against its feature's tag types where the feature states its rules (see LiveRules).
 */
const liveApi = api.enhanceEndpoints<string>({});

/**
 * Keeps a Socket.IO connection while signed in and turns announcements, the server's and this
 * client's own (`announcedHere`), into stale RTK Query tags.
 */
export function createLiveUpdatesMiddleware(updates: LiveUpdates, connect: ConnectLiveUpdates = connectWithSessionCookie): Middleware {
  return (store) => {
    let wanted = false;
    let connecting = false;
    let socket: Socket | null = null;

    const invalidate = (tags: TagDescription<string>[] | null) => {
      if (tags) store.dispatch(liveApi.util.invalidateTags(tags));
    };

    const listen = (live: Socket) => {
      live.onAny((kind: string, payload: unknown) => invalidate(updates.staleTagsFor(kind, [announcementOf(payload)])));
      // Whatever changed while the socket was not there (before the first connect, or during a
      // drop) reached no announcement: refresh everything once it is connected.
      live.on('connect', () => {
        store.dispatch(liveConnected());
        invalidate([...updates.tags]);
      });
      // A drop is said out loud (the shell shows it) while Socket.IO reconnects by itself.
      live.on('disconnect', () => {
        if (wanted) store.dispatch(livePaused());
      });
      if (live.connected) store.dispatch(liveConnected());
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
      store.dispatch(liveStopped());
    };

    return (next) => (action) => {
      const result = next(action);
      if (announcedHere.match(action))
        invalidate(
          updates.staleTagsFor(
            action.payload.kind,
            action.payload.Ids.map((Id) => ({ Id })),
          ),
        );
      else if (signedIn.match(action)) open();
      else if (signedOut.match(action) || sessionExpired.match(action)) close();
      return result;
    };
  };
}
