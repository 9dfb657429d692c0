import { EMAIL_CLAIM_LEASE_MS, EMAIL_RETRY_DELAYS_MS, OUTBOX_MESSAGES as M, outboxDecider, type EmailToQueue } from '@notary/domain';
import type { EmailEvent } from '@notary/events';
import { given } from '../support/given-when-then';

const email = (overrides: Partial<EmailToQueue> = {}): EmailToQueue => ({
  From: '"Prairie Mobile Notary" <pat@notary.example>',
  ReplyTo: 'pat@notary.example',
  To: ['dana@title.example'],
  Cc: [],
  Bcc: ['pat@notary.example'],
  Subject: 'Invoice 1001',
  Text: 'Please find my invoice.',
  Attachments: [{ FileName: 'Invoice-1001.pdf', ContentType: 'application/pdf', Sha256: 'c'.repeat(64), Size: 1200 }],
  Purpose: { Kind: 'invoice', RefId: 'signing-1' },
  ...overrides,
});
const queue = (overrides: Partial<EmailToQueue> = {}) => ({ type: 'QueueEmail', messageId: 'm1', ownerId: 'n1', email: email(overrides) }) as const;

const T0 = new Date('2026-03-05T15:00:00.000Z');
const later = (ms: number) => new Date(T0.getTime() + ms);
const iso = (ms: number) => later(ms).toISOString();

const queued: EmailEvent = { type: 'EmailQueued', data: { MessageId: 'm1', OwnerId: 'n1', ...email() } };
const attempted = (Attempt: number, atMs = 0): EmailEvent => ({ type: 'EmailDeliveryAttempted', data: { MessageId: 'm1', Attempt, At: iso(atMs) } });
const failed = (Attempt: number, NextAttemptAt: string | null, Permanent = false): EmailEvent => ({
  type: 'EmailDeliveryFailed',
  data: { MessageId: 'm1', Attempt, Error: '451 Try again later', Permanent, NextAttemptAt },
});
const lapsed = (Attempt: number, NextAttemptAt: string | null): EmailEvent => ({
  type: 'EmailDeliveryFailed',
  data: { MessageId: 'm1', Attempt, Error: M.lapsed, Permanent: false, NextAttemptAt },
});
const sent = (Attempt: number): EmailEvent => ({
  type: 'EmailSent',
  data: { MessageId: 'm1', Attempt, Response: '250 OK', Accepted: ['dana@title.example'], Rejected: [] },
});
const failure = (attempt: number, permanent = false, atMs = 0) =>
  ({ type: 'RecordFailure', attempt, error: '451 Try again later', permanent, now: later(atMs) }) as const;

/** Attempts 1..n, each failed with the schedule's backoff. */
function failedRounds(n: number): EmailEvent[] {
  const events: EmailEvent[] = [queued];
  for (let attempt = 1; attempt <= n; attempt++) events.push(attempted(attempt), failed(attempt, iso(EMAIL_RETRY_DELAYS_MS[attempt - 1] ?? 0)));
  return events;
}

