import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { signingStream } from '@notary/events';
import { signingDecider } from '@notary/domain';
import { CommandKit, ownedBy } from '../../../core/commands/command-kit';
import { confirmationHistory, signingNotFound } from '../signing-answer';
import { RecordConfirmation } from './record-confirmation.command';

@CommandHandler(RecordConfirmation)
export class RecordConfirmationHandler implements ICommandHandler<RecordConfirmation> {
  constructor(private readonly kit: CommandKit) {}

  async execute({ by, signingId, call }: RecordConfirmation) {
    const context = this.kit.context(by);
    const result = await this.kit.decide(signingStream(signingId), signingDecider, { type: 'RecordConfirmation', ...call, now: context.now }, context, {
      authorize: ownedBy(by.ownerId, signingNotFound, true),
    });
    return {
      AppointmentId: signingId,
      Confirmed: result.state.confirmed,
      ConfirmationHistory: confirmationHistory(signingId, result.state.confirmations),
      Position: result.position,
    };
  }
}
