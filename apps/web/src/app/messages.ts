import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';

/** A titled message from the error catalogue, shown one at a time in the MessageBox. */
export interface CatalogueMessage {
  id: string;
  title?: string;
  text: string;
}

export const messagesSlice = createSlice({
  name: 'messages',
  initialState: [] as CatalogueMessage[],
  reducers: {
    messageShown: {
      reducer(state, action: PayloadAction<CatalogueMessage>) {
        const { title, text } = action.payload;
        // The same failure reported twice (two screens, one cause) is shown once.
        if (!state.some((queued) => queued.title === title && queued.text === text)) state.push(action.payload);
      },
      prepare(message: Omit<CatalogueMessage, 'id'>) {
        return { payload: { ...message, id: nanoid() } };
      },
    },
    messageDismissed(state, action: PayloadAction<string>) {
      return state.filter((message) => message.id !== action.payload);
    },
  },
  selectors: {
    selectCurrentMessage: (state) => state[0],
  },
});

export const { messageShown, messageDismissed } = messagesSlice.actions;
export const { selectCurrentMessage } = messagesSlice.selectors;
