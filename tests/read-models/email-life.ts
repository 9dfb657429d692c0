import { emailStream, emailTemplateStream, type KnownEvent } from '@notary/events';
import type { RecordedOf } from '@notary/projection-runtime';

type Record = (streamId: string, event: KnownEvent) => RecordedOf<KnownEvent['type']>;

/** A notary's e-mail: a template saved, renamed and deleted; a message queued, failed, sent again and sent. */
export function emailLife(record: Record, ownerId: string, prefix: string) {
  const template = emailTemplateStream(`${prefix}-t1`);
  const content = {
    Name: 'Confirmation',
    EmailTo: '[PrimaryContact]',
    EmailCC: '',
    EmailBCC: '',
    EmailSubject: 'See you on [Date]',
    EmailBody: 'Dear [FirstName]',
  };
  const message = emailStream(`${prefix}-mail1`);
  const MessageId = `${prefix}-mail1`;
  return [
    record(template, { type: 'EmailTemplateSaved', data: { TemplateId: `${prefix}-t1`, OwnerId: ownerId, Template: content } }),
    record(template, { type: 'EmailTemplateSaved', data: { TemplateId: `${prefix}-t1`, OwnerId: ownerId, Template: { ...content, Name: 'Confirm' } } }),
    record(template, { type: 'EmailTemplateDeleted', data: { TemplateId: `${prefix}-t1` } }),
    record(message, {
      type: 'EmailQueued',
      data: {
        MessageId,
        OwnerId: ownerId,
        From: `${prefix}@example.com`,
        ReplyTo: `${prefix}@example.com`,
        To: ['dana@title.example'],
        Cc: [],
        Bcc: [],
        Subject: 'Documents received',
        Text: 'Thank you.',
        Attachments: [],
        Purpose: { Kind: 'template', RefId: null },
      },
    }),
    record(message, { type: 'EmailDeliveryAttempted', data: { MessageId, Attempt: 1, At: '2026-03-20T10:00:00.000Z' } }),
    record(message, { type: 'EmailDeliveryFailed', data: { MessageId, Attempt: 1, Error: '550 No such user', Permanent: true, NextAttemptAt: null } }),
    record(message, { type: 'EmailRetryRequested', data: { MessageId, At: '2026-03-20T11:00:00.000Z' } }),
    record(message, { type: 'EmailDeliveryAttempted', data: { MessageId, Attempt: 2, At: '2026-03-20T11:00:00.000Z' } }),
    record(message, { type: 'EmailSent', data: { MessageId, Attempt: 2, Response: '250 OK', Accepted: ['dana@title.example'], Rejected: [] } }),
  ];
}
