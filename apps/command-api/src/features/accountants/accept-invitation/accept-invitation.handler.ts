import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { accountantAccessStream, accountStream } from '@notary/events';
import { ACCOUNTANT_MESSAGES, accountantAccessDecider, accountDecider, validationError } from '@notary/domain';
import { accountLinkTokenHash, notaryOfInvitationToken } from '@notary/infrastructure';
import { deterministicId } from '@notary/platform';
import { notaryCalled } from '@notary/read-models';
import { CommandKit } from '../../../core/commands/command-kit';
import { ReadModels } from '../../../core/read-models';
import { AcceptInvitation } from './accept-invitation.command';

const invalidLink = () => validationError('ACCOUNTANT.INVITATION_LINK_INVALID', ACCOUNTANT_MESSAGES.linkInvalid);

/**
 * The token names the inviting notary; their access stream decides whether it is an open link and
 * whether the signed-in address is the invited one (a wrong address leaves the link usable for the
 * right one). AccountantInvitationAccepted is appended at the revision the stream was read at, so a
 * link is used once. Then the accountant role (the Accountant menu) is granted, the notary as actor.
 */
@CommandHandler(AcceptInvitation)
export class AcceptInvitationHandler implements ICommandHandler<AcceptInvitation> {
  constructor(
    private readonly kit: CommandKit,
    private readonly reads: ReadModels,
  ) {}

  async execute({ user, token, meta }: AcceptInvitation) {
    const notaryId = notaryOfInvitationToken(token);
    if (!notaryId) throw invalidLink();
    // The notary's stream, the accountant as the actor.
    const context = { ...this.kit.contextFor(notaryId, meta), actorId: user.userId };
    const result = await this.kit.decide(
      accountantAccessStream(notaryId),
      accountantAccessDecider,
      { type: 'AcceptAccountantInvitation', tokenHash: accountLinkTokenHash(token), accountantId: user.userId, email: user.email, now: context.now },
      context,
    );
    await this.kit.decide(
      accountStream(user.userId),
      accountDecider,
      { type: 'GrantRole', role: 'accountant', grantedBy: notaryId },
      {
        ownerId: user.userId,
        actorId: notaryId,
        commandId: deterministicId('accountant-role', context.commandId, user.userId),
        correlationId: meta.correlationId,
        causationId: context.commandId,
        now: context.now,
      },
    );
    const notary = await notaryCalled(this.reads.catalog, notaryId);
    return { Response: `You can now read the books of ${notary}.`, OwnerId: notaryId, Notary: notary, Position: result.position };
  }
}
