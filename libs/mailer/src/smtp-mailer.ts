import { createTransport, type Transporter } from 'nodemailer';
import SMTPTransport from 'nodemailer/lib/smtp-transport';
import { MailDeliveryError, messageIdHeader, type Mailer, type MailReceipt, type OutgoingMail } from './mailer';
import { parseSmtpUrl } from './smtp-url';

export interface SmtpMailerOptions {
  /** How long to wait for the TCP (and TLS) connection. Default 10 s. */
  connectionTimeoutMs?: number;
  /** How long to wait for the server's greeting once connected. Default 10 s. */
  greetingTimeoutMs?: number;
  /** How long the connection may stay silent mid-conversation. Default 30 s. */
  socketTimeoutMs?: number;
}

/**
 * Sends through an SMTP server named by a URL (`smtp://user:pass@host:587`, `smtps://…`) with
 * nodemailer, one connection per message: an outbox sends a few messages a minute, so a pool
 * would only hold idle connections open.
 */
export class SmtpMailer implements Mailer {
  readonly configured = true;
  readonly description: string;
  private readonly transport: Transporter<SMTPTransport.SentMessageInfo, SMTPTransport.Options>;
  private closed = false;

  constructor(smtpUrl: string, options: SmtpMailerOptions = {}) {
    const endpoint = parseSmtpUrl(smtpUrl);
    this.description = `SMTP ${endpoint.host}:${endpoint.port}${endpoint.secure ? ' (TLS)' : ''}`;
    // The transport is built here, not by createTransport({ url, ... }): given a `url`, createTransport
    // keeps only what the URL says and drops every other option, these timeouts included. Options
    // written in the URL's query still win over these defaults.
    const smtp = new SMTPTransport({
      url: smtpUrl,
      connectionTimeout: options.connectionTimeoutMs ?? 10_000,
      greetingTimeout: options.greetingTimeoutMs ?? 10_000,
      socketTimeout: options.socketTimeoutMs ?? 30_000,
    });
    // Attachments come as bytes: nothing in a message may make this process read a file or fetch a URL.
    this.transport = createTransport(smtp, { disableFileAccess: true, disableUrlAccess: true });
  }

  async send(mail: OutgoingMail): Promise<MailReceipt> {
    if (this.closed) throw new MailDeliveryError('Mail delivery failed: the mailer was closed (the server is shutting down)', false);
    try {
      const info = await this.transport.sendMail({
        messageId: messageIdHeader(mail.messageId),
        from: mail.from,
        replyTo: mail.replyTo,
        to: mail.to,
        cc: mail.cc,
        bcc: mail.bcc,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        attachments: mail.attachments?.map(({ filename, contentType, content }) => ({ filename, contentType, content })),
      });
      return { messageId: info.messageId, accepted: info.accepted.map(addressOf), rejected: info.rejected.map(addressOf), response: info.response };
    } catch (error) {
      throw deliveryError(error);
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    this.transport.close();
  }
}

const addressOf = (recipient: string | { address: string }) => (typeof recipient === 'string' ? recipient : recipient.address);

/** What nodemailer puts on its errors (smtp-connection's _formatError). */
interface NodemailerError extends Error {
  code?: string;
  responseCode?: number;
  response?: string;
  command?: string;
  rejectedErrors?: NodemailerError[];
}

/**
 * Failures that say something is wrong with the message or the settings, not with the moment:
 * an address nodemailer cannot use, a login the server refused or that was missing.
 */
const PERMANENT_CODES = new Set(['EENVELOPE', 'EMESSAGE', 'EAUTH', 'ENOAUTH', 'ECONFIG', 'EREQUIRETLS', 'EFILEACCESS', 'EURLACCESS']);

const isTemporaryReply = (code: number | undefined) => code !== undefined && code >= 400 && code < 500;
const isPermanentReply = (code: number | undefined) => code !== undefined && code >= 500 && code < 600;

/**
 * Turns a nodemailer failure into a MailDeliveryError that says whether to retry. The server's
 * reply code decides when there is one (4xx: try later, 5xx: it will not take it); a connection
 * refused, reset or timed out is transient; when every recipient was refused, it is permanent
 * unless one of the refusals was temporary (4xx), since a later try may reach that one.
 */
export function deliveryError(error: unknown): MailDeliveryError {
  if (error instanceof MailDeliveryError) return error;
  const failure = (error instanceof Error ? error : new Error(String(error))) as NodemailerError;
  const message = `Mail delivery failed: ${failure.message}`;
  const code = typeof failure.responseCode === 'number' ? failure.responseCode : undefined;
  const refusals = failure.rejectedErrors ?? [];
  if (refusals.length > 0) {
    const temporary = refusals.find((refusal) => isTemporaryReply(refusal.responseCode));
    return new MailDeliveryError(message, !temporary, temporary?.responseCode ?? code, { cause: error });
  }
  if (isTemporaryReply(code)) return new MailDeliveryError(message, false, code, { cause: error });
  if (isPermanentReply(code)) return new MailDeliveryError(message, true, code, { cause: error });
  // No reply code: a network failure (ESOCKET, ECONNECTION, ETIMEDOUT, EDNS, ETLS…) is worth another
  // try; so is anything unforeseen, which the outbox's attempt limit still bounds.
  return new MailDeliveryError(message, PERMANENT_CODES.has(failure.code ?? ''), code, { cause: error });
}
