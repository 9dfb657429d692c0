import { emailStream, emailTemplateStream, type EmailQueued } from '@notary/events';
import { EMAIL_ATTACHMENT_HOLDS, EMAIL_MESSAGES, EMAIL_TEMPLATES, emailTemplatesProjection, outboxProjection } from '@notary/read-models';
import { projectionSpec } from '../support/projection-spec';
import { notaryLog, OWNER } from './fixtures';

const PDF = 'd'.repeat(64);
const queuedData = (MessageId: string): EmailQueued['data'] => ({
  MessageId,
  OwnerId: OWNER,
  From: '"Prairie Mobile Notary" <pat@notary.example>',
  ReplyTo: 'pat@notary.example',
  To: ['dana@title.example'],
  Cc: [],
  Bcc: [],
  Subject: 'Invoice 1001',
  Text: 'Please find my invoice.',
  Attachments: [{ FileName: 'Invoice-1001.pdf', ContentType: 'application/pdf', Sha256: PDF, Size: 1200 }],
  Purpose: { Kind: 'invoice', RefId: 'signing-1' },
});

describe('the outbox read model', () => {
  it('follows a message from queued through a retry to sent, and holds its attachment until it is sent', async () => {
    const log = notaryLog();
    const stream = emailStream('m-1');
    const queued = log.record(stream, { type: 'EmailQueued', data: queuedData('m-1') });
    const claimed = log.record(stream, { type: 'EmailDeliveryAttempted', data: { MessageId: 'm-1', Attempt: 1, At: '2026-03-01T09:01:00.000Z' } });
    const failed = log.record(stream, {
      type: 'EmailDeliveryFailed',
      data: { MessageId: 'm-1', Attempt: 1, Error: 'Mail delivery failed: 451 Try again later', Permanent: false, NextAttemptAt: '2026-03-01T09:03:00.000Z' },
    });
    const again = log.record(stream, { type: 'EmailDeliveryAttempted', data: { MessageId: 'm-1', Attempt: 2, At: '2026-03-01T09:03:00.000Z' } });
    const sent = log.record(stream, {
      type: 'EmailSent',
      data: { MessageId: 'm-1', Attempt: 2, Response: '250 OK', Accepted: ['dana@title.example'], Rejected: [] },
    });

    const sending = spec.given(queued, claimed);
    expect((await sending.documents(EMAIL_MESSAGES))[0]).toMatchObject({ State: 'Sending', Attempts: 1, ClaimExpiresAt: '2026-03-01T09:06:00.000Z' });
    const retrying = spec.given(queued, claimed, failed);
    expect((await retrying.documents(EMAIL_MESSAGES))[0]).toMatchObject({
      State: 'Retrying',
      LastError: 'Mail delivery failed: 451 Try again later',
      NextAttemptAt: '2026-03-01T09:03:00.000Z',
      ClaimExpiresAt: null,
    });
    await retrying.then(EMAIL_ATTACHMENT_HOLDS, [{ _id: PDF, Count: 1 }]);

    const done = spec.given(queued, claimed, failed, again, sent);
    expect((await done.documents(EMAIL_MESSAGES))[0]).toMatchObject({
      Id: 'm-1',
      OwnerId: OWNER,
      To: ['dana@title.example'],
      Subject: 'Invoice 1001',
      Purpose: { Kind: 'invoice', RefId: 'signing-1' },
      State: 'Sent',
      Attempts: 2,
      LastError: null,
      QueuedAt: queued.metadata.occurredAt,
      SentAt: sent.metadata.occurredAt,
    });
    // Sent: the bytes may go (the receipts sweep removes what nothing holds).
    await done.then(EMAIL_ATTACHMENT_HOLDS, [{ _id: PDF, Count: 0 }]);
    await done.thenAnnounced([
      { kind: 'email.queued', id: 'm-1' },
      { kind: 'email.changed', id: 'm-1' },
      { kind: 'email.changed', id: 'm-1' },
      { kind: 'email.changed', id: 'm-1' },
      { kind: 'email.changed', id: 'm-1' },
    ]);
  });

  it('shows a message the outbox gave up on as Failed, still holding its attachment, and queued again when sent again', async () => {
    const log = notaryLog();
    const stream = emailStream('m-2');
    const events = [
      log.record(stream, { type: 'EmailQueued', data: queuedData('m-2') }),
      log.record(stream, { type: 'EmailDeliveryAttempted', data: { MessageId: 'm-2', Attempt: 1, At: '2026-03-01T09:01:00.000Z' } }),
      log.record(stream, {
        type: 'EmailDeliveryFailed',
        data: { MessageId: 'm-2', Attempt: 1, Error: 'Mail delivery failed: 550 No such user', Permanent: true, NextAttemptAt: null },
      }),
    ];
    const failed = spec.given(...events);
    expect((await failed.documents(EMAIL_MESSAGES))[0]).toMatchObject({ State: 'Failed', LastError: 'Mail delivery failed: 550 No such user' });
    await failed.then(EMAIL_ATTACHMENT_HOLDS, [{ _id: PDF, Count: 1 }]);
    const retried = spec.given(...events, log.record(stream, { type: 'EmailRetryRequested', data: { MessageId: 'm-2', At: '2026-03-01T10:00:00.000Z' } }));
    expect((await retried.documents(EMAIL_MESSAGES))[0]).toMatchObject({ State: 'Queued', Attempts: 1 });
    await retried.then(EMAIL_ATTACHMENT_HOLDS, [{ _id: PDF, Count: 1 }]);
  });
});

const spec = projectionSpec(outboxProjection);

describe('the e-mail templates read model', () => {
  it('keeps each template of the notary by name, with its revision, until it is deleted', async () => {
    const log = notaryLog();
    const stream = emailTemplateStream('t-1');
    const content = {
      Name: 'Confirmation',
      EmailTo: '[PrimaryContact]',
      EmailCC: '',
      EmailBCC: '',
      EmailSubject: 'See you on [Date]',
      EmailBody: 'Dear [FirstName]',
    };
    const saved = log.record(stream, { type: 'EmailTemplateSaved', data: { TemplateId: 't-1', OwnerId: OWNER, Template: content } });
    const renamed = log.record(stream, {
      type: 'EmailTemplateSaved',
      data: { TemplateId: 't-1', OwnerId: OWNER, Template: { ...content, Name: 'Appointment Confirmation' } },
    });
    const templates = projectionSpec(emailTemplatesProjection);
    await templates.given(saved, renamed).then(EMAIL_TEMPLATES, [
      {
        _id: 't-1',
        Id: 't-1',
        OwnerId: OWNER,
        Revision: 1,
        ...content,
        Name: 'Appointment Confirmation',
        SortName: 'appointment confirmation',
        CreatedAt: saved.metadata.occurredAt,
        UpdatedAt: renamed.metadata.occurredAt,
      },
    ]);
    const deleted = log.record(stream, { type: 'EmailTemplateDeleted', data: { TemplateId: 't-1' } });
    await templates.given(saved, renamed, deleted).then(EMAIL_TEMPLATES, []);
    await templates.given(saved, deleted).thenAnnounced([
      { kind: 'email-template.saved', id: 't-1' },
      { kind: 'email-template.deleted', id: 't-1' },
    ]);
  });
});
