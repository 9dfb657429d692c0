import { calendarSyncStream } from '@notary/events';
import { calendarSyncDecider, fold, type CalendarSyncCommand, type CalendarSyncState } from '@notary/domain';
import type { EventStore } from '@notary/event-store';
import { handleCommand, type CommandContext } from '@notary/infrastructure';
import { deterministicId, type Clock } from '@notary/platform';
import type { ReadModelCatalog } from '@notary/projection-runtime';
import { findSigning, OwnerScope, type CalendarSyncDocument, type SigningDocument } from '@notary/read-models';
import { CalendarPushError, googleEventIdOf, type CalendarEntry, type GoogleCalendarClient } from './calendar-google';

export type PushOutcome = 'pushed' | 'failed' | 'skipped';

/** The request id a signing event leads to: a replayed policy asks once. */
export const calendarRequestIdOf = (triggerEventId: string) => deterministicId('calendar-push', triggerEventId);

/**
 * The policy's step: a signing change marked waiting becomes a request on the signing's calendar
 * stream, caused by (and identified from) the signing event.
 */
export async function requestCalendarPush(eventStore: EventStore, waiting: CalendarSyncDocument, now: Date): Promise<void> {
  if (!waiting.Waiting) return;
  const { TriggerEventId, Kind } = waiting.Waiting;
  const requestId = calendarRequestIdOf(TriggerEventId);
  await handleCommand(
    eventStore,
    calendarSyncStream(waiting.Id),
    calendarSyncDecider,
    {
      type: 'RequestPush',
      kind: Kind,
      requestId,
      signingId: waiting.Id,
      ownerId: waiting.OwnerId,
      reason: Kind === 'post' ? 'saved' : 'deleted',
      triggerEventId: TriggerEventId,
      now,
    },
    { ownerId: waiting.OwnerId, actorId: 'system', commandId: requestId, correlationId: TriggerEventId, causationId: TriggerEventId, now },
  );
}

/**
 * The dispatcher's step: one attempt at a signing's current request. Google's copy is keyed by the
 * signing, so an attempt repeated (two workers, a crash before the outcome was recorded) writes the
 * same event again and changes nothing more; the outcome of an attempt that a newer request
 * superseded is dropped by the decider.
 */
export async function pushToCalendar(
  deps: { eventStore: EventStore; catalog: ReadModelCatalog; google: GoogleCalendarClient; clock: Clock },
  signingId: string,
  retryDelaysMs?: readonly number[],
): Promise<PushOutcome> {
  const streamId = calendarSyncStream(signingId);
  const history = await deps.eventStore.readStream(streamId);
  const state: CalendarSyncState = fold(calendarSyncDecider, history as never);
  if (!state.requestId || state.done || !state.kind) return 'skipped';
  const requestId = state.requestId;
  const attempt = state.attempts + 1;

  let outcome: CalendarSyncCommand;
  try {
    const signing = state.kind === 'post' ? await findSigning(new OwnerScope(deps.catalog, state.ownerId), signingId) : null;
    if (signing) {
      const action = await deps.google.upsert(state.ownerId, signingId, calendarEntryOf(signing), state.posted);
      outcome = { type: 'RecordPushed', requestId, signingId, attempt, action, googleEventId: googleEventIdOf(signingId) };
    } else {
      // Removal asked for, or the signing is gone since the post was asked for: Google's copy goes.
      await deps.google.remove(state.ownerId, signingId);
      outcome = { type: 'RecordPushed', requestId, signingId, attempt, action: 'removed', googleEventId: googleEventIdOf(signingId) };
    }
  } catch (error) {
    const failure = error instanceof CalendarPushError ? error : new CalendarPushError(error instanceof Error ? error.message : String(error), false);
    outcome = {
      type: 'RecordPushFailure',
      requestId,
      signingId,
      attempt,
      error: failure.message,
      permanent: failure.permanent,
      now: deps.clock.now(),
      retryDelaysMs,
    };
  }
  const commandId = deterministicId(requestId, 'attempt', String(attempt));
  const last = history[history.length - 1]!;
  const context: CommandContext = {
    ownerId: state.ownerId,
    actorId: 'system',
    commandId,
    correlationId: last.metadata.correlationId,
    causationId: last.id,
    now: deps.clock.now(),
  };
  const result = await handleCommand(deps.eventStore, streamId, calendarSyncDecider, outcome, context);
  if (!result.events.length) return 'skipped';
  return outcome.type === 'RecordPushed' ? 'pushed' : 'failed';
}

/** The signing as Google Calendar shows it: the iCal feed's wording, without the signer's phone or e-mail. */
export function calendarEntryOf(signing: SigningDocument): CalendarEntry {
  const signer = [signing.LastName, signing.FirstName].filter(Boolean).join(', ') || 'Signing';
  const summary = `Signing: ${signer}${signing.AppointmentTypeDescription ? ` (${signing.AppointmentTypeDescription})` : ''}`;
  const location = [signing.Address1, signing.Address2, signing.City, [signing.State, signing.Zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return {
    summary,
    location,
    description: signing.CustomerName ? `Customer: ${signing.CustomerName}` : '',
    start: signing.AppointmentDateTime,
    end: signing.AppointmentDateTimeEnd,
  };
}
