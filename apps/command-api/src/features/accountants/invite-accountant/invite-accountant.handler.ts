import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { accountantAccessStream } from '@notary/events';
import { accountantAccessDecider, normalizeEmail, type AccountantInvitation } from '@notary/domain';
import { deterministicId } from '@notary/platform';
import { ACCOUNTANT_INVITATIONS, notaryCalled, type AccountantInvitationDocument } from '@notary/read-models';
import { CommandKit } from '../../../core/commands/command-kit';
import { ApiError } from '../../../core/http/api-error';
import type { Requester } from '../../../core/http/requester';
import { ReadModels } from '../../../core/read-models';
import { Outbox } from '../../email/outbox.service';
import { invitationAnswer } from '../accountant-answers';
import { invitationMail } from '../accountant-mail';
import { InviteAccountant } from './invite-accountant.command';

/** One invitation per notary and address: inviting the same address again is the same invitation. */
export const invitationIdOf = (notaryId: string, email: string) => deterministicId('accountant-invitation', notaryId, normalizeEmail(email));

/**
 * Records the invitation, then queues the e-mail with the acceptance link through the outbox (the
 * link's token is made as the message leaves). Nobody is let in here, and no role is granted: an
 * account with the invited address proves nothing until the link is opened (AcceptInvitation).
 * A server that cannot send e-mail still records the invitation and says why no e-mail went.
 */
@CommandHandler(InviteAccountant)
export class InviteAccountantHandler implements ICommandHandler<InviteAccountant> {
  constructor(
    private readonly kit: CommandKit,
    private readonly outbox: Outbox,
    private readonly reads: ReadModels,
  ) {}

  async execute({ by, notaryEmail, email, origin }: InviteAccountant) {
    const context = this.kit.context(by);
    const invitationId = invitationIdOf(by.ownerId, email);
    const result = await this.kit.decide(
      accountantAccessStream(by.ownerId),
      accountantAccessDecider,
      { type: 'InviteAccountant', invitationId, email, notaryEmail, now: context.now },
      context,
    );
    const invitation = result.state.invitations[invitationId]!;
    // An accepted invitation needs no link; an open one gets it (again: "Send again" is inviting again).
    const open = invitation.revokedAt === null && invitation.acceptedAt === null;
    const EmailProblem = open ? await this.mailLink(by, invitation, origin) : null;
    const linkSentAt = await this.linkSentAt(by.ownerId, invitationId);
    return {
      ...invitationAnswer(invitation, linkSentAt),
      Position: result.position,
      Unchanged: result.events.length === 0,
      EmailQueued: open && EmailProblem === null,
      EmailProblem,
    };
  }

  /** Queues the e-mail; answers why it could not be (no mail server, no public address), else null. */
  private async mailLink(by: Requester, invitation: AccountantInvitation, origin: () => string): Promise<string | null> {
    try {
      const notary = await notaryCalled(this.reads.catalog, by.ownerId);
      await this.outbox.queue(by, {
        To: [invitation.email],
        ...invitationMail(origin(), notary),
        Purpose: { Kind: 'accountant-invitation', RefId: invitation.invitationId },
        Key: 'accountant-invitation',
      });
      return null;
    } catch (error) {
      if (error instanceof ApiError && error.status === 503) return error.body.Response;
      throw error;
    }
  }

  /** As the read model knows it (a link leaves after this call, from the delivery worker). */
  private async linkSentAt(ownerId: string, invitationId: string): Promise<string | null> {
    const [document] = await this.reads.of(ownerId).find<AccountantInvitationDocument>(ACCOUNTANT_INVITATIONS, { Id: invitationId });
    return document?.LinkSentAt ?? null;
  }
}
