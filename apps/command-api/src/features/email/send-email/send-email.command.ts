import { Command } from '@nestjs/cqrs';
import type { EmailQueuedAnswer, EmailSendInput } from '@notary/contracts';
import type { Requester } from '../../../core/http/requester';

/** POST /api/emailtemplateapi/send: an e-mail written in the send dialog, its tokens filled from a signing if one is named. */
export class SendEmail extends Command<EmailQueuedAnswer> {
  constructor(
    readonly by: Requester,
    readonly draft: EmailSendInput,
  ) {
    super();
  }
}
