import type { DomainEvent } from './envelope';

/** Why a message was sent: from a template (the send dialog), with an invoice, a batch invoice, or a payment reminder. */
export type EmailPurposeKind =
  'template' | 'invoice' | 'batch-invoice' | 'reminder' | 'receipt' | 'password-reset' | 'email-confirmation' | 'email-change-notice' | 'accountant-invitation';

export interface EmailPurpose {
  Kind: EmailPurposeKind;
  /** The template, invoice or batch invoice it was sent for; null when none. */
  RefId: string | null;
}

/** A file sent with a message: the bytes live in the blob store under their SHA-256, never in the log. */
export interface EmailAttachmentRef {
  FileName: string;
  ContentType: string;
  Sha256: string;
  Size: number;
}

/**
 * Stream `email-{MessageId}`: one message in the outbox. Nothing leaves the system inside a request:
 * the request records the intent (EmailQueued) and the delivery worker does the sending, claiming
 * each attempt (EmailDeliveryAttempted, appended at the stream's revision before SMTP is touched)
 * and recording its outcome.
 */
export type EmailQueued = DomainEvent<
  'EmailQueued',
  {
    MessageId: string;
    OwnerId: string;
    /** The notary, as `"Display Name" <address>`. */
    From: string;
    ReplyTo: string;
    To: string[];
    Cc: string[];
    Bcc: string[];
    Subject: string;
    Text: string;
    Attachments: EmailAttachmentRef[];
    Purpose: EmailPurpose;
  }
>;
/** A worker took attempt number `Attempt` at `At`; until its outcome (or its lease ends) no one else sends. */
export type EmailDeliveryAttempted = DomainEvent<'EmailDeliveryAttempted', { MessageId: string; Attempt: number; At: string }>;
/** The mail server took the message (`Rejected`: recipients it refused while taking it for the others). */
export type EmailSent = DomainEvent<'EmailSent', { MessageId: string; Attempt: number; Response: string; Accepted: string[]; Rejected: string[] }>;
/** The attempt failed; `NextAttemptAt` null means the outbox gave up (a permanent error, or too many attempts). */
export type EmailDeliveryFailed = DomainEvent<
  'EmailDeliveryFailed',
  { MessageId: string; Attempt: number; Error: string; Permanent: boolean; NextAttemptAt: string | null }
>;
/** The notary asked for a message the outbox gave up on to be sent again (a new round of attempts). */
export type EmailRetryRequested = DomainEvent<'EmailRetryRequested', { MessageId: string; At: string }>;

export type EmailEvent = EmailQueued | EmailDeliveryAttempted | EmailSent | EmailDeliveryFailed | EmailRetryRequested;

export const emailStream = (messageId: string) => `email-${messageId}`;

/** An e-mail template as the notary wrote it (spec 001 §3): address lists may hold tokens such as [PrimaryContact]. */
export interface EmailTemplateContent {
  Name: string;
  EmailTo: string;
  EmailCC: string;
  EmailBCC: string;
  EmailSubject: string;
  EmailBody: string;
}

/**
 * Stream `email-template-{TemplateId}`: one stream per template, since each changes on its own (two
 * tabs editing two templates never conflict) and no rule spans templates.
 */
export type EmailTemplateSaved = DomainEvent<'EmailTemplateSaved', { TemplateId: string; OwnerId: string; Template: EmailTemplateContent }>;
export type EmailTemplateDeleted = DomainEvent<'EmailTemplateDeleted', { TemplateId: string }>;

export type EmailTemplateEvent = EmailTemplateSaved | EmailTemplateDeleted;

export const emailTemplateStream = (templateId: string) => `email-template-${templateId}`;
