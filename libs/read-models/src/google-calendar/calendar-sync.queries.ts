import type { ReadModelCatalog } from '@notary/projection-runtime';
import type { OwnerScope } from '../shared/owner-scope';
import { CALENDAR_CONNECTIONS, CALENDAR_SYNC, type CalendarConnectionDocument, type CalendarSyncDocument } from './calendar-sync.document';

/** Signing changes the policy has still to turn into requests, oldest first (every owner: the policy's read). */
export function waitingCalendarChanges(catalog: ReadModelCatalog, limit: number): Promise<CalendarSyncDocument[]> {
  return catalog.collection<CalendarSyncDocument>(CALENDAR_SYNC).find({ Waiting: { $ne: null } }, { sort: { 'Waiting.Position': 1 }, limit });
}

/** Requests whose (next) attempt is due at `now`, soonest first (every owner: the dispatcher's read). */
export function dueCalendarPushes(catalog: ReadModelCatalog, now: Date, limit: number): Promise<CalendarSyncDocument[]> {
  return catalog
    .collection<CalendarSyncDocument>(CALENDAR_SYNC)
    .find({ State: { $in: ['Requested', 'Retrying'] }, NextAttemptAt: { $lte: now.toISOString() } }, { sort: { NextAttemptAt: 1 }, limit });
}

/** When the next retry falls due, or null when none waits. */
export async function nextCalendarPushAt(catalog: ReadModelCatalog): Promise<string | null> {
  const [next] = await catalog
    .collection<CalendarSyncDocument>(CALENDAR_SYNC)
    .find({ State: { $in: ['Requested', 'Retrying'] }, NextAttemptAt: { $ne: null } }, { sort: { NextAttemptAt: 1 }, limit: 1 });
  return next?.NextAttemptAt ?? null;
}

/** Whether the notary's Google Calendar is connected, as the sync sees it. */
export async function calendarConnected(catalog: ReadModelCatalog, ownerId: string): Promise<boolean> {
  return (await catalog.collection<CalendarConnectionDocument>(CALENDAR_CONNECTIONS).findOne({ _id: ownerId }))?.Connected ?? false;
}

/** Where the pushes of the notary's signings stand (the settings tab shows the failures). */
export function calendarPushesOf(scope: OwnerScope, filter: Record<string, unknown> = {}): Promise<CalendarSyncDocument[]> {
  return scope.find<CalendarSyncDocument>(CALENDAR_SYNC, filter, { sort: { UpdatedAt: -1 }, limit: 100 });
}
