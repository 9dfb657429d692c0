import { Injectable } from '@nestjs/common';
import type { AccountantClientItem } from '@notary/contracts';
import { accountantAccessStream, accountStream, type AccountantAccessEvent } from '@notary/events';
import { accountantAccessDecider, accountDecider, hasAccess, notFound, type AccountantAccessState } from '@notary/domain';
import { deterministicId } from '@notary/platform';
import type { SignedInUser } from '../../core/auth/decorators';
import { CommandKit } from '../../core/commands/command-kit';
import type { RequestMeta } from '../../core/http/request-meta';

export const ACCOUNTANT_CLIENT_NOT_FOUND = 'The notary was not found.';
export const clientNotFound = () => notFound('ACCOUNTANT.CLIENT_NOT_FOUND', ACCOUNTANT_CLIENT_NOT_FOUND);

/**
 * Who may read a notary's books: the notary, and an accountant the notary invited and has not
 * revoked. "Holds an active invitation" is the access check itself (not the accountant role, which
 * only shows the menu): it is read from the notary's access stream, not from a read model, so a
 * revoke takes effect on the very next call. Anyone else gets the same 404 as a notary who does not
 * exist, so an id reveals nothing.
 */
@Injectable()
export class AccountantAccess {
  constructor(private readonly kit: CommandKit) {}

  async reader(user: SignedInUser, ownerId: string): Promise<'owner' | 'accountant'> {
    if (user.userId === ownerId) return 'owner';
    const access = await this.kit.current<AccountantAccessState, AccountantAccessEvent>(accountantAccessStream(ownerId), accountantAccessDecider);
    if (!hasAccess(access, user.email)) throw clientNotFound();
    return 'accountant';
  }

  /**
   * The accountant role only shows the Accountant menu. An accountant invited before they had an
   * account gets it the first time they find a client here: the first inviting notary is the one
   * who grants it (the actor), once, whatever the number of calls (the id comes from the user).
   */
  async openAccountantMenu(user: SignedInUser, clients: readonly AccountantClientItem[], meta: RequestMeta): Promise<void> {
    if (!clients.length || user.roles.includes('accountant')) return;
    const notaryId = clients[0]!.OwnerId;
    const commandId = deterministicId('accountant-role', user.userId);
    await this.kit.decide(
      accountStream(user.userId),
      accountDecider,
      { type: 'GrantRole', role: 'accountant', grantedBy: notaryId },
      { ownerId: user.userId, actorId: notaryId, commandId, correlationId: meta.correlationId, causationId: meta.causationId, now: this.kit.clock.now() },
    );
  }
}
