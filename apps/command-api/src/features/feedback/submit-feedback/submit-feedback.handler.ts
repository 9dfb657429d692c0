import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { feedbackStream } from '@notary/events';
import { feedbackDecider } from '@notary/domain';
import { deterministicId } from '@notary/platform';
import { CommandKit } from '../../../core/commands/command-kit';
import { feedbackItem } from '../feedback-answer';
import { SubmitFeedback } from './submit-feedback.command';

@CommandHandler(SubmitFeedback)
export class SubmitFeedbackHandler implements ICommandHandler<SubmitFeedback> {
  constructor(private readonly kit: CommandKit) {}

  async execute({ by, kind, body }: SubmitFeedback) {
    const context = this.kit.context(by);
    // The id comes from the command id, so a retried request records the report once.
    const feedbackId = deterministicId(context.commandId, 'feedback');
    const result = await this.kit.decide(
      feedbackStream(feedbackId),
      feedbackDecider,
      { type: 'SubmitFeedback', feedbackId, ownerId: by.ownerId, kind, details: body.Details, page: body.Page, now: context.now },
      context,
    );
    const { state } = result;
    return {
      ...feedbackItem({
        Id: feedbackId,
        Kind: state.kind,
        Details: state.details,
        Status: state.status,
        SubmittedAt: state.submittedAt,
        Page: body.Page?.trim() || null,
        StatusChangedAt: null,
      }),
      Position: result.position,
      Unchanged: result.events.length === 0,
    };
  }
}
