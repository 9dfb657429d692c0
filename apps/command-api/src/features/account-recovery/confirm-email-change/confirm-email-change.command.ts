import { Command } from '@nestjs/cqrs';
import type { AccountRecoveryAnswer } from '@notary/contracts';
import type { RequestMeta } from '../../../core/http/request-meta';

/** The confirmation link of a change of e-mail was opened: the account moves to the new address. */
export class ConfirmEmailChange extends Command<AccountRecoveryAnswer> {
  constructor(
    readonly token: string,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}
