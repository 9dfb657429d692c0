import { EMAIL_EVENT_TYPES, type EmailEvent } from '@notary/events';
import { claimExpiresAt } from '@notary/domain';
import { documentPerStream, type DocumentChange, type ProjectionContext, type RecordedOf } from '@notary/projection-runtime';
import { EMAIL_ATTACHMENT_HOLDS, EMAIL_MESSAGES, type AttachmentHold, type EmailMessageDocument, type EmailMessageFields } from './email.documents';

/** The message's document after one event of its stream. Pure. */
export function evolveEmailMessage(document: EmailMessageDocument | null, event: RecordedOf<EmailEvent['type']>): EmailMessageFields {
  const UpdatedAt = event.metadata.occurredAt;
  switch (event.type) {
    case 'EmailQueued': {
      const { MessageId, OwnerId, To, Cc, Bcc, Subject, Purpose, Attachments } = event.data;
      return {
        Id: MessageId,
        OwnerId,
        To,
        Cc,
        Bcc,
        Subject,
        Purpose,
        State: 'Queued',
        Attempts: 0,
        LastError: null,
        NextAttemptAt: null,
        ClaimExpiresAt: null,
        Attachments,
        QueuedAt: UpdatedAt,
        SentAt: null,
        UpdatedAt,
      };
    }
    case 'EmailDeliveryAttempted':
      return {
        ...stored(document, event),
        State: 'Sending',
        Attempts: event.data.Attempt,
        NextAttemptAt: null,
        ClaimExpiresAt: claimExpiresAt(event.data.At),
        UpdatedAt,
      };
    case 'EmailSent':
      return { ...stored(document, event), State: 'Sent', LastError: null, NextAttemptAt: null, ClaimExpiresAt: null, SentAt: UpdatedAt, UpdatedAt };
    case 'EmailDeliveryFailed':
      return {
        ...stored(document, event),
        State: event.data.NextAttemptAt ? 'Retrying' : 'Failed',
        LastError: event.data.Error,
        NextAttemptAt: event.data.NextAttemptAt,
        ClaimExpiresAt: null,
        UpdatedAt,
      };
    case 'EmailRetryRequested':
      return { ...stored(document, event), State: 'Queued', NextAttemptAt: null, ClaimExpiresAt: null, UpdatedAt };
    default: {
      const exhaustive: never = event;
      return exhaustive;
    }
  }
}

function stored(document: EmailMessageDocument | null, event: RecordedOf<EmailEvent['type']>): EmailMessageFields {
  if (!document) throw new Error(`E-mail ${event.data.MessageId} has no document for ${event.type}`);
  const { _id: _, _position: __, ...fields } = document;
  return fields as EmailMessageFields;
}

/**
 * The outbox: one document per message, which the notary's outbox page lists and the delivery
 * worker reads to find what is due. A message waiting to go (Queued) is announced as 'email.queued',
 * which wakes the worker; every other change as 'email.changed'.
 */
export const outboxProjection = documentPerStream({
  name: 'email-outbox',
  version: 1,
  collection: EMAIL_MESSAGES,
  handles: EMAIL_EVENT_TYPES,
  indexes: [
    { collection: EMAIL_MESSAGES, keys: { OwnerId: 1, QueuedAt: -1 } },
    { collection: EMAIL_MESSAGES, keys: { State: 1, NextAttemptAt: 1 } },
  ],
  documentId: (event) => event.data.MessageId,
  evolve: evolveEmailMessage,
  announce: ({ id, after }) => ({ kind: after?.State === 'Queued' ? 'email.queued' : 'email.changed', id }),
  crossStream: {
    collections: [EMAIL_ATTACHMENT_HOLDS],
    handles: [],
    apply: async () => undefined,
    complete: holdAttachments,
  },
});

const held = (message: EmailMessageFields | null) => (message && message.State !== 'Sent' ? message.Attachments.map((file) => file.Sha256) : []);

/**
 * An unsent message holds its attachments' bytes (a failed one too: the notary may send it again);
 * once sent, it lets them go and the receipts sweep may remove bytes nothing else names.
 */
async function holdAttachments({ before, after }: DocumentChange<EmailEvent['type'], EmailMessageFields>, context: ProjectionContext) {
  const holds = context.collection<AttachmentHold>(EMAIL_ATTACHMENT_HOLDS);
  const [was, is] = [held(before), held(after)];
  for (const hash of was) if (!is.includes(hash)) await holds.updateOne({ _id: hash }, { $inc: { Count: -1 } });
  for (const hash of is) if (!was.includes(hash)) await holds.updateOne({ _id: hash }, { $inc: { Count: 1 } }, { upsert: true });
  return after;
}
