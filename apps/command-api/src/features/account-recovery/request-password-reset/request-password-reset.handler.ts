import { Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { isValidEmail, normalizeEmail, RECOVERY_MESSAGES, REGISTRATION_MESSAGES, validationError } from '@notary/domain';
import type { RequestMeta } from '../../../core/http/request-meta';
import { AccountDirectory } from '../../accounts/account-directory';
import { Outbox } from '../../email/outbox.service';
import { recoveryMail } from '../recovery-mail';
import { RecoveryThrottle } from '../recovery-throttle';
import { RequestPasswordReset } from './request-password-reset.command';

/**
 * Answers at once, the same sentence for every address, and only afterwards looks the address up
 * and queues the e-mail: the answer's content and its time say nothing of whether an account exists.
 * The link's token is made by the delivery worker as the message leaves (libs/policies account-links).
 */
@CommandHandler(RequestPasswordReset)
export class RequestPasswordResetHandler implements ICommandHandler<RequestPasswordReset> {
  private readonly logger = new Logger('PasswordReset');

  constructor(
    private readonly directory: AccountDirectory,
    private readonly outbox: Outbox,
    private readonly throttle: RecoveryThrottle,
  ) {}

  async execute({ email: given, meta, origin }: RequestPasswordReset) {
    if (!isValidEmail(given)) throw validationError('ACCOUNT.EMAIL_INVALID', REGISTRATION_MESSAGES.invalidEmail, { Email: REGISTRATION_MESSAGES.invalidEmail });
    const email = normalizeEmail(given);
    await this.throttle.admit(email, meta.address);
    void this.sendIfAccount(email, meta, origin).catch((error: Error) => this.logger.warn(`A password reset e-mail could not be queued: ${error.message}`));
    return { Response: RECOVERY_MESSAGES.resetSent };
  }

  private async sendIfAccount(email: string, meta: RequestMeta, origin: string): Promise<void> {
    const account = await this.directory.findByEmail(email);
    if (!account) return;
    await this.outbox.queue(
      { ownerId: account.userId, meta },
      { To: [account.email], ...recoveryMail.passwordReset(origin), Purpose: { Kind: 'password-reset', RefId: account.userId } },
    );
  }
}
