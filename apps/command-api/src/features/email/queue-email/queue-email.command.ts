import { Command } from '@nestjs/cqrs';
import type { EmailQueuedAnswer } from '@notary/contracts';
import type { EmailPurpose } from '@notary/events';
import type { Requester } from '../../../core/http/requester';

/** A file to send with a message: its bytes go to the blob store, the log names them by hash. */
export interface AttachmentToSend {
  FileName: string;
  ContentType: string;
  Content: Buffer;
}

/** A message for the outbox, addresses already resolved (no tokens). The sender is the notary. */
export interface EmailToSend {
  To: string[];
  Cc?: string[];
  Bcc?: string[];
  Subject: string;
  Text: string;
  Attachments?: AttachmentToSend[];
  Purpose: EmailPurpose;
  /**
   * Where replies go when not to the notary's own address (the invoice dialog's Sender). The
   * message is still From the notary's address, which the SMTP server lets this app send as.
   */
  ReplyTo?: string;
  /**
   * Tells apart several messages one request queues (one per customer of a batch, say): the
   * message id derives from the request's command id and this key, so a retried request queues
   * each message once. Default '0'.
   */
  Key?: string;
}

/** Puts a message in the notary's outbox; the delivery worker sends it. */
export class QueueEmail extends Command<EmailQueuedAnswer> {
  constructor(
    readonly by: Requester,
    readonly email: EmailToSend,
  ) {
    super();
  }
}
