import { Command } from '@nestjs/cqrs';
import type { AccountRecoveryAnswer } from '@notary/contracts';
import type { RequestMeta } from '../../../core/http/request-meta';

/** "Forgot your password?": a reset link to the address, if it has an account; the same answer either way. */
export class RequestPasswordReset extends Command<AccountRecoveryAnswer> {
  constructor(
    readonly email: string,
    readonly meta: RequestMeta,
    /** Where the link in the e-mail points (scheme, host and port). */
    readonly origin: string,
  ) {
    super();
  }
}
