import { Command } from '@nestjs/cqrs';
import type { AccountantAcceptAnswer } from '@notary/contracts';
import type { SignedInUser } from '../../../core/auth/decorators';
import type { RequestMeta } from '../../../core/http/request-meta';

/** The accountant, signed in, opens the invitation's e-mailed link: the access becomes theirs. */
export class AcceptInvitation extends Command<AccountantAcceptAnswer> {
  constructor(
    readonly user: SignedInUser,
    readonly token: string,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}
