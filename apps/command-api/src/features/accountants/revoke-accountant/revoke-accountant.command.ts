import { Command } from '@nestjs/cqrs';
import type { AccountantInvitationAnswer } from '@notary/contracts';
import type { Requester } from '../../../core/http/requester';

/** The notary takes an accountant's access back; the accountant's next call answers 404. */
export class RevokeAccountant extends Command<AccountantInvitationAnswer> {
  constructor(
    readonly by: Requester,
    readonly invitationId: string,
  ) {
    super();
  }
}
