import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * Read-your-writes: every command answers the event-log position it wrote. Queries send the highest
 * one seen as `X-Min-Position`, and the server waits (at most 2 s) until its read models include it,
 * so a list fetched right after a save already shows the save.
 */
export interface ReadYourWritesState {
  highestPosition: number;
}

const initialState: ReadYourWritesState = { highestPosition: 0 };

export const readYourWritesSlice = createSlice({
  name: 'readYourWrites',
  initialState,
  reducers: {
    positionWritten(state, action: PayloadAction<number>) {
      if (action.payload > state.highestPosition) state.highestPosition = action.payload;
    },
  },
});

export const { positionWritten } = readYourWritesSlice.actions;

/** The position a command answer carries: the x-position header, else the body's `Position`. */
export function positionOf(headers: Headers | undefined, body: unknown): number | null {
  const fromHeader = Number(headers?.get('x-position') ?? NaN);
  if (Number.isSafeInteger(fromHeader) && fromHeader > 0) return fromHeader;
  const fromBody = typeof body === 'object' && body !== null ? Number((body as { Position?: unknown }).Position) : NaN;
  return Number.isSafeInteger(fromBody) && fromBody > 0 ? fromBody : null;
}
