import type { EmailAttachmentRef, EmailPurpose } from '@notary/events';
import type { ProjectedDocument } from '@notary/projection-runtime';

/** Where a message is (the outbox page's words): see OutboxMessage in the HTTP contract. */
export type EmailDeliveryState = 'Queued' | 'Sending' | 'Sent' | 'Retrying' | 'Failed';

/** One message of the outbox, as the notary's outbox page and the delivery worker read it. */
export type EmailMessageFields = {
  Id: string;
  OwnerId: string;
  To: string[];
  Cc: string[];
  Bcc: string[];
  Subject: string;
  Purpose: EmailPurpose;
  State: EmailDeliveryState;
  /** Attempts claimed so far (the last one's number). */
  Attempts: number;
  LastError: string | null;
  /** When a Retrying message is due again. */
  NextAttemptAt: string | null;
  /** When a Sending attempt's claim lapses (a worker that died mid-send leaves it so). */
  ClaimExpiresAt: string | null;
  Attachments: EmailAttachmentRef[];
  QueuedAt: string;
  SentAt: string | null;
  UpdatedAt: string;
};

export interface EmailMessageDocument extends EmailMessageFields {
  _id: string;
  [key: string]: unknown;
}

/** How many unsent messages need an attachment's bytes (by hash): the receipts sweep keeps those above 0. */
export interface AttachmentHold extends ProjectedDocument {
  Count: number;
}

/** A template as the templates page and the send dialog read it. */
export type EmailTemplateFields = {
  Id: string;
  OwnerId: string;
  Revision: number;
  Name: string;
  /** Lower-case name, for the list's order. */
  SortName: string;
  EmailTo: string;
  EmailCC: string;
  EmailBCC: string;
  EmailSubject: string;
  EmailBody: string;
  CreatedAt: string;
  UpdatedAt: string;
};

export interface EmailTemplateDocument extends EmailTemplateFields {
  _id: string;
  [key: string]: unknown;
}

export const EMAIL_MESSAGES = 'email_messages';
export const EMAIL_ATTACHMENT_HOLDS = 'email_attachment_holds';
export const EMAIL_TEMPLATES = 'email_templates';
