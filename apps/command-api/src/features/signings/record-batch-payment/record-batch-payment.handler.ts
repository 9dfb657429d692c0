import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { signingStream, type SigningEvent } from '@notary/events';
import { signingDecider, type SigningState } from '@notary/domain';
import { deterministicId } from '@notary/platform';
import { CommandKit, ownedBy } from '../../../core/commands/command-kit';
import { signingNotFound } from '../signing-answer';
import { RecordBatchPayment } from './record-batch-payment.command';

export const PAYMENTS_SAVED = 'Payments Saved';

@CommandHandler(RecordBatchPayment)
export class RecordBatchPaymentHandler implements ICommandHandler<RecordBatchPayment> {
  constructor(private readonly kit: CommandKit) {}

  async execute({ by, signingIds, paidDate, checkNumber }: RecordBatchPayment) {
    const context = this.kit.context(by);
    const unique = [...new Set(signingIds)];
    // All must be the notary's own before any is paid.
    const mine = ownedBy(by.ownerId, signingNotFound, true);
    for (const signingId of unique) {
      const state = await this.kit.current<SigningState, SigningEvent>(signingStream(signingId), signingDecider);
      mine(state);
      if (state.deleted) throw signingNotFound();
    }
    let position = 0;
    for (const signingId of unique) {
      const paymentId = deterministicId(context.commandId, 'batch-payment', signingId);
      const result = await this.kit.decide(
        signingStream(signingId),
        signingDecider,
        { type: 'RecordBatchPayment', paymentId, paidDate, checkNumber },
        context,
        { authorize: mine },
      );
      position = Math.max(position, result.position);
    }
    return { Response: PAYMENTS_SAVED, Count: unique.length, Position: position };
  }
}
