import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { accountStream, emailClaimStream, settingsStream } from '@notary/events';
import { accountDecider, checkRegistration, conflict, normalizeEmail, settingsDecider } from '@notary/domain';
import { WrongExpectedRevisionError } from '@notary/event-store';
import { envelope, type CredentialStore } from '@notary/infrastructure';
import { newId, type AppConfig } from '@notary/platform';
import { CommandKit } from '../../../core/commands/command-kit';
import { PasswordHasher } from '../../../core/auth/password-hasher';
import { RegistrationThrottle } from '../../../core/auth/registration-throttle';
import type { RequestMeta } from '../../../core/http/request-meta';
import { CONFIG, CREDENTIALS } from '../../../core/tokens';
import { AccountDirectory } from '../account-directory';
import { SignIns } from '../sign-ins';
import { RegisterNotary } from './register-notary.command';

export const EMAIL_TAKEN = 'An account with this email address already exists.';

@CommandHandler(RegisterNotary)
export class RegisterNotaryHandler implements ICommandHandler<RegisterNotary> {
  constructor(
    private readonly kit: CommandKit,
    @Inject(CONFIG) private readonly config: AppConfig,
    @Inject(CREDENTIALS) private readonly credentials: CredentialStore,
    private readonly hasher: PasswordHasher,
    private readonly throttle: RegistrationThrottle,
    private readonly directory: AccountDirectory,
    private readonly signIns: SignIns,
  ) {}

  async execute({ registration, meta }: RegisterNotary) {
    await this.throttle.admit(meta.address);
    checkRegistration(registration);
    const email = normalizeEmail(registration.Email);
    const passwordHash = await this.hasher.hash(registration.Password);
    const userId = await this.claimEmail(email, meta);
    const context = this.kit.contextFor(userId, meta);
    // The credential first: an account recorded without one could never sign in.
    await this.credentials.setPasswordHash(userId, passwordHash, context.now);
    await this.kit.decide(
      accountStream(userId),
      accountDecider,
      {
        type: 'RegisterUser',
        userId,
        email,
        userType: registration.UserType,
        now: context.now,
        trial: this.config.trial,
      },
      context,
    );
    const settings = await this.kit.decide(
      settingsStream(userId),
      settingsDecider,
      { type: 'InitializeSettings', email },
      { ...context, commandId: `${context.commandId}-settings` },
    );
    return this.signIns.start({ userId, email, roles: ['notary'] }, meta, settings.position);
  }

  /**
   * Claims the e-mail address for a new user id. A claim whose account was never written (the
   * registration stopped half way) is completed by the next registration with that address.
   */
  private async claimEmail(email: string, meta: RequestMeta): Promise<string> {
    const { userId: claimed, revision } = await this.directory.claimOf(email);
    if (claimed) {
      if ((await this.directory.load(claimed)).registered) throw conflict('ACCOUNT.EMAIL_TAKEN', EMAIL_TAKEN);
      return claimed;
    }
    const userId = newId();
    const stream = emailClaimStream(email);
    try {
      await this.kit.eventStore.appendToStream(
        stream,
        [envelope({ type: 'EmailClaimed', data: { Email: email, UserId: userId } }, 0, stream, this.kit.contextFor(userId, meta))],
        // An address released by a change of e-mail is claimed again after its release.
        { expectedRevision: revision },
      );
    } catch (error) {
      if (error instanceof WrongExpectedRevisionError) throw conflict('ACCOUNT.EMAIL_TAKEN', EMAIL_TAKEN);
      throw error;
    }
    return userId;
  }
}
