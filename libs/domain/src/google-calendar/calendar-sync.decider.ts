import type { CalendarPushReason, CalendarSyncEvent, GoogleCalendarConnectionEvent, SettingsEvent } from '@notary/events';
import type { Decider } from '../shared';

/**
 * How long after a failed push the next attempt may start: 1 minute, 5 minutes, 30 minutes, 2 hours,
 * 6 hours; after the sixth failure the push is given up (the notary can push the signing again).
 */
export const CALENDAR_RETRY_DELAYS_MS: readonly number[] = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 6 * 3_600_000];

export type CalendarPushKind = 'post' | 'remove';

/** A signing's calendar outbox: its latest request and where that stands. Older requests are superseded. */
export interface CalendarSyncState {
  requestId: string | null;
  kind: CalendarPushKind | null;
  ownerId: string;
  /** Attempts at the current request. */
  attempts: number;
  done: boolean;
  /** Whether Google holds the signing's event now (a post went through and no removal since). */
  posted: boolean;
  seenRequests: string[];
}

export type CalendarSyncCommand =
  | {
      type: 'RequestPush';
      kind: CalendarPushKind;
      requestId: string;
      signingId: string;
      ownerId: string;
      reason: CalendarPushReason;
      triggerEventId: string | null;
      now: Date;
    }
  | { type: 'RecordPushed'; requestId: string; signingId: string; attempt: number; action: 'inserted' | 'updated' | 'removed'; googleEventId: string }
  | {
      type: 'RecordPushFailure';
      requestId: string;
      signingId: string;
      attempt: number;
      error: string;
      permanent: boolean;
      now: Date;
      retryDelaysMs?: readonly number[];
    };

export const calendarSyncDecider: Decider<CalendarSyncCommand, CalendarSyncState, CalendarSyncEvent> = {
  initialState: () => ({ requestId: null, kind: null, ownerId: '', attempts: 0, done: false, posted: false, seenRequests: [] }),

  evolve(state, event) {
    switch (event.type) {
      case 'CalendarPostRequested':
      case 'CalendarRemovalRequested':
        return {
          ...state,
          requestId: event.data.RequestId,
          kind: event.type === 'CalendarPostRequested' ? 'post' : 'remove',
          ownerId: event.data.OwnerId,
          attempts: 0,
          done: false,
          seenRequests: [...state.seenRequests.slice(-49), event.data.RequestId],
        };
      case 'CalendarPosted':
        return { ...state, attempts: event.data.Attempt, done: true, posted: event.data.Action !== 'removed' };
      case 'CalendarPostFailed':
        return { ...state, attempts: event.data.Attempt, done: event.data.NextAttemptAt === null };
      default: {
        const exhaustive: never = event;
        return exhaustive;
      }
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'RequestPush': {
        // The same trigger (a replayed policy) requests once.
        if (state.seenRequests.includes(command.requestId)) return [];
        const data = {
          RequestId: command.requestId,
          SigningId: command.signingId,
          OwnerId: command.ownerId,
          Reason: command.reason,
          TriggerEventId: command.triggerEventId,
          RequestedAt: command.now.toISOString(),
        };
        return [command.kind === 'post' ? { type: 'CalendarPostRequested', data } : { type: 'CalendarRemovalRequested', data }];
      }
      case 'RecordPushed':
        // An outcome for a request that a newer one superseded, or one already recorded, changes nothing.
        if (command.requestId !== state.requestId || state.done || command.attempt <= state.attempts) return [];
        return [
          {
            type: 'CalendarPosted',
            data: {
              RequestId: command.requestId,
              SigningId: command.signingId,
              Attempt: command.attempt,
              Action: command.action,
              GoogleEventId: command.googleEventId,
            },
          },
        ];
      case 'RecordPushFailure': {
        if (command.requestId !== state.requestId || state.done || command.attempt <= state.attempts) return [];
        const delays = command.retryDelaysMs ?? CALENDAR_RETRY_DELAYS_MS;
        const delay = command.permanent ? undefined : delays[command.attempt - 1];
        return [
          {
            type: 'CalendarPostFailed',
            data: {
              RequestId: command.requestId,
              SigningId: command.signingId,
              Attempt: command.attempt,
              Error: command.error.slice(0, 500),
              Permanent: command.permanent,
              NextAttemptAt: delay === undefined ? null : new Date(command.now.getTime() + delay).toISOString(),
            },
          },
        ];
      }
    }
  },
};

/** The Google Calendar connection, as the settings stream records it (the rest of the settings is not its business). */
export interface GoogleCalendarConnectionState {
  connected: boolean;
}

export type GoogleCalendarConnectionCommand = { type: 'ConnectGoogleCalendar'; now: Date } | { type: 'DisconnectGoogleCalendar'; now: Date };

export const googleCalendarConnectionDecider: Decider<GoogleCalendarConnectionCommand, GoogleCalendarConnectionState, SettingsEvent> = {
  initialState: () => ({ connected: false }),
  evolve(state, event) {
    if (event.type === 'GoogleCalendarConnected') return { connected: true };
    if (event.type === 'GoogleCalendarDisconnected') return { connected: false };
    return state;
  },
  decide(command, state): GoogleCalendarConnectionEvent[] {
    if (command.type === 'ConnectGoogleCalendar') return [{ type: 'GoogleCalendarConnected', data: { ConnectedAt: command.now.toISOString() } }];
    return state.connected ? [{ type: 'GoogleCalendarDisconnected', data: { DisconnectedAt: command.now.toISOString() } }] : [];
  },
};
