import { combineSlices, configureStore, type ThunkAction, type UnknownAction } from '@reduxjs/toolkit';
import { api } from './api';
import { liveConnectionSlice } from './liveConnection';
import { messagesSlice } from './messages';
import { readYourWritesSlice } from './readYourWrites';
import { sessionSlice } from './session';
import { signingEditorSlice } from './signingEditor';
import type { LiveUpdates } from './liveUpdates';
import { createLiveUpdatesMiddleware, type ConnectLiveUpdates } from './socket';

const rootReducer = combineSlices(api, sessionSlice, messagesSlice, readYourWritesSlice, signingEditorSlice, liveConnectionSlice);

export type RootState = ReturnType<typeof rootReducer>;

export interface StoreOptions {
  preloadedState?: Partial<RootState>;
  /** Which announcements make which cached data stale: the features' rules (app/features.ts). */
  liveUpdates?: LiveUpdates;
  /** Tests pass a fake; the app connects to the server's Socket.IO endpoint. */
  connectLiveUpdates?: ConnectLiveUpdates;
}

const NO_LIVE_UPDATES: LiveUpdates = { tags: [], staleTagsFor: () => null };

export function makeStore({ preloadedState, liveUpdates = NO_LIVE_UPDATES, connectLiveUpdates }: StoreOptions = {}) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().concat(api.middleware, createLiveUpdatesMiddleware(liveUpdates, connectLiveUpdates)),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
export type AppThunk<Result = void> = ThunkAction<Result, RootState, unknown, UnknownAction>;
