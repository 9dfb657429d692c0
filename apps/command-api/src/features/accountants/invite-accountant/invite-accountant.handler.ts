import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { accountantAccessStream, accountStream, claimHolder, emailClaimStream } from '@notary/events';
import { accountantAccessDecider, accountDecider, normalizeEmail } from '@notary/domain';
import { deterministicId } from '@notary/platform';
import { CommandKit } from '../../../core/commands/command-kit';
import { invitationAnswer } from '../accountant-answers';
import { InviteAccountant } from './invite-accountant.command';

/** One invitation per notary and address: inviting the same address again is the same invitation. */
export const invitationIdOf = (notaryId: string, email: string) => deterministicId('accountant-invitation', notaryId, normalizeEmail(email));

@CommandHandler(InviteAccountant)
export class InviteAccountantHandler implements ICommandHandler<InviteAccountant> {
  constructor(private readonly kit: CommandKit) {}

  async execute({ by, notaryEmail, email }: InviteAccountant) {
    const context = this.kit.context(by);
    const invitationId = invitationIdOf(by.ownerId, email);
    const result = await this.kit.decide(
      accountantAccessStream(by.ownerId),
      accountantAccessDecider,
      { type: 'InviteAccountant', invitationId, email, notaryEmail, now: context.now },
      context,
    );
    const invitation = result.state.invitations[invitationId]!;
    const accountantId = await this.accountOf(invitation.email);
    if (accountantId) await this.grantAccountantRole(accountantId, by.ownerId, context.commandId, by.meta.correlationId);
    return { ...invitationAnswer(invitation, accountantId !== null), Position: result.position, Unchanged: result.events.length === 0 };
  }

  /** The account that owns the address, if someone has registered with it (the e-mail claim stream). */
  private async accountOf(email: string): Promise<string | null> {
    // The current holder: a change of e-mail releases the old address (EmailReleased).
    return claimHolder(await this.kit.eventStore.readStream(emailClaimStream(email)));
  }

  /**
   * The accountant role only opens the Accountant menu (access itself is the invitation): granted
   * on the accountant's account, the inviting notary as the actor, once (the decider adds nothing
   * when the role is held). An accountant who registers later gets it on their first look at their
   * clients.
   */
  private async grantAccountantRole(accountantId: string, notaryId: string, commandId: string, correlationId: string): Promise<void> {
    const grantId = deterministicId('accountant-role', commandId, accountantId);
    await this.kit.decide(
      accountStream(accountantId),
      accountDecider,
      { type: 'GrantRole', role: 'accountant', grantedBy: notaryId },
      { ownerId: accountantId, actorId: notaryId, commandId: grantId, correlationId, causationId: commandId, now: this.kit.clock.now() },
    );
  }
}
