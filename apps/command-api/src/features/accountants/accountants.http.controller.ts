import { Body, Controller, Get, HttpCode, Inject, Param, Post, Query, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  AccountantAcceptBody,
  AccountantInviteBody,
  AccountantOwnerParam,
  AccountantRevokeBody,
  TaxYearParam,
  TaxYearQuery,
  type AccountantAcceptRequest,
  type AccountantInviteRequest,
  type AccountantRevokeRequest,
} from '@notary/contracts';
import type { AppConfig } from '@notary/platform';
import { CurrentUser, type AuthenticatedRequest, type SignedInUser } from '../../core/auth/decorators';
import { AllowedAfterTrial } from '../../core/auth/trial-write.guard';
import { AccessReason } from '../../core/operators/operator-audit';
import { AsRequester, type Requester } from '../../core/http/requester';
import { Validate } from '../../core/http/validation';
import { CONFIG } from '../../core/tokens';
import { linkOrigin } from '../account-recovery/recovery-mail';
import { AcceptInvitation } from './accept-invitation/accept-invitation.command';
import { AccountantClients, OwnAccountants } from './accountants.queries';
import { InviteAccountant } from './invite-accountant/invite-accountant.command';
import { RevokeAccountant } from './revoke-accountant/revoke-accountant.command';
import { TaxYearOf } from './tax-year/tax-year.query';

/**
 * /api/accountantapi: a notary lets accountants into their books (invite, which e-mails a link;
 * list; revoke), an accountant accepts through that link signed in with the invited address, lists
 * the notaries who let them in and reads their tax year, now or as the log stood at a moment. No
 * role is required: the access check is the accepted invitation (see AccountantAccess), and every
 * accountant's read is recorded on the notary's data-access stream before it is answered. Inviting,
 * revoking and accepting stay open after the trial: an accountant's own trial has nothing to do
 * with it, and a notary must always be able to take access back.
 */
@Controller('api/accountantapi')
export class AccountantsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    @Inject(CONFIG) private readonly config: AppConfig,
  ) {}

  @AllowedAfterTrial()
  @Post('invite')
  @HttpCode(200)
  invite(
    @AsRequester() by: Requester,
    @CurrentUser() user: SignedInUser,
    @Body(new Validate(AccountantInviteBody)) body: AccountantInviteRequest,
    @Req() request: AuthenticatedRequest,
  ) {
    return this.commands.execute(new InviteAccountant(by, user.email, body.Email, () => linkOrigin(request, this.config)));
  }

  @AllowedAfterTrial()
  @Post('accept')
  @HttpCode(200)
  accept(@CurrentUser() user: SignedInUser, @AsRequester() by: Requester, @Body(new Validate(AccountantAcceptBody)) body: AccountantAcceptRequest) {
    return this.commands.execute(new AcceptInvitation(user, body.Token, by.meta));
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
  clients(@CurrentUser() user: SignedInUser) {
    return this.queries.execute(new AccountantClients(user.userId));
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
