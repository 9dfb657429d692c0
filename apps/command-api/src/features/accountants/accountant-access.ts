import { Injectable } from '@nestjs/common';
import { accountantAccessStream, type AccountantAccessEvent } from '@notary/events';
import { accountantAccessDecider, hasAccess, notFound, type AccountantAccessState } from '@notary/domain';
import type { SignedInUser } from '../../core/auth/decorators';
import { CommandKit } from '../../core/commands/command-kit';

export const ACCOUNTANT_CLIENT_NOT_FOUND = 'The notary was not found.';
export const clientNotFound = () => notFound('ACCOUNTANT.CLIENT_NOT_FOUND', ACCOUNTANT_CLIENT_NOT_FOUND);

/**
 * Who may read a notary's books: the notary, and the accountant (by user id) who accepted the
 * notary's invitation through the e-mailed link, until the notary revokes it. Holding an account
 * with the invited address is not enough (registering proves nothing about the mailbox), and the
 * accountant role only shows the menu. It is read from the notary's access stream, not from a read
 * model, so a revoke takes effect on the very next call. Anyone else gets the same 404 as a notary
 * who does not exist, so an id reveals nothing.
 */
@Injectable()
export class AccountantAccess {
  constructor(private readonly kit: CommandKit) {}

  async reader(user: SignedInUser, ownerId: string): Promise<'owner' | 'accountant'> {
    if (user.userId === ownerId) return 'owner';
    const access = await this.kit.current<AccountantAccessState, AccountantAccessEvent>(accountantAccessStream(ownerId), accountantAccessDecider);
    if (!hasAccess(access, user.userId)) throw clientNotFound();
    return 'accountant';
  }
}
