import type { ReadModelCatalog } from '@notary/projection-runtime';
import type { OwnerScope } from '../shared/owner-scope';
import {
  EMAIL_ATTACHMENT_HOLDS,
  EMAIL_MESSAGES,
  EMAIL_TEMPLATES,
  type AttachmentHold,
  type EmailMessageDocument,
  type EmailTemplateDocument,
} from './email.documents';

const WITHOUT_STORAGE = { _id: 0, _position: 0 } as const;

/** A page of the notary's outbox, newest first. */
export async function outboxPage(scope: OwnerScope, request: { PageNumber: number; PageSize: number }) {
  const [Messages, TotalCount] = await Promise.all([
    scope.find<EmailMessageDocument>(
      EMAIL_MESSAGES,
      {},
      {
        sort: { QueuedAt: -1, Id: -1 },
        skip: (request.PageNumber - 1) * request.PageSize,
        limit: request.PageSize,
        projection: WITHOUT_STORAGE,
      },
    ),
    scope.count(EMAIL_MESSAGES),
  ]);
  return { Messages, TotalCount };
}

export function findEmailMessage(scope: OwnerScope, id: string): Promise<EmailMessageDocument | null> {
  return scope.findOne<EmailMessageDocument>(EMAIL_MESSAGES, { _id: id }, { projection: WITHOUT_STORAGE });
}

/** The notary's templates by name. */
export function emailTemplates(scope: OwnerScope): Promise<EmailTemplateDocument[]> {
  return scope.find<EmailTemplateDocument>(EMAIL_TEMPLATES, {}, { sort: { SortName: 1, Id: 1 }, projection: WITHOUT_STORAGE });
}

export function findEmailTemplate(scope: OwnerScope, id: string): Promise<EmailTemplateDocument | null> {
  return scope.findOne<EmailTemplateDocument>(EMAIL_TEMPLATES, { _id: id }, { projection: WITHOUT_STORAGE });
}

/**
 * Operator-side (the delivery worker, every owner): messages due now, oldest first: waiting, past
 * their backoff, or claimed by a worker whose lease ran out (it died mid-send).
 */
export function dueEmailMessages(catalog: ReadModelCatalog, now: Date, limit = 100): Promise<EmailMessageDocument[]> {
  const at = now.toISOString();
  return catalog
    .collection<EmailMessageDocument>(EMAIL_MESSAGES)
    .find(
      { $or: [{ State: 'Queued' }, { State: 'Retrying', NextAttemptAt: { $lte: at } }, { State: 'Sending', ClaimExpiresAt: { $lte: at } }] },
      { sort: { QueuedAt: 1 }, limit },
    );
}

/** Operator-side: when the next message falls due (a retry's time or a claim's lapse), or null when none waits for a time. */
export async function nextEmailDueAt(catalog: ReadModelCatalog): Promise<string | null> {
  const messages = catalog.collection<EmailMessageDocument>(EMAIL_MESSAGES);
  const [retry] = await messages.find({ State: 'Retrying' }, { sort: { NextAttemptAt: 1 }, limit: 1 });
  const [claim] = await messages.find({ State: 'Sending' }, { sort: { ClaimExpiresAt: 1 }, limit: 1 });
  const times = [retry?.NextAttemptAt, claim?.ClaimExpiresAt].filter((time): time is string => Boolean(time)).sort();
  return times[0] ?? null;
}

/** Operator-side: how many messages wait to be sent (for the log, when e-mail is not configured). */
export function waitingEmailCount(catalog: ReadModelCatalog): Promise<number> {
  return catalog.collection(EMAIL_MESSAGES).countDocuments({ State: { $in: ['Queued', 'Retrying', 'Sending'] } });
}

/** Operator-side: whether an unsent message still needs an attachment's bytes. */
export async function emailAttachmentHeld(catalog: ReadModelCatalog, hash: string): Promise<boolean> {
  const hold = await catalog.collection<AttachmentHold>(EMAIL_ATTACHMENT_HOLDS).findOne({ _id: hash });
  return (hold?.Count ?? 0) > 0;
}
