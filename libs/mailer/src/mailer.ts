/** A file sent with a message (an invoice PDF): the bytes travel as given, never read from a path. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface OutgoingMail {
  /**
   * Stable id (e.g. the outbox message id); becomes the Message-ID header `<{messageId}@notary.local>`
   * so a retried delivery is recognisably the same message.
   */
  messageId: string;
  /** An address, or `Name <address>`. */
  from: string;
  replyTo?: string;
  to: string[];
  cc?: string[];
  /** Receives the message but appears in no header. */
  bcc?: string[];
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
}

/** What the mail server said when it took the message. */
export interface MailReceipt {
  /** The Message-ID header as sent: `<{messageId}@notary.local>`. */
  messageId: string;
  /** Recipients the server took. */
  accepted: string[];
  /** Recipients the server refused while taking the others (the message still went to the accepted ones). */
  rejected: string[];
  /** The server's last reply, e.g. `250 OK: queued as 12345`. */
  response: string;
}

/**
 * The Mailer port: hands a message to a mail server. It does not retry: an outbox dispatcher does,
 * guided by MailDeliveryError.permanent.
 */
export interface Mailer {
  /** False when the server has no mail settings: every send then fails with MailNotConfiguredError. */
  readonly configured: boolean;
  /** Where mail goes, for logs and the operator's status page; never holds a password. */
  readonly description: string;
  send(mail: OutgoingMail): Promise<MailReceipt>;
  close(): Promise<void>;
}

/** The domain every Message-ID of this app ends with. */
export const MESSAGE_ID_DOMAIN = 'notary.local';

/**
 * The Message-ID header for a message id. Characters a Message-ID may not hold (spaces, `@`, `<`,
 * `>`, non-ASCII) are written as `=XX` per UTF-8 byte, so distinct ids stay distinct headers.
 */
export function messageIdHeader(messageId: string): string {
  const local = Array.from(Buffer.from(messageId, 'utf8'))
    .map((byte) => {
      const char = String.fromCharCode(byte);
      return /[A-Za-z0-9!#$%&'*+/?^_`{|}~.-]/.test(char) ? char : `=${byte.toString(16).toUpperCase().padStart(2, '0')}`;
    })
    .join('');
  return `<${local}@${MESSAGE_ID_DOMAIN}>`;
}

export const MAIL_NOT_CONFIGURED_MESSAGE = 'E-mail is not configured on this server: set SMTP_URL to send e-mail.';

/** Sending was asked of a server without mail settings: nothing to retry until an operator sets SMTP_URL. */
export class MailNotConfiguredError extends Error {
  constructor() {
    super(MAIL_NOT_CONFIGURED_MESSAGE);
    this.name = 'MailNotConfiguredError';
  }
}

/**
 * The mail server did not take the message. `permanent` tells an outbox whether trying again can
 * help: a 5xx reply, a refused login or every recipient refused for good will fail the same way
 * again; a 4xx reply, a timeout or a lost connection may well succeed later.
 */
export class MailDeliveryError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
    /** The SMTP reply code, when the server answered (e.g. 451, 550). */
    readonly responseCode?: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'MailDeliveryError';
  }
}
