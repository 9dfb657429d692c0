import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CredentialStore } from '@notary/infrastructure';
import { accountStream } from '@notary/events';
import { accountDecider, checkPasswordChange, validationError } from '@notary/domain';
import { CommandKit } from '../../../core/commands/command-kit';
import { SignInThrottle } from '../../../core/auth/sign-in-throttle';
import { PasswordHasher } from '../../../core/auth/password-hasher';
import { SessionService } from '../../../core/auth/session.service';
import { CREDENTIALS } from '../../../core/tokens';
import { AccountDirectory } from '../account-directory';
import { ChangePassword } from './change-password.command';

export const WRONG_CURRENT_PASSWORD = 'The current password is incorrect.';
export const PASSWORD_CHANGED = 'Your password has been changed. Your other sign-ins have been signed out.';

/**
 * Checks the current password (a stolen session alone cannot change it), records PasswordChanged,
 * and signs out every other session: whoever knew the old password is out. Wrong current passwords
 * count as failed sign-ins, so this is no side door for guessing.
 */
@CommandHandler(ChangePassword)
export class ChangePasswordHandler implements ICommandHandler<ChangePassword> {
  constructor(
    private readonly kit: CommandKit,
    @Inject(CREDENTIALS) private readonly credentials: CredentialStore,
    private readonly directory: AccountDirectory,
    private readonly hasher: PasswordHasher,
    private readonly throttle: SignInThrottle,
    private readonly sessions: SessionService,
  ) {}

  async execute({ by, email, sessionToken, change }: ChangePassword) {
    checkPasswordChange(change);
    await this.throttle.admit(email, by.meta.address);
    const account = await this.directory.load(by.ownerId);
    const current = account.registered ? await this.credentials.passwordHashOf(by.ownerId) : null;
    if (!(await this.hasher.verify(current, change.CurrentPassword))) {
      await this.throttle.recordFailure(email, by.meta.address);
      throw validationError('ACCOUNT.CURRENT_PASSWORD_WRONG', WRONG_CURRENT_PASSWORD, { CurrentPassword: WRONG_CURRENT_PASSWORD });
    }
    const passwordHash = await this.hasher.hash(change.NewPassword);
    const context = this.kit.context(by);
    // The new hash replaces the old one in place; the account records only that it changed.
    await this.credentials.setPasswordHash(by.ownerId, passwordHash, context.now);
    const result = await this.kit.decide(accountStream(by.ownerId), accountDecider, { type: 'ChangePassword', now: context.now }, context);
    await this.sessions.destroyAllExcept(by.ownerId, sessionToken);
    return { Response: PASSWORD_CHANGED, Position: result.position };
  }
}
