import { Command } from '@nestjs/cqrs';
import type { FeedbackInput, FeedbackKind, FeedbackSaveAnswer } from '@notary/contracts';
import type { Requester } from '../../../core/http/requester';

/** The notary sends a suggestion or a bug report; it starts Open with the server's time. */
export class SubmitFeedback extends Command<FeedbackSaveAnswer> {
  constructor(
    readonly by: Requester,
    readonly kind: FeedbackKind,
    readonly body: FeedbackInput,
  ) {
    super();
  }
}
