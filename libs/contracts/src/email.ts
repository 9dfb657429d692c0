import { z } from 'zod';
import { id, optionalId, revision, text, type Written } from './primitives';

/** A To, CC or BCC field as typed: comma-separated addresses and address tokens. */
const addressList = () => text(2000).default('');

/** Spec 001 §7's template and send bodies; the domain says what is required (a name, a subject, a To). */
const emailFields = {
  EmailTo: addressList(),
  EmailCC: addressList(),
  EmailBCC: addressList(),
  EmailSubject: text(300).default(''),
  EmailBody: text(50_000).default(''),
};

/** An id of a saved template, or a new one: 0 (as the spec's client sends it), '', null or absent. */
const templateId = () =>
  z
    .union([z.literal(0), z.literal(''), z.null(), id()])
    .optional()
    .transform((value) => value || null);

/** POST savetemplate (spec 001 §3's E-mail template). */
export const EmailTemplateBody = z.object({
  Id: templateId(),
  Revision: revision(),
  Name: text(150).default(''),
  ...emailFields,
});
export type EmailTemplateSaveBody = z.input<typeof EmailTemplateBody>;
export type EmailTemplateInput = z.output<typeof EmailTemplateBody>;

/**
 * POST send (spec 001 §3's E-mail to send). With AppointmentId the tokens are filled from that
 * signing, its customer and contact; TemplateId says which template it was written from, if any.
 */
export const EmailSendBody = z.object({
  ...emailFields,
  AppointmentId: optionalId(),
  TemplateId: optionalId(),
});
export type EmailSendRequest = z.input<typeof EmailSendBody>;
export type EmailSendInput = z.output<typeof EmailSendBody>;

/** POST preview: the same draft, shown with its tokens filled (from the signing, or with example values). */
export const EmailPreviewBody = EmailSendBody;
export type EmailPreviewRequest = EmailSendRequest;

export const EmailIdParam = id();

/** GET /api/emailapi/outbox?PageNumber&PageSize (query values arrive as text). */
export const OutboxPageQuery = z.object({
  PageNumber: z.coerce.number().int().min(1).max(100_000).default(1),
  PageSize: z.coerce.number().int().min(1).max(100).default(20),
});

/** A saved template as gettemplates and savetemplate answer it. */
export interface EmailTemplate {
  Id: string;
  Revision: number;
  Name: string;
  EmailTo: string;
  EmailCC: string;
  EmailBCC: string;
  EmailSubject: string;
  EmailBody: string;
}

export interface EmailTemplateSaved extends EmailTemplate, Written {
  Unchanged: boolean;
}

/** getsampletemplates: templates to start from (they have no Id until saved as the notary's own). */
export interface SampleEmailTemplate {
  Name: string;
  EmailTo: string;
  EmailCC: string;
  EmailBCC: string;
  EmailSubject: string;
  EmailBody: string;
}

export interface EmailTokenAnswer {
  Token: string;
  Description: string;
}

/** gettokens: what the editor's insert list offers, for the texts and for the address lists. */
export interface EmailTokenList {
  TextTokens: EmailTokenAnswer[];
  AddressTokens: EmailTokenAnswer[];
}

/** preview: the message as it would go, or why it could not (the send's own messages, by field). */
export interface EmailPreview {
  To: string[];
  Cc: string[];
  Bcc: string[];
  Subject: string;
  Body: string;
  /** True when the values are examples (no signing was given). */
  Example: boolean;
}

/** Why a message was sent, and what it was for (the template, invoice or batch invoice's id). */
export interface OutboxPurpose {
  Kind:
    | 'template'
    | 'invoice'
    | 'batch-invoice'
    | 'reminder'
    | 'receipt'
    | 'password-reset'
    | 'email-confirmation'
    | 'email-change-notice'
    | 'accountant-invitation';
  RefId: string | null;
}

/** Where a message is: waiting, being handed to the mail server, taken by it, waiting to try again, or given up on. */
export type EmailDeliveryState = 'Queued' | 'Sending' | 'Sent' | 'Retrying' | 'Failed';

/** One message of the outbox as the notary sees it. */
export interface OutboxMessage {
  Id: string;
  To: string[];
  Cc: string[];
  Bcc: string[];
  Subject: string;
  Purpose: OutboxPurpose;
  State: EmailDeliveryState;
  Attempts: number;
  LastError: string | null;
  /** When a Retrying message is tried next (ISO 8601, UTC). */
  NextAttemptAt: string | null;
  QueuedAt: string;
  SentAt: string | null;
  AttachmentNames: string[];
}

export interface OutboxPage {
  Messages: OutboxMessage[];
  TotalCount: number;
  PageNumber: number;
  PageSize: number;
}

/** send's answer: the message is in the outbox (it goes out in the background). */
export interface EmailQueuedAnswer extends Written {
  MessageId: string;
  State: EmailDeliveryState;
}

/** GET /api/emailapi/status: whether this server can send e-mail at all, said plainly when not. */
export interface EmailStatus {
  Configured: boolean;
  Message: string | null;
}
