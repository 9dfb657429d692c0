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

/** The notaries who let this accountant (by their e-mail address) into their books. */
export class AccountantClients extends Query<AccountantClientItem[]> {
  constructor(readonly email: string) {
    super();
  }
}

@QueryHandler(OwnAccountants)
export class OwnAccountantsHandler implements IQueryHandler<OwnAccountants> {
  constructor(private readonly reads: ReadModels) {}

  async execute({ ownerId }: OwnAccountants): Promise<AccountantInvitationItem[]> {
    return (await ownAccountantInvitations(this.reads.of(ownerId), this.reads.catalog)).map(invitationItem);
  }
}

@QueryHandler(AccountantClients)
export class AccountantClientsHandler implements IQueryHandler<AccountantClients> {
  constructor(private readonly reads: ReadModels) {}

  execute({ email }: AccountantClients): Promise<AccountantClientItem[]> {
    return accountantClients(this.reads.catalog, email);
  }
}
