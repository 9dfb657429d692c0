import type { DomainEvent } from './envelope';

/**
 * On the settings stream `settings-{UserId}`: the notary let Notary Ledger write to their Google
 * Calendar (the OAuth consent went through), or took that back. The refresh token Google gave is
 * never in the log: it is kept in the operational store (see the google-calendar feature).
 */
export type GoogleCalendarConnected = DomainEvent<'GoogleCalendarConnected', { ConnectedAt: string }>;
export type GoogleCalendarDisconnected = DomainEvent<'GoogleCalendarDisconnected', { DisconnectedAt: string }>;

export type GoogleCalendarConnectionEvent = GoogleCalendarConnected | GoogleCalendarDisconnected;

/** Why a signing is pushed: it was saved or deleted (the policy), or the notary asked (calendarpost, calendarremovepost). */
export type CalendarPushReason = 'saved' | 'deleted' | 'manual';

/**
 * Stream `calendar-sync-{SigningId}`: the calendar outbox of one signing. A request records the
 * intent (to post the signing as it then stands, or to remove it); the dispatcher calls Google and
 * records the outcome of each attempt. A newer request supersedes an older one still waiting: only
 * the last matters, since Google's copy is keyed by the signing (an event id derived from it).
 * `TriggerEventId` is the signing event that caused it (null for a manual push); the request id is
 * derived from it, so a replayed policy requests once.
 */
export type CalendarPostRequested = DomainEvent<
  'CalendarPostRequested',
  { RequestId: string; SigningId: string; OwnerId: string; Reason: CalendarPushReason; TriggerEventId: string | null; RequestedAt: string }
>;
export type CalendarRemovalRequested = DomainEvent<
  'CalendarRemovalRequested',
  { RequestId: string; SigningId: string; OwnerId: string; Reason: CalendarPushReason; TriggerEventId: string | null; RequestedAt: string }
>;
/** Google took the change: the event was inserted, updated, or removed (or was already gone). */
export type CalendarPosted = DomainEvent<
  'CalendarPosted',
  { RequestId: string; SigningId: string; Attempt: number; Action: 'inserted' | 'updated' | 'removed'; GoogleEventId: string }
>;
/** The attempt failed; `NextAttemptAt` null means the outbox gave up (a permanent error, or too many attempts). */
export type CalendarPostFailed = DomainEvent<
  'CalendarPostFailed',
  { RequestId: string; SigningId: string; Attempt: number; Error: string; Permanent: boolean; NextAttemptAt: string | null }
>;

export type CalendarSyncEvent = CalendarPostRequested | CalendarRemovalRequested | CalendarPosted | CalendarPostFailed;

export const calendarSyncStream = (signingId: string) => `calendar-sync-${signingId}`;
