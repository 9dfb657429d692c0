import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * What the client knows about the sign-in, apart from the user's details (those are the cached
 * answer of GET /api/accountapi/session). `token` is the anti-forgery token sent on every write.
 */
export interface SessionState {
  token: string;
  status: 'unknown' | 'signedIn' | 'signedOut';
  /** Set when the server ended the session (401): where to sign in, keeping the current page. */
  loginUrl: string | null;
}

const initialState: SessionState = { token: '', status: 'unknown', loginUrl: null };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    signedIn(state, action: PayloadAction<{ token: string }>) {
      state.token = action.payload.token;
      state.status = 'signedIn';
      state.loginUrl = null;
    },
    /** The user chose to log out: no page to come back to. */
    signedOut(state) {
      state.token = '';
      state.status = 'signedOut';
      state.loginUrl = null;
    },
    sessionExpired(state, action: PayloadAction<{ loginUrl: string }>) {
      state.token = '';
      state.status = 'signedOut';
      state.loginUrl = action.payload.loginUrl;
    },
  },
  selectors: {
    selectSessionStatus: (state) => state.status,
    selectLoginUrl: (state) => state.loginUrl,
  },
});

export const { signedIn, signedOut, sessionExpired } = sessionSlice.actions;
export const { selectSessionStatus, selectLoginUrl } = sessionSlice.selectors;
