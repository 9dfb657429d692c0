import { emailClaimStream, EVENT_TYPES, signingStream } from '@notary/events';
import { STREAMS_CATALOGUE, streamsCatalogueProjection, streamTypeOf } from '@notary/read-models';
import { projectionSpec } from '../support/projection-spec';
import { aNotarysLife } from './a-notary-s-life';
import { details, notaryLog, OWNER } from './fixtures';

const spec = projectionSpec(streamsCatalogueProjection);

describe('the streams catalogue (support’s finder)', () => {
  it('keeps one entry per stream: its kind, owner, length, first and last times and last event', async () => {
    const log = notaryLog();
    const scheduled = log.record(signingStream('s-1'), { type: 'SigningScheduled', data: { SigningId: 's-1', OwnerId: OWNER, Details: details() } });
    const claimed = log.record(emailClaimStream('ann@example.com'), { type: 'EmailClaimed', data: { Email: 'ann@example.com', UserId: OWNER } });
    const deleted = log.record(signingStream('s-1'), { type: 'SigningDeleted', data: { SigningId: 's-1' } }, { actorId: 'someone-else' });
    await spec.given(scheduled, claimed, deleted).then(STREAMS_CATALOGUE, [
      {
        _id: 'signing-s-1',
        StreamId: 'signing-s-1',
        Type: 'signing',
        OwnerId: OWNER,
        EventCount: 2,
        LastRevision: 1,
        FirstTime: scheduled.recordedAt,
        LastTime: deleted.recordedAt,
        LastEventType: 'SigningDeleted',
        LastPosition: deleted.position,
      },
      {
        _id: 'user-email-ann@example.com',
        StreamId: 'user-email-ann@example.com',
        // Its kind comes from the catalogue, not from the text before the first dash ('user').
        Type: 'email-claim',
        OwnerId: OWNER,
        EventCount: 1,
        LastRevision: 0,
        FirstTime: claimed.recordedAt,
        LastTime: claimed.recordedAt,
        LastEventType: 'EmailClaimed',
        LastPosition: claimed.position,
      },
    ]);
    await spec.given(scheduled, claimed, deleted).thenAnnounced([]);
  });

  it('follows every event type of the catalogue, so no stream is missing from it', async () => {
    expect([...streamsCatalogueProjection.eventTypes].sort()).toEqual([...EVENT_TYPES].sort());
    const life = aNotarysLife();
    const entries = await spec.given(...life).documents(STREAMS_CATALOGUE);
    expect(entries.map((entry) => entry._id).sort()).toEqual([...new Set(life.map((event) => event.streamId))].sort());
    const total = entries.reduce((sum, entry) => sum + (entry.EventCount as number), 0);
    expect(total).toBe(life.length);
  });

  it('names the kind of a stream whose events the catalogue does not know by the first word of its id', () => {
    expect(streamTypeOf('recurring-expense-r-1', 'RecurringExpenseScheduled')).toBe('recurring-expense');
    expect(streamTypeOf('legacy-42', 'SomethingOld')).toBe('legacy');
  });
});
