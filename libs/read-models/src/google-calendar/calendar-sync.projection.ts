import type { KnownEventType } from '@notary/events';
import { defineProjection, type ProjectionContext, type RecordedOf } from '@notary/projection-runtime';
import {
  CALENDAR_CONNECTIONS,
  CALENDAR_SYNC,
  type CalendarConnectionDocument,
  type CalendarSyncDocument,
  type CalendarSyncFields,
} from './calendar-sync.document';

/** The signing events that change what Google shows (times, names, type, address), and the deletion. */
const SIGNING_CHANGES = ['SigningScheduled', 'SigningDetailsChanged', 'SigningRescheduled', 'SigningRetyped', 'SigningDeleted'] as const;
const HANDLES = [
  ...SIGNING_CHANGES,
  'GoogleCalendarConnected',
  'GoogleCalendarDisconnected',
  'CalendarPostRequested',
  'CalendarRemovalRequested',
  'CalendarPosted',
  'CalendarPostFailed',
] as const satisfies readonly KnownEventType[];

type Handled = RecordedOf<(typeof HANDLES)[number]>;

const blank = (signingId: string, ownerId: string, at: string): CalendarSyncFields => ({
  Id: signingId,
  OwnerId: ownerId,
  Waiting: null,
  RequestId: null,
  Kind: null,
  State: null,
  Attempts: 0,
  LastError: null,
  NextAttemptAt: null,
  GoogleEventId: null,
  EverPosted: false,
  UpdatedAt: at,
});

/**
 * The Google Calendar outbox's read side, one document per signing. It marks each signing change of
 * a connected notary as waiting (the policy turns it into a request), and follows each request
 * through its attempts (the dispatcher reads what is due). Announces 'google-calendar.waiting' to
 * wake the policy and 'google-calendar.changed' for everything else.
 */
export const calendarSyncProjection = defineProjection({
  name: 'google-calendar-sync',
  version: 1,
  collections: [CALENDAR_SYNC, CALENDAR_CONNECTIONS],
  handles: HANDLES,
  indexes: [
    { collection: CALENDAR_SYNC, keys: { 'Waiting.Position': 1 } },
    { collection: CALENDAR_SYNC, keys: { State: 1, NextAttemptAt: 1 } },
    { collection: CALENDAR_SYNC, keys: { OwnerId: 1 } },
  ],
  apply: async (event: Handled, context: ProjectionContext) => {
    const ownerId = event.metadata.ownerId;
    const at = event.metadata.occurredAt;
    const sync = context.collection<CalendarSyncDocument>(CALENDAR_SYNC);
    switch (event.type) {
      case 'GoogleCalendarConnected':
      case 'GoogleCalendarDisconnected':
        await context
          .collection<CalendarConnectionDocument>(CALENDAR_CONNECTIONS)
          .evolve(ownerId, () => ({ OwnerId: ownerId, Connected: event.type === 'GoogleCalendarConnected' }));
        return;
      case 'SigningScheduled':
      case 'SigningDetailsChanged':
      case 'SigningRescheduled':
      case 'SigningRetyped':
      case 'SigningDeleted': {
        const connection = await context.collection<CalendarConnectionDocument>(CALENDAR_CONNECTIONS).findOne({ _id: ownerId });
        if (!connection?.Connected) return;
        const kind = event.type === 'SigningDeleted' ? 'remove' : 'post';
        let waiting = false;
        await sync.evolve(event.data.SigningId, (current) => {
          const document: CalendarSyncFields = current ?? blank(event.data.SigningId, ownerId, at);
          // A signing never posted has nothing to remove.
          if (kind === 'remove' && !document.EverPosted && document.Kind !== 'post') return current ? { ...document } : null;
          waiting = true;
          return { ...document, Waiting: { TriggerEventId: event.id, Kind: kind, Position: event.position }, UpdatedAt: at };
        });
        if (waiting) context.announce({ ownerId, kind: 'google-calendar.waiting', id: event.data.SigningId });
        return;
      }
      case 'CalendarPostRequested':
      case 'CalendarRemovalRequested':
        await sync.evolve(event.data.SigningId, (current) => {
          const document: CalendarSyncFields = current ?? blank(event.data.SigningId, ownerId, at);
          const answered = document.Waiting?.TriggerEventId === event.data.TriggerEventId;
          return {
            ...document,
            Waiting: answered ? null : document.Waiting,
            RequestId: event.data.RequestId,
            Kind: event.type === 'CalendarPostRequested' ? 'post' : 'remove',
            State: 'Requested',
            Attempts: 0,
            LastError: null,
            NextAttemptAt: event.data.RequestedAt,
            UpdatedAt: at,
          };
        });
        break;
      case 'CalendarPosted':
        await sync.evolve(event.data.SigningId, (current) => {
          const document: CalendarSyncFields = current ?? blank(event.data.SigningId, ownerId, at);
          const removed = event.data.Action === 'removed';
          return {
            ...document,
            State: removed ? 'Removed' : 'Posted',
            Attempts: event.data.Attempt,
            LastError: null,
            NextAttemptAt: null,
            GoogleEventId: event.data.GoogleEventId,
            EverPosted: document.EverPosted || !removed,
            UpdatedAt: at,
          };
        });
        break;
      case 'CalendarPostFailed':
        await sync.evolve(event.data.SigningId, (current) => ({
          ...(current ?? blank(event.data.SigningId, ownerId, at)),
          State: event.data.NextAttemptAt ? 'Retrying' : 'Failed',
          Attempts: event.data.Attempt,
          LastError: event.data.Error,
          NextAttemptAt: event.data.NextAttemptAt,
          UpdatedAt: at,
        }));
        break;
      default: {
        const exhaustive: never = event;
        return exhaustive;
      }
    }
    context.announce({ ownerId, kind: 'google-calendar.changed', id: event.data.SigningId });
  },
});
