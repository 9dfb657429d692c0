import { Command } from '@nestjs/cqrs';
import type { AccountRecoveryAnswer, ChangeEmailBody } from '@notary/contracts';
import type { Requester } from '../../../core/http/requester';

/** A new sign-in address: needs the current password; changes only once the new address confirms. */
export class RequestEmailChange extends Command<AccountRecoveryAnswer> {
  constructor(
    readonly by: Requester,
    readonly currentEmail: string,
    readonly change: Required<ChangeEmailBody>,
    readonly origin: string,
  ) {
    super();
  }
}
