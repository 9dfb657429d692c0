import { createSlice } from '@reduxjs/toolkit';

/**
 * Whether the live channel is up. 'paused' once a connection that was up has dropped: the shell
 * says so, because screens then only change when reloaded; Socket.IO keeps trying to reconnect,
 * and on reconnecting every screen refetches what may have changed meanwhile.
 */
export interface LiveConnectionState {
  status: 'off' | 'connected' | 'paused';
}

const initialState: LiveConnectionState = { status: 'off' };

export const liveConnectionSlice = createSlice({
  name: 'liveConnection',
  initialState,
  reducers: {
    liveConnected(state) {
      state.status = 'connected';
    },
    livePaused(state) {
      state.status = 'paused';
    },
    liveStopped(state) {
      state.status = 'off';
    },
  },
  selectors: {
    selectLiveStatus: (state) => state.status,
  },
});

export const { liveConnected, livePaused, liveStopped } = liveConnectionSlice.actions;
export const { selectLiveStatus } = liveConnectionSlice.selectors;
