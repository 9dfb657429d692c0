import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';

/**
 * What the signing edit dialog should show. Any screen may ask for it (the list, the calendar, the
 * dashboard, the menu's "New Signing"); the shell mounts the one dialog. With no `signingId` and no
 * `duplicateOf` it is a new signing, on `date` (YYYY-MM-DD, local) when given, else today.
 */
export interface SigningEditorRequest {
  signingId?: string;
  /** A local date, YYYY-MM-DD: the day the new signing is on (the calendar's chosen day). */
  date?: string;
  /** A local time, HH:mm (24 h): when the new signing starts (the calendar's chosen hour). */
  time?: string;
  /** Open a new signing copied from this one (no payments, invoice or confirmation). */
  duplicateOf?: string;
}

export interface SigningEditorState {
  /** `key` changes with every request, so opening again starts a fresh form. */
  request: (SigningEditorRequest & { key: string }) | null;
}

const initialState: SigningEditorState = { request: null };

export const signingEditorSlice = createSlice({
  name: 'signingEditor',
  initialState,
  reducers: {
    openSigningEditor: {
      reducer(state, action: PayloadAction<SigningEditorRequest & { key: string }>) {
        state.request = action.payload;
      },
      prepare(request: SigningEditorRequest = {}) {
        return { payload: { ...request, key: nanoid() } };
      },
    },
    closeSigningEditor(state) {
      state.request = null;
    },
  },
  selectors: {
    selectSigningEditorRequest: (state) => state.request,
  },
});

export const { openSigningEditor, closeSigningEditor } = signingEditorSlice.actions;
export const { selectSigningEditorRequest } = signingEditorSlice.selectors;
