import { Command } from '@nestjs/cqrs';
import type { AccountantInvitationAnswer } from '@notary/contracts';
import type { Requester } from '../../../core/http/requester';

/**
 * The notary invites an accountant by e-mail address: the invitation is recorded and a link to
 * accept it e-mailed there. Inviting an address again while the link is unused sends it again.
 */
export class InviteAccountant extends Command<AccountantInvitationAnswer> {
  constructor(
    readonly by: Requester,
    readonly notaryEmail: string,
    readonly email: string,
    /** Where the link points (throws 503 when this server does not know its public address). */
    readonly origin: () => string,
  ) {
    super();
  }
}
