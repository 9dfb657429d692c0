import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { feedbackStream, type FeedbackEvent } from '@notary/events';
import { feedbackDecider, type FeedbackState } from '@notary/domain';
import { CommandKit } from '../../../core/commands/command-kit';
import { feedbackItem, feedbackNotFound } from '../feedback-answer';
import { ChangeFeedbackStatus } from './change-feedback-status.command';

/**
 * The only write an admin makes on a notary's behalf, and only on the report's own stream: the event
 * is owned by the notary who sent the report (their list refreshes live) and its actor is the admin.
 */
@CommandHandler(ChangeFeedbackStatus)
export class ChangeFeedbackStatusHandler implements ICommandHandler<ChangeFeedbackStatus> {
  constructor(private readonly kit: CommandKit) {}

  async execute({ by, feedbackId, status }: ChangeFeedbackStatus) {
    const streamId = feedbackStream(feedbackId);
    const report = await this.kit.current<FeedbackState, FeedbackEvent>(streamId, feedbackDecider);
    if (!report.exists) throw feedbackNotFound();
    const context = this.kit.contextFor(report.ownerId, by.meta);
    const result = await this.kit.decide(streamId, feedbackDecider, { type: 'ChangeFeedbackStatus', status, changedBy: by.ownerId }, context, {
      authorize: (state) => {
        if (!state.exists || state.ownerId !== report.ownerId) throw feedbackNotFound();
      },
    });
    const { state } = result;
    return {
      ...feedbackItem({
        Id: feedbackId,
        Kind: state.kind,
        Details: state.details,
        Status: state.status,
        SubmittedAt: state.submittedAt,
        Page: null,
        StatusChangedAt: result.events.length ? context.now.toISOString() : null,
      }),
      Position: result.position,
      Unchanged: result.events.length === 0,
    };
  }
}
