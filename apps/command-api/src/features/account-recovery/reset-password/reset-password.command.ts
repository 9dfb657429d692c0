import { Command } from '@nestjs/cqrs';
import type { AccountRecoveryAnswer, ResetPasswordBody } from '@notary/contracts';
import type { RequestMeta } from '../../../core/http/request-meta';

/** A new password, proved by the link's token instead of the old password; ends every session. */
export class ResetPassword extends Command<AccountRecoveryAnswer> {
  constructor(
    readonly reset: Required<ResetPasswordBody>,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}
