import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CredentialStore } from '@notary/infrastructure';
import { isValidEmail, normalizeEmail, RECOVERY_MESSAGES, REGISTRATION_MESSAGES, validationError } from '@notary/domain';
import { PasswordHasher } from '../../../core/auth/password-hasher';
import { SignInThrottle } from '../../../core/auth/sign-in-throttle';
import { CREDENTIALS } from '../../../core/tokens';
import { AccountDirectory } from '../../accounts/account-directory';
import { WRONG_CURRENT_PASSWORD } from '../../accounts/change-password/change-password.handler';
import { EMAIL_TAKEN } from '../../accounts/register-notary/register-notary.handler';
import { Outbox } from '../../email/outbox.service';
import { recoveryMail } from '../recovery-mail';
import { RequestEmailChange } from './request-email-change.command';

/**
 * Checks the password (a borrowed session alone cannot move the account away; wrong ones count as
 * failed sign-ins), refuses an address someone holds with registration's own message (it reveals
 * no more than registering would), then sends a confirmation link to the new address and a notice
 * to the current one, so a stolen session's attempt is seen by the owner.
 */
@CommandHandler(RequestEmailChange)
export class RequestEmailChangeHandler implements ICommandHandler<RequestEmailChange> {
  constructor(
    @Inject(CREDENTIALS) private readonly credentials: CredentialStore,
    private readonly directory: AccountDirectory,
    private readonly hasher: PasswordHasher,
    private readonly throttle: SignInThrottle,
    private readonly outbox: Outbox,
  ) {}

  async execute({ by, currentEmail, change, origin }: RequestEmailChange) {
    if (!isValidEmail(change.NewEmail))
      throw validationError('ACCOUNT.EMAIL_INVALID', REGISTRATION_MESSAGES.invalidEmail, { NewEmail: REGISTRATION_MESSAGES.invalidEmail });
    const newEmail = normalizeEmail(change.NewEmail);
    await this.throttle.admit(currentEmail, by.meta.address);
    const account = await this.directory.load(by.ownerId);
    if (!(await this.hasher.verify(account.registered ? await this.credentials.passwordHashOf(by.ownerId) : null, change.CurrentPassword))) {
      await this.throttle.recordFailure(currentEmail, by.meta.address);
      throw validationError('ACCOUNT.CURRENT_PASSWORD_WRONG', WRONG_CURRENT_PASSWORD, { CurrentPassword: WRONG_CURRENT_PASSWORD });
    }
    if (newEmail === account.email) throw validationError('ACCOUNT.SAME_EMAIL', RECOVERY_MESSAGES.sameEmail, { NewEmail: RECOVERY_MESSAGES.sameEmail });
    if (await this.directory.findByEmail(newEmail)) throw validationError('ACCOUNT.EMAIL_TAKEN', EMAIL_TAKEN, { NewEmail: EMAIL_TAKEN });
    await this.outbox.queue(by, {
      To: [newEmail],
      ...recoveryMail.emailConfirmation(origin, account.email),
      Purpose: { Kind: 'email-confirmation', RefId: by.ownerId },
      Key: 'confirm',
    });
    await this.outbox.queue(by, {
      To: [account.email],
      ...recoveryMail.emailChangeNotice(newEmail),
      Purpose: { Kind: 'email-change-notice', RefId: by.ownerId },
      Key: 'notice',
    });
    return { Response: RECOVERY_MESSAGES.confirmationSent };
  }
}
