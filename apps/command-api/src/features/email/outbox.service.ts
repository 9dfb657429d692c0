import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { EmailQueuedAnswer } from '@notary/contracts';
import type { Requester } from '../../core/http/requester';
import { QueueEmail, type EmailToSend } from './queue-email/queue-email.command';

export type { AttachmentToSend, EmailToSend } from './queue-email/queue-email.command';

/**
 * The outbox, for other features (an invoice e-mailed, a reminder): import EmailModule and inject
 * this. `queue` answers as soon as the message is recorded; the delivery worker sends it, retries
 * with backoff, and the notary follows it on the Outbox page.
 *
 *   await outbox.queue(by, {
 *     To: ['dana@title.example'], Subject: 'Invoice 1001', Text: '…',
 *     Attachments: [{ FileName: 'Invoice-1001.pdf', ContentType: 'application/pdf', Content: pdf }],
 *     Purpose: { Kind: 'invoice', RefId: signingId },
 *   });
 *
 * It throws (through the one error filter) 503 when SMTP_URL is not set, having stored nothing, and
 * 400 when an address is not one or the subject or To is empty. Addresses are plain ones here;
 * tokens are the send dialog's business.
 */
@Injectable()
export class Outbox {
  constructor(private readonly commands: CommandBus) {}

  queue(by: Requester, email: EmailToSend): Promise<EmailQueuedAnswer> {
    return this.commands.execute(new QueueEmail(by, email));
  }
}
