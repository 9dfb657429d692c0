import { Module } from '@nestjs/common';
import { AccountDirectory } from '../accounts/account-directory';
import { EmailModule } from '../email/email.module';
import { AccountRecoveryController } from './account-recovery.http.controller';
import { ConfirmEmailChangeHandler } from './confirm-email-change/confirm-email-change.handler';
import { RecoveryThrottle } from './recovery-throttle';
import { RequestEmailChangeHandler } from './request-email-change/request-email-change.handler';
import { RequestPasswordResetHandler } from './request-password-reset/request-password-reset.handler';
import { ResetPasswordHandler } from './reset-password/reset-password.handler';

/** Getting back in: a forgotten password reset by e-mail, and a change of e-mail address confirmed by e-mail. */
@Module({
  imports: [EmailModule],
  controllers: [AccountRecoveryController],
  providers: [AccountDirectory, RecoveryThrottle, RequestPasswordResetHandler, ResetPasswordHandler, RequestEmailChangeHandler, ConfirmEmailChangeHandler],
})
export class AccountRecoveryModule {}
