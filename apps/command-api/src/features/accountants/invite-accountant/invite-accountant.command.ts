import { Command } from '@nestjs/cqrs';
import type { AccountantInvitationAnswer } from '@notary/contracts';
import type { Requester } from '../../../core/http/requester';

/** The notary lets an accountant into their books, by e-mail address. */
export class InviteAccountant extends Command<AccountantInvitationAnswer> {
  constructor(
    readonly by: Requester,
    readonly notaryEmail: string,
    readonly email: string,
  ) {
    super();
  }
}
