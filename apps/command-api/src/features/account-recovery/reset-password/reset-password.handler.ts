import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { accountStream } from '@notary/events';
import { accountDecider, checkPasswordPolicy, RECOVERY_MESSAGES, REGISTRATION_MESSAGES, validationError } from '@notary/domain';
import { accountLinkTokenHash, accountOfLinkToken, type CredentialStore } from '@notary/infrastructure';
import { CommandKit } from '../../../core/commands/command-kit';
import { PasswordHasher } from '../../../core/auth/password-hasher';
import { SessionService } from '../../../core/auth/session.service';
import { SignInThrottle } from '../../../core/auth/sign-in-throttle';
import { CREDENTIALS } from '../../../core/tokens';
import { AccountDirectory } from '../../accounts/account-directory';
import { ResetPassword } from './reset-password.command';

const invalidLink = () => validationError('ACCOUNT.RESET_LINK_INVALID', RECOVERY_MESSAGES.resetLinkInvalid);

/**
 * Checks the password rules first (a typo keeps the link usable), then uses the link: PasswordReset
 * is appended at the revision the link was read at, so two uses of one link cannot both succeed.
 * Then the new hash, every session ended (whoever was in, with the old password, is out), and the
 * account's failed sign-ins forgotten (the person who proved the mailbox should not stay locked out).
 */
@CommandHandler(ResetPassword)
export class ResetPasswordHandler implements ICommandHandler<ResetPassword> {
  constructor(
    private readonly kit: CommandKit,
    @Inject(CREDENTIALS) private readonly credentials: CredentialStore,
    private readonly directory: AccountDirectory,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionService,
    private readonly throttle: SignInThrottle,
  ) {}

  async execute({ reset, meta }: ResetPassword) {
    if (reset.NewPassword !== reset.NewPasswordConfirm) {
      throw validationError('ACCOUNT.PASSWORD_MISMATCH', REGISTRATION_MESSAGES.passwordMismatch, {
        NewPasswordConfirm: REGISTRATION_MESSAGES.passwordMismatch,
      });
    }
    checkPasswordPolicy(reset.NewPassword, 'NewPassword');
    const userId = accountOfLinkToken(reset.Token);
    if (!userId) throw invalidLink();
    const account = await this.directory.load(userId);
    if (!account.registered) throw invalidLink();
    const passwordHash = await this.hasher.hash(reset.NewPassword);
    const context = this.kit.contextFor(userId, meta);
    // The link is used (or refused) before the credential changes: a refused link changes nothing.
    await this.kit.decide(
      accountStream(userId),
      accountDecider,
      { type: 'ResetPassword', tokenHash: accountLinkTokenHash(reset.Token), now: context.now },
      context,
    );
    await this.credentials.setPasswordHash(userId, passwordHash, context.now);
    await this.sessions.destroyAllFor(userId);
    await this.throttle.recordSuccess(account.email, meta.address);
    return { Response: RECOVERY_MESSAGES.passwordReset };
  }
}
