import { FEEDBACK_MESSAGES as M, feedbackDecider } from '@notary/domain';
import type { FeedbackEvent } from '@notary/events';
import { given } from '../support/given-when-then';

const NOW = new Date('2026-03-05T14:30:00.000Z');
const submitted = (kind: 'suggestion' | 'defect' = 'defect'): FeedbackEvent => ({
  type: 'FeedbackSubmitted',
  data: { FeedbackId: 'f1', OwnerId: 'notary-1', Kind: kind, Details: 'The calendar skips Sunday', SubmittedAt: NOW.toISOString() },
});
const submit = (details: string, kind: 'suggestion' | 'defect' = 'defect', page?: string) =>
  ({ type: 'SubmitFeedback', feedbackId: 'f1', ownerId: 'notary-1', kind, details, page, now: NOW }) as const;

describe('a suggestion or bug report', () => {
  it('is recorded Open with the server’s time and its details trimmed', () => {
    given(feedbackDecider).when(submit('  The calendar skips Sunday  ')).then([submitted()]);
  });

  it('keeps the page it was sent from, when given', () => {
    given(feedbackDecider)
      .when(submit('Add a dark theme', 'suggestion', '/Dashboard'))
      .then([
        {
          type: 'FeedbackSubmitted',
          data: { FeedbackId: 'f1', OwnerId: 'notary-1', Kind: 'suggestion', Details: 'Add a dark theme', SubmittedAt: NOW.toISOString(), Page: '/Dashboard' },
        },
      ]);
  });

  it('needs its details: blank or spaces only is refused, in words that fit its kind', () => {
    given(feedbackDecider).when(submit('   ')).thenFails('FEEDBACK.DETAILS_REQUIRED', M.defectRequired);
    given(feedbackDecider).when(submit('', 'suggestion')).thenFails('FEEDBACK.DETAILS_REQUIRED', M.suggestionRequired);
  });

  it('is recorded once when the same request is retried', () => {
    given(feedbackDecider, [submitted()]).when(submit('The calendar skips Sunday')).thenNothing();
  });
});

describe('a report’s status', () => {
  it('is changed by an admin, who is named', () => {
    given(feedbackDecider, [submitted()])
      .when({ type: 'ChangeFeedbackStatus', status: 'Done', changedBy: 'admin-1' })
      .then([{ type: 'FeedbackStatusChanged', data: { FeedbackId: 'f1', Status: 'Done', ChangedBy: 'admin-1' } }]);
  });

  it('records nothing when it is already that status', () => {
    given(feedbackDecider, [submitted(), { type: 'FeedbackStatusChanged', data: { FeedbackId: 'f1', Status: 'In progress', ChangedBy: 'admin-1' } }])
      .when({ type: 'ChangeFeedbackStatus', status: 'In progress', changedBy: 'admin-2' })
      .thenNothing();
    given(feedbackDecider, [submitted()]).when({ type: 'ChangeFeedbackStatus', status: 'Open', changedBy: 'admin-1' }).thenNothing();
  });

  it('cannot change on a report that does not exist, nor to an unknown status', () => {
    given(feedbackDecider).when({ type: 'ChangeFeedbackStatus', status: 'Done', changedBy: 'admin-1' }).thenFails('FEEDBACK.NOT_FOUND');
    given(feedbackDecider, [submitted()])
      .when({ type: 'ChangeFeedbackStatus', status: 'Closed' as never, changedBy: 'admin-1' })
      .thenFails('FEEDBACK.STATUS');
  });
});
