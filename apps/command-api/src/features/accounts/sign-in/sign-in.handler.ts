import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CredentialStore } from '@notary/infrastructure';
import { DomainError, normalizeEmail } from '@notary/domain';
import { CommandKit } from '../../../core/commands/command-kit';
import { SignInThrottle } from '../../../core/auth/sign-in-throttle';
import { PasswordHasher } from '../../../core/auth/password-hasher';
import { SessionService } from '../../../core/auth/session.service';
import { CREDENTIALS } from '../../../core/tokens';
import { AccountDirectory } from '../account-directory';
import { SignIns } from '../sign-ins';
import { SignIn } from './sign-in.command';

export const WRONG_CREDENTIALS = 'The email address or password is incorrect.';

@CommandHandler(SignIn)
export class SignInHandler implements ICommandHandler<SignIn> {
  constructor(
    private readonly kit: CommandKit,
    @Inject(CREDENTIALS) private readonly credentials: CredentialStore,
    private readonly directory: AccountDirectory,
    private readonly hasher: PasswordHasher,
    private readonly throttle: SignInThrottle,
    private readonly sessions: SessionService,
    private readonly signIns: SignIns,
  ) {}

  async execute({ email: given, password, meta, previousToken }: SignIn) {
    const email = normalizeEmail(given);
    await this.throttle.admit(email, meta.address);
    const account = await this.directory.findByEmail(email);
    // An unknown address is verified against a dummy hash: both answers take the same time.
    const valid = await this.hasher.verify(account ? await this.credentials.passwordHashOf(account.userId) : null, password);
    if (!account || !valid) {
      await this.throttle.recordFailure(email, meta.address);
      if (account)
        await this.signIns.record(
          account.userId,
          { type: 'LoginFailed', data: { Address: meta.address, UserAgent: meta.userAgent, At: this.kit.clock.now().toISOString() } },
          meta,
        );
      throw new DomainError('unauthenticated', 'AUTH.WRONG_CREDENTIALS', WRONG_CREDENTIALS);
    }
    await this.throttle.recordSuccess(email, meta.address);
    if (previousToken) await this.sessions.destroy(previousToken);
    return this.signIns.start({ userId: account.userId, email: account.email, roles: account.roles }, meta);
  }
}
