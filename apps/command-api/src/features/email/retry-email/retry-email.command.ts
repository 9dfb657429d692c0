import { Command } from '@nestjs/cqrs';
import type { EmailQueuedAnswer } from '@notary/contracts';
import type { Requester } from '../../../core/http/requester';

/** POST /api/emailapi/retry/{id}: a message the outbox gave up on goes again (a new round of attempts). */
export class RetryEmail extends Command<EmailQueuedAnswer> {
  constructor(
    readonly by: Requester,
    readonly messageId: string,
  ) {
    super();
  }
}
