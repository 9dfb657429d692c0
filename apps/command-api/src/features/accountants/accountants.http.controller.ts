import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  AccountantInviteBody,
  AccountantOwnerParam,
  AccountantRevokeBody,
  TaxYearParam,
  TaxYearQuery,
  type AccountantClientItem,
  type AccountantInviteRequest,
  type AccountantRevokeRequest,
} from '@notary/contracts';
import { CurrentUser, type SignedInUser } from '../../core/auth/decorators';
import { AllowedAfterTrial } from '../../core/auth/trial-write.guard';
import { AccessReason } from '../../core/operators/operator-audit';
import { AsRequester, type Requester } from '../../core/http/requester';
import { Validate } from '../../core/http/validation';
import { AccountantAccess } from './accountant-access';
import { AccountantClients, OwnAccountants } from './accountants.queries';
import { InviteAccountant } from './invite-accountant/invite-accountant.command';
import { RevokeAccountant } from './revoke-accountant/revoke-accountant.command';
import { TaxYearOf } from './tax-year/tax-year.query';

/**
 * /api/accountantapi: a notary lets accountants into their books (invite, list, revoke), and an
 * accountant lists the notaries who did and reads their tax year, now or as the log stood at a
 * moment. No role is required: the access check is the notary's invitation (see AccountantAccess),
 * and every accountant's read is recorded on the notary's data-access stream before it is answered.
 * Inviting and revoking stay open after the trial: a notary must always be able to take access back.
 */
@Controller('api/accountantapi')
export class AccountantsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly access: AccountantAccess,
  ) {}

  @AllowedAfterTrial()
  @Post('invite')
  @HttpCode(200)
  invite(@AsRequester() by: Requester, @CurrentUser() user: SignedInUser, @Body(new Validate(AccountantInviteBody)) body: AccountantInviteRequest) {
    return this.commands.execute(new InviteAccountant(by, user.email, body.Email));
  }

  @Get('invitations')
  invitations(@CurrentUser() user: SignedInUser) {
    return this.queries.execute(new OwnAccountants(user.userId));
  }

  @AllowedAfterTrial()
  @Post('revoke')
  @HttpCode(200)
  revoke(@AsRequester() by: Requester, @Body(new Validate(AccountantRevokeBody)) body: AccountantRevokeRequest) {
    return this.commands.execute(new RevokeAccountant(by, body.Id));
  }

  @Get('clients')
  async clients(@CurrentUser() user: SignedInUser, @AsRequester() by: Requester): Promise<AccountantClientItem[]> {
    const clients = await this.queries.execute(new AccountantClients(user.email));
    await this.access.openAccountantMenu(user, clients, by.meta);
    return clients;
  }

  @Get('taxyear/:ownerId/:year')
  taxYear(
    @CurrentUser() user: SignedInUser,
    @AsRequester() by: Requester,
    @Param('ownerId', new Validate(AccountantOwnerParam, 'ownerId')) ownerId: string,
    @Param('year', new Validate(TaxYearParam, 'year')) year: number,
    @Query(new Validate(TaxYearQuery)) query: { AsOf?: string; Compare?: 'now' },
    @AccessReason() why: string | null,
  ) {
    const asOf = query.AsOf ? new Date(query.AsOf) : null;
    return this.queries.execute(new TaxYearOf(user, ownerId, year, asOf, Boolean(asOf && query.Compare === 'now'), why, by.meta));
  }
}
