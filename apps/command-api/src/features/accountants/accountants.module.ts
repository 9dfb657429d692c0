import { Module } from '@nestjs/common';
import { EmailModule } from '../email/email.module';
import { AcceptInvitationHandler } from './accept-invitation/accept-invitation.handler';
import { AccountantAccess } from './accountant-access';
import { AccountantClientsHandler, OwnAccountantsHandler } from './accountants.queries';
import { AccountantsController } from './accountants.http.controller';
import { InviteAccountantHandler } from './invite-accountant/invite-accountant.handler';
import { RevokeAccountantHandler } from './revoke-accountant/revoke-accountant.handler';
import { TaxYearOfHandler } from './tax-year/tax-year.query';

/** Accountants: invited by a notary (by e-mailed link), they read that notary's tax year as filed and as it is now. */
@Module({
  imports: [EmailModule],
  controllers: [AccountantsController],
  providers: [
    AccountantAccess,
    InviteAccountantHandler,
    AcceptInvitationHandler,
    RevokeAccountantHandler,
    OwnAccountantsHandler,
    AccountantClientsHandler,
    TaxYearOfHandler,
  ],
})
export class AccountantsModule {}
