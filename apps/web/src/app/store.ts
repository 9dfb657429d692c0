import { combineSlices, configureStore, type ThunkAction, type UnknownAction } from '@reduxjs/toolkit';
import { api } from './api';
import { messagesSlice } from './messages';
import { readYourWritesSlice } from './readYourWrites';
import { sessionSlice } from './session';
import { signingEditorSlice } from './signingEditor';
import { createLiveUpdatesMiddleware, type ConnectLiveUpdates } from './socket';

const rootReducer = combineSlices(api, sessionSlice, messagesSlice, readYourWritesSlice, signingEditorSlice);

export type RootState = ReturnType<typeof rootReducer>;

export interface StoreOptions {
  preloadedState?: Partial<RootState>;
  /** Tests pass a fake; the app connects to the server's Socket.IO endpoint. */
  connectLiveUpdates?: ConnectLiveUpdates;
}

export function makeStore({ preloadedState, connectLiveUpdates }: StoreOptions = {}) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault().concat(api.middleware, createLiveUpdatesMiddleware(connectLiveUpdates)),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
export type AppThunk<Result = void> = ThunkAction<Result, RootState, unknown, UnknownAction>;
