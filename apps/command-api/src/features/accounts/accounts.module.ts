import { Module } from '@nestjs/common';
import { AccountController } from './account.http.controller';
import { AccountDirectory } from './account-directory';
import { SessionOfHandler } from './account.queries';
import { ChangePasswordHandler } from './change-password/change-password.handler';
import { RegisterNotaryHandler } from './register-notary/register-notary.handler';
import { SignIns } from './sign-ins';
import { SignInHandler } from './sign-in/sign-in.handler';
import { SignOutHandler } from './sign-out/sign-out.handler';

/** Accounts: registration with a trial, sign-in and out, the password, the session. */
@Module({
  controllers: [AccountController],
  providers: [AccountDirectory, SignIns, RegisterNotaryHandler, SignInHandler, SignOutHandler, ChangePasswordHandler, SessionOfHandler],
})
export class AccountsModule {}
