import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { AccountantClientItem, AccountantInvitationItem } from '@notary/contracts';
import { accountantClients, ownAccountantInvitations } from '@notary/read-models';
import { ReadModels } from '../../core/read-models';
import { invitationItem } from './accountant-answers';

/** The notary's accountants, newest invitation first. */
export class OwnAccountants extends Query<AccountantInvitationItem[]> {
  constructor(readonly ownerId: string) {
    super();
  }
}

/** The notaries whose invitation this accountant (by user id) accepted, and who have not taken it back. */
export class AccountantClients extends Query<AccountantClientItem[]> {
  constructor(readonly accountantId: string) {
    super();
  }
}

@QueryHandler(OwnAccountants)
export class OwnAccountantsHandler implements IQueryHandler<OwnAccountants> {
  constructor(private readonly reads: ReadModels) {}

  async execute({ ownerId }: OwnAccountants): Promise<AccountantInvitationItem[]> {
    return (await ownAccountantInvitations(this.reads.of(ownerId))).map(invitationItem);
  }
}

@QueryHandler(AccountantClients)
export class AccountantClientsHandler implements IQueryHandler<AccountantClients> {
  constructor(private readonly reads: ReadModels) {}

  execute({ accountantId }: AccountantClients): Promise<AccountantClientItem[]> {
    return accountantClients(this.reads.catalog, accountantId);
  }
}