describe('the outbox', () => {
  it('queues a message once, with every recipient checked', () => {
    given(outboxDecider).when(queue()).then([queued]);
    // A retried request adds nothing.
    given(outboxDecider, [queued]).when(queue()).thenNothing();
    given(outboxDecider)
      .when(queue({ To: [] }))
      .thenFails('EMAIL.INVALID', M.noRecipient);
    given(outboxDecider)
      .when(queue({ Subject: '  ' }))
      .thenFails('EMAIL.INVALID', M.subjectRequired);
    given(outboxDecider)
      .when(queue({ Cc: ['dana'] }))
      .thenFails('EMAIL.INVALID', '"dana" is not an e-mail address');
    given(outboxDecider)
      .when(queue({ From: 'pat' }))
      .thenFails('EMAIL.INVALID', M.badSender);
  });

  it('claims an attempt before sending, numbered, and refuses a second claim while the first is under way', () => {
    given(outboxDecider, [queued])
      .when({ type: 'ClaimAttempt', now: T0 })
      .then([attempted(1)]);
    given(outboxDecider, [queued, attempted(1)])
      .when({ type: 'ClaimAttempt', now: later(60_000) })
      .thenFails('EMAIL.IN_PROGRESS', M.inProgress);
    // A worker that died mid-send: once its lease has passed, that attempt is recorded as failed
    // (due again at once) and the next one is claimed.
    given(outboxDecider, [queued, attempted(1)])
      .when({ type: 'ClaimAttempt', now: later(EMAIL_CLAIM_LEASE_MS) })
      .then([lapsed(1, iso(EMAIL_CLAIM_LEASE_MS)), attempted(2, EMAIL_CLAIM_LEASE_MS)]);
  });

  it('gives up on a message whose every attempt died mid-send, instead of claiming it for ever', () => {
    const history = [queued, attempted(1), failed(1, iso(60_000)), attempted(2, 60_000)];
    given(outboxDecider, history)
      .when({ type: 'ClaimAttempt', now: later(60_000 + EMAIL_CLAIM_LEASE_MS), retryDelaysMs: [60_000] })
      .then([lapsed(2, null)]);
  });

  it('never claims a message that was sent, or one it gave up on', () => {
    given(outboxDecider, [queued, attempted(1), sent(1)])
      .when({ type: 'ClaimAttempt', now: later(EMAIL_CLAIM_LEASE_MS * 10) })
      .thenFails('EMAIL.ALREADY_SENT', M.alreadySent);
    given(outboxDecider, [queued, attempted(1), failed(1, null, true)])
      .when({ type: 'ClaimAttempt', now: later(3_600_000) })
      .thenFails('EMAIL.GAVE_UP', M.gaveUp);
  });

  it('records the sent message once; a late success of an earlier attempt still counts as sent', () => {
    const record = { type: 'RecordSent' as const, attempt: 1, response: '250 OK', accepted: ['dana@title.example'], rejected: [] };
    given(outboxDecider, [queued, attempted(1)])
      .when(record)
      .then([sent(1)]);
    given(outboxDecider, [queued, attempted(1), sent(1)])
      .when(record)
      .thenNothing();
    given(outboxDecider, [queued, attempted(1), lapsed(1, iso(EMAIL_CLAIM_LEASE_MS)), attempted(2, EMAIL_CLAIM_LEASE_MS)])
      .when(record)
      .then([sent(1)]);
  });

  it('waits 1 minute, 5 minutes, 30 minutes, 2 hours and 6 hours between failed attempts, then gives up', () => {
    expect(EMAIL_RETRY_DELAYS_MS).toEqual([60_000, 300_000, 1_800_000, 7_200_000, 21_600_000]);
    given(outboxDecider, [queued, attempted(1)])
      .when(failure(1))
      .then([failed(1, iso(60_000))]);
    given(outboxDecider, failedRounds(1).concat(attempted(2)))
      .when(failure(2))
      .then([failed(2, iso(300_000))]);
    given(outboxDecider, failedRounds(5).concat(attempted(6)))
      .when(failure(6))
      .then([failed(6, null)]);
  });

  it('refuses a new attempt until the backoff has passed', () => {
    given(outboxDecider, failedRounds(1))
      .when({ type: 'ClaimAttempt', now: later(59_999) })
      .thenFails('EMAIL.NOT_DUE', M.notDue);
    given(outboxDecider, failedRounds(1))
      .when({ type: 'ClaimAttempt', now: later(60_000) })
      .then([attempted(2, 60_000)]);
  });

  it('gives up at once on a permanent error, and takes a short schedule when given one', () => {
    given(outboxDecider, [queued, attempted(1)])
      .when(failure(1, true))
      .then([failed(1, null, true)]);
    given(outboxDecider, [queued, attempted(1)])
      .when({ ...failure(1), retryDelaysMs: [200] })
      .then([failed(1, iso(200))]);
    given(outboxDecider, [queued, attempted(1), failed(1, iso(200)), attempted(2)])
      .when({ ...failure(2), retryDelaysMs: [200] })
      .then([failed(2, null)]);
  });

  it('ignores the outcome of an attempt that is no longer the one under way', () => {
    given(outboxDecider, [queued, attempted(1), lapsed(1, iso(EMAIL_CLAIM_LEASE_MS)), attempted(2, EMAIL_CLAIM_LEASE_MS)])
      .when(failure(1))
      .thenNothing();
    given(outboxDecider, [queued, attempted(1), failed(1, iso(60_000))])
      .when(failure(1))
      .thenNothing();
  });

  it('sends a failed message again on request, with a new round of attempts', () => {
    const gaveUp = [queued, attempted(1), failed(1, null, true)];
    given(outboxDecider, gaveUp)
      .when({ type: 'SendAgain', now: later(1000) })
      .then([{ type: 'EmailRetryRequested', data: { MessageId: 'm1', At: iso(1000) } }]);
    const again = [...failedRounds(6), { type: 'EmailRetryRequested', data: { MessageId: 'm1', At: iso(0) } } as EmailEvent];
    const state = given(outboxDecider, again).state;
    expect(state).toMatchObject({ status: 'queued', attempt: 6, attemptsInRound: 0 });
    // The next attempt is number 7, and its failure waits a minute again.
    given(outboxDecider, again)
      .when({ type: 'ClaimAttempt', now: T0 })
      .then([attempted(7)]);
    given(outboxDecider, [...again, attempted(7)])
      .when(failure(7))
      .then([failed(7, iso(60_000))]);
    given(outboxDecider, [queued, attempted(1), sent(1)])
      .when({ type: 'SendAgain', now: T0 })
      .thenFails('EMAIL.ALREADY_SENT', M.alreadySent);
    given(outboxDecider, [queued]).when({ type: 'SendAgain', now: T0 }).thenFails('EMAIL.NOT_FAILED', M.notFailed);
    given(outboxDecider).when({ type: 'SendAgain', now: T0 }).thenFails('EMAIL.NOT_FOUND', M.notFound);
  });
});
