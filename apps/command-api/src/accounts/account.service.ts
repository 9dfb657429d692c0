import { Inject, Injectable } from '@nestjs/common';
import { accountStream, emailClaimStream, settingsStream, signInStream, type SignInEvent } from '@notary/events';
import { accountDecider, checkPasswordChange, checkRegistration, conflict, DomainError, normalizeEmail, settingsDecider, validationError } from '@notary/domain';
import { WrongExpectedRevisionError, type EventStore } from '@notary/event-store';
import { envelope, handleCommand, type CommandContext } from '@notary/infrastructure';
import { newId, type AppConfig, type Clock } from '@notary/platform';
import { ApiError } from '../http/api-error';
import type { RequestMeta } from '../http/command-context';
import { CLOCK, CONFIG, EVENT_STORE } from '../runtime/tokens';
import { SessionService, sessionRef } from '../auth/session.service';
import { PasswordHasher } from '../auth/password-hasher';
import { LoginThrottle } from '../auth/login-throttle';
import { AccountDirectory } from './account-directory';
import type { ChangePasswordBody, LoginBody, RegistrationBody } from './account.schemas';

export const WRONG_CREDENTIALS = 'The email address or password is incorrect.';
export const EMAIL_TAKEN = 'An account with this email address already exists.';
export const WRONG_CURRENT_PASSWORD = 'The current password is incorrect.';
export const PASSWORD_CHANGED = 'Your password has been changed. Your other sign-ins have been signed out.';

export interface SignedIn {
  userId: string;
  email: string;
  roles: string[];
  token: string;
  csrfToken: string;
}

