import type { EmailTemplate, OutboxMessage } from '@notary/contracts';
import { EMAIL_TEMPLATE_MESSAGES, notFound, OUTBOX_MESSAGES } from '@notary/domain';
import type { EmailTemplateContent } from '@notary/events';
import { MAIL_NOT_CONFIGURED_MESSAGE } from '@notary/mailer';
import type { EmailMessageDocument, EmailTemplateDocument } from '@notary/read-models';
import { ApiError } from '../../core/http/api-error';

export const emailNotFound = () => notFound('EMAIL.NOT_FOUND', OUTBOX_MESSAGES.notFound);
export const emailTemplateNotFound = () => notFound('EMAIL_TEMPLATE.NOT_FOUND', EMAIL_TEMPLATE_MESSAGES.notFound);
export const signingNotFound = () => notFound('SIGNING.NOT_FOUND', 'The signing was not found. It may have been deleted.');

/**
 * A server without SMTP_URL cannot send: 503 (the service the request needs is not there) with a
 * message that says so plainly, rather than a queue that would never empty.
 */
export const emailNotConfigured = () => new ApiError(503, { Response: MAIL_NOT_CONFIGURED_MESSAGE, Code: 'EMAIL.NOT_CONFIGURED' });

/** A template as the wire shows it. */
export function templateAnswer(id: string, revision: number, template: EmailTemplateContent): EmailTemplate {
  return { Id: id, Revision: revision, ...template };
}

export function templateFromDocument(document: EmailTemplateDocument): EmailTemplate {
  const { Id, Revision, Name, EmailTo, EmailCC, EmailBCC, EmailSubject, EmailBody } = document;
  return { Id, Revision, Name, EmailTo, EmailCC, EmailBCC, EmailSubject, EmailBody };
}

/** A message of the outbox as the notary sees it (without the worker's bookkeeping). */
export function outboxMessageFrom(document: EmailMessageDocument): OutboxMessage {
  return {
    Id: document.Id,
    To: document.To,
    Cc: document.Cc,
    Bcc: document.Bcc,
    Subject: document.Subject,
    Purpose: document.Purpose,
    State: document.State,
    Attempts: document.Attempts,
    LastError: document.LastError,
    NextAttemptAt: document.NextAttemptAt,
    QueuedAt: document.QueuedAt,
    SentAt: document.SentAt,
    AttachmentNames: document.Attachments.map((file) => file.FileName),
  };
}
