import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { accountantAccessStream } from '@notary/events';
import { accountantAccessDecider } from '@notary/domain';
import { CommandKit } from '../../../core/commands/command-kit';
import { invitationAnswer } from '../accountant-answers';
import { RevokeAccountant } from './revoke-accountant.command';

@CommandHandler(RevokeAccountant)
export class RevokeAccountantHandler implements ICommandHandler<RevokeAccountant> {
  constructor(private readonly kit: CommandKit) {}

  async execute({ by, invitationId }: RevokeAccountant) {
    const context = this.kit.context(by);
    // The notary's own stream: another notary's invitation id is simply not found in it.
    const result = await this.kit.decide(
      accountantAccessStream(by.ownerId),
      accountantAccessDecider,
      { type: 'RevokeAccountantAccess', invitationId, now: context.now },
      context,
    );
    const invitation = invitationAnswer(result.state.invitations[invitationId]!, null);
    return { ...invitation, Position: result.position, Unchanged: result.events.length === 0, EmailQueued: false, EmailProblem: null };
  }
}
