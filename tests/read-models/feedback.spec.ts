import { feedbackStream } from '@notary/events';
import { FEEDBACK, feedbackProjection } from '@notary/read-models';
import { projectionSpec } from '../support/projection-spec';
import { notaryLog, OWNER } from './fixtures';

const spec = projectionSpec(feedbackProjection);

describe('the feedback read model', () => {
  it('keeps each report Open with its time, follows an admin’s status change and announces both to the notary', async () => {
    const log = notaryLog();
    const sent = log.record(feedbackStream('f-1'), {
      type: 'FeedbackSubmitted',
      data: {
        FeedbackId: 'f-1',
        OwnerId: OWNER,
        Kind: 'defect',
        Details: 'The calendar skips Sunday',
        SubmittedAt: '2026-03-05T14:30:00.000Z',
        Page: '/Calendar',
      },
    });
    const idea = log.record(feedbackStream('f-2'), {
      type: 'FeedbackSubmitted',
      data: { FeedbackId: 'f-2', OwnerId: OWNER, Kind: 'suggestion', Details: 'A dark theme', SubmittedAt: '2026-03-06T09:00:00.000Z' },
    });
    const moved = log.record(
      feedbackStream('f-1'),
      { type: 'FeedbackStatusChanged', data: { FeedbackId: 'f-1', Status: 'Done', ChangedBy: 'admin-1' } },
      { actorId: 'admin-1' },
    );
    const given = spec.given(sent, idea, moved);
    await given.then(FEEDBACK, [
      {
        _id: 'f-1',
        Id: 'f-1',
        OwnerId: OWNER,
        Kind: 'defect',
        Details: 'The calendar skips Sunday',
        Status: 'Done',
        SubmittedAt: '2026-03-05T14:30:00.000Z',
        Page: '/Calendar',
        StatusChangedAt: moved.metadata.occurredAt,
        StatusChangedBy: 'admin-1',
      },
      {
        _id: 'f-2',
        Id: 'f-2',
        OwnerId: OWNER,
        Kind: 'suggestion',
        Details: 'A dark theme',
        Status: 'Open',
        SubmittedAt: '2026-03-06T09:00:00.000Z',
        Page: null,
        StatusChangedAt: null,
        StatusChangedBy: null,
      },
    ]);
    await given.thenAnnounced([
      { kind: 'feedback.saved', id: 'f-1' },
      { kind: 'feedback.saved', id: 'f-2' },
      { kind: 'feedback.saved', id: 'f-1' },
    ]);
  });

  it('stops, naming the report, when a status change comes before the report', async () => {
    const log = notaryLog();
    const moved = log.record(feedbackStream('f-9'), { type: 'FeedbackStatusChanged', data: { FeedbackId: 'f-9', Status: 'Done', ChangedBy: 'admin-1' } });
    await expect(spec.given(moved).documents(FEEDBACK)).rejects.toThrow('Feedback f-9 has no document for FeedbackStatusChanged');
  });
});
