import { Module } from '@nestjs/common';
import { AccountantAccess } from './accountant-access';
import { AccountantClientsHandler, OwnAccountantsHandler } from './accountants.queries';
import { AccountantsController } from './accountants.http.controller';
import { InviteAccountantHandler } from './invite-accountant/invite-accountant.handler';
import { RevokeAccountantHandler } from './revoke-accountant/revoke-accountant.handler';
import { TaxYearOfHandler } from './tax-year/tax-year.query';

/** Accountants: invited by a notary, they read that notary's tax year as filed and as it is now. */
@Module({
  controllers: [AccountantsController],
  providers: [AccountantAccess, InviteAccountantHandler, RevokeAccountantHandler, OwnAccountantsHandler, AccountantClientsHandler, TaxYearOfHandler],
})
export class AccountantsModule {}