@Injectable()
export class AccountService {
  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(CONFIG) private readonly config: AppConfig,
    private readonly sessions: SessionService,
    private readonly hasher: PasswordHasher,
    private readonly throttle: LoginThrottle,
    private readonly directory: AccountDirectory,
  ) {}

  async register(body: RegistrationBody, meta: RequestMeta): Promise<SignedIn> {
    checkRegistration(body);
    const email = normalizeEmail(body.Email);
    const passwordHash = await this.hasher.hash(body.Password);
    const userId = await this.claimEmail(email, meta);
    const context = this.context(userId, meta);
    await handleCommand(this.eventStore, accountStream(userId), accountDecider, {
      type: 'RegisterUser', userId, email, passwordHash, userType: body.UserType, now: context.now, trial: this.config.trial,
    }, context);
    await handleCommand(this.eventStore, settingsStream(userId), settingsDecider, { type: 'InitializeSettings', email }, { ...context, commandId: `${context.commandId}-settings` });
    return this.signIn(userId, email, ['notary'], meta);
  }

  async login(body: LoginBody, meta: RequestMeta, previousToken?: string): Promise<SignedIn> {
    const email = normalizeEmail(body.Email);
    await this.refuseWhileThrottled(email, meta.address);
    const account = await this.directory.findByEmail(email);
    const valid = await this.hasher.verify(account?.passwordHash ?? null, body.Password);
    if (!account || !valid) {
      await this.throttle.recordFailure(email, meta.address);
      if (account) await this.recordSignIn(account.userId, { type: 'LoginFailed', data: { Address: meta.address, UserAgent: meta.userAgent, At: this.clock.now().toISOString() } }, meta);
      throw new DomainError('unauthenticated', 'AUTH.WRONG_CREDENTIALS', WRONG_CREDENTIALS);
    }
    await this.throttle.recordSuccess(email);
    // A new session id at every login: a session id planted before login is worthless after it.
    if (previousToken) await this.sessions.destroy(previousToken);
    return this.signIn(account.userId, account.email, account.roles, meta);
  }

  /**
   * Checks the current password (a stolen session alone cannot change it), records PasswordChanged,
   * and signs out every other session of the account: whoever knew the old password is out.
   * Wrong current passwords count as failed sign-ins, so this is no side door for guessing.
   */
  async changePassword(user: { userId: string; email: string; sessionToken: string }, body: ChangePasswordBody, meta: RequestMeta): Promise<{ position: number }> {
    checkPasswordChange(body);
    await this.refuseWhileThrottled(user.email, meta.address);
    const account = await this.directory.load(user.userId);
    if (!(await this.hasher.verify(account.registered ? account.passwordHash : null, body.CurrentPassword))) {
      await this.throttle.recordFailure(user.email, meta.address);
      throw validationError('ACCOUNT.CURRENT_PASSWORD_WRONG', WRONG_CURRENT_PASSWORD, { CurrentPassword: WRONG_CURRENT_PASSWORD });
    }
    const passwordHash = await this.hasher.hash(body.NewPassword);
    const context = this.context(user.userId, meta);
    const result = await handleCommand(this.eventStore, accountStream(user.userId), accountDecider, { type: 'ChangePassword', passwordHash, now: context.now }, context);
    await this.sessions.destroyAllExcept(user.userId, user.sessionToken);
    return { position: result.position };
  }

  async logoff(userId: string, token: string, meta: RequestMeta): Promise<void> {
    await this.sessions.destroy(token);
    await this.recordSignIn(userId, { type: 'UserLoggedOut', data: { SessionRef: sessionRef(token), At: this.clock.now().toISOString() } }, meta);
  }

  /**
   * Claims the e-mail address for a new user id. A claim whose account was never written (the
   * registration stopped half way) is completed by the next registration with that address.
   */
  private async claimEmail(email: string, meta: RequestMeta): Promise<string> {
    const claimed = await this.directory.claimedUserId(email);
    if (claimed) {
      if ((await this.directory.load(claimed)).registered) throw conflict('ACCOUNT.EMAIL_TAKEN', EMAIL_TAKEN);
      return claimed;
    }
    const userId = newId();
    const stream = emailClaimStream(email);
    try {
      await this.eventStore.appendToStream(stream, [envelope({ type: 'EmailClaimed', data: { Email: email, UserId: userId } }, 0, stream, this.context(userId, meta))], { expectedRevision: 'no_stream' });
    } catch (error) {
      if (error instanceof WrongExpectedRevisionError) throw conflict('ACCOUNT.EMAIL_TAKEN', EMAIL_TAKEN);
      throw error;
    }
    return userId;
  }

  private async signIn(userId: string, email: string, roles: string[], meta: RequestMeta): Promise<SignedIn> {
    const { token, session } = await this.sessions.create({ userId, email, roles: roles as never }, { address: meta.address, userAgent: meta.userAgent });
    await this.recordSignIn(userId, { type: 'UserLoggedIn', data: { SessionRef: session._id, Address: meta.address, UserAgent: meta.userAgent, At: session.CreatedAt } }, meta);
    return { userId, email, roles, token, csrfToken: session.CsrfToken };
  }

  /** Sign-in history goes to its own stream; order there does not matter, so any revision will do. */
  private async recordSignIn(userId: string, event: SignInEvent, meta: RequestMeta): Promise<void> {
    const stream = signInStream(userId);
    const context = this.context(userId, meta);
    // Every sign-in is its own fact, even when a client retries a request with the same command id.
    await this.eventStore.appendToStream(stream, [{ ...envelope(event, 0, stream, context), id: newId() }], { expectedRevision: 'any' });
  }

  private async refuseWhileThrottled(email: string, address: string): Promise<void> {
    const wait = await this.throttle.waitMinutes(email, address);
    if (wait > 0) {
      throw new ApiError(429, { Response: `Too many failed sign-in attempts. Please wait ${wait} minute${wait === 1 ? '' : 's'} and try again.`, Code: 'AUTH.THROTTLED' });
    }
  }

  private context(userId: string, meta: RequestMeta): CommandContext {
    return { ...meta, ownerId: userId, actorId: meta.ownerId ?? userId, now: this.clock.now() };
  }
}
