import { Command } from '@nestjs/cqrs';
import type { FeedbackSaveAnswer, FeedbackStatus } from '@notary/contracts';
import type { Requester } from '../../../core/http/requester';

/** An admin moves a notary's report along (Open, In progress, Done, Won't do). */
export class ChangeFeedbackStatus extends Command<FeedbackSaveAnswer> {
  constructor(
    readonly by: Requester,
    readonly feedbackId: string,
    readonly status: FeedbackStatus,
  ) {
    super();
  }
}
