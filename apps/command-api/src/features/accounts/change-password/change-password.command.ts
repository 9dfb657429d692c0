import { Command } from '@nestjs/cqrs';
import type { ChangePasswordAnswer, ChangePasswordBody } from '@notary/contracts';
import type { Requester } from '../../../core/http/requester';

/** A new password: needs the current one, and signs out every other session of the account. */
export class ChangePassword extends Command<ChangePasswordAnswer> {
  constructor(
    readonly by: Requester,
    readonly email: string,
    readonly sessionToken: string,
    readonly change: Required<ChangePasswordBody>,
  ) {
    super();
  }
}
