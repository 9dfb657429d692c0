import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DELETE_CONFIRMATION_WORD } from '@notary/contracts';
import { validationError } from '@notary/domain';
import { ERASURES_OWNER, ERASURES_STREAM } from '@notary/events';
import { envelope, type CredentialStore } from '@notary/infrastructure';
import { GoogleCalendarTokens } from '@notary/policies';
import { PasswordHasher } from '../../core/auth/password-hasher';
import { SessionService } from '../../core/auth/session.service';
import { SignInThrottle } from '../../core/auth/sign-in-throttle';
import { CommandKit } from '../../core/commands/command-kit';
import { forgetCommandAnswersOf } from '../../core/http/command-replay.interceptor';
import type { Runtime } from '../../core/runtime';
import { CREDENTIALS, RUNTIME } from '../../core/tokens';
import { EraseAccount } from './erase-account.command';
import { OwnedBlobs } from './owned-blobs';

export const WRONG_PASSWORD = 'The password is incorrect.';
export const NOT_CONFIRMED = `Type ${DELETE_CONFIRMATION_WORD} to confirm that the account and all of its data are to be deleted.`;
/** How long the answer waits for the projector to forget the owner's read models (it does, later, regardless). */
const READ_MODELS_WAIT_MS = 30_000;

/**
 * Erasure (docs/ERASURE.md), in an order where a failure half way leaves nothing worse than a retry:
 * 1. the password and the typed word are checked (a wrong password counts as a failed sign-in);
 * 2. every session ends, so no request acts as the notary any more, and no new event of theirs comes;
 * 3. `AccountErased` (the user id only) is appended to the system's `erasures` stream;
 * 4. the projector acts on it between batches: every read-model document of the owner goes and its
 *    store is compacted; the answer waits for that (the same position wait as read-your-writes);
 * 5. the owner's streams leave the log (the e-mail claim with them, so the address can register
 *    afresh), then the password hash, a Google Calendar connection, sign-in failures under the
 *    address, and their blobs;
 * 6. the sessions store is compacted, so no session, hash or address stays in its free pages.
 * Events are found by owner only, so another notary's data is never read or touched.
 */
@CommandHandler(EraseAccount)
export class EraseAccountHandler implements ICommandHandler<EraseAccount> {
  constructor(
    private readonly kit: CommandKit,
    @Inject(RUNTIME) private readonly runtime: Runtime,
    @Inject(CREDENTIALS) private readonly credentials: CredentialStore,
    private readonly hasher: PasswordHasher,
    private readonly throttle: SignInThrottle,
    private readonly sessions: SessionService,
  ) {}

  async execute({ by, email, confirmation }: EraseAccount): Promise<true> {
    const userId = by.ownerId;
    if (confirmation.Confirmation.trim().toUpperCase() !== DELETE_CONFIRMATION_WORD) {
      throw validationError('ACCOUNT.DELETE_NOT_CONFIRMED', NOT_CONFIRMED, { Confirmation: NOT_CONFIRMED });
    }
    await this.throttle.admit(email, by.meta.address);
    if (!(await this.hasher.verify(await this.credentials.passwordHashOf(userId), confirmation.Password))) {
      await this.throttle.recordFailure(email, by.meta.address);
      throw validationError('ACCOUNT.PASSWORD_WRONG', WRONG_PASSWORD, { Password: WRONG_PASSWORD });
    }
    const { eventStore, blobs, sessions: sessionStore } = this.runtime.stores;
    const owned = await OwnedBlobs.of(eventStore, userId);

    await this.sessions.destroyAllFor(userId);
    const context = { ...this.kit.context(by), ownerId: ERASURES_OWNER };
    const record = envelope({ type: 'AccountErased', data: { UserId: userId } }, 0, ERASURES_STREAM, context);
    const written = await eventStore.appendToStream(ERASURES_STREAM, [record], { expectedRevision: 'any' });
    await this.runtime.catalog.waitFor(written.position, READ_MODELS_WAIT_MS);

    await eventStore.eraseOwner(userId);
    this.kit.forgetStates();
    await this.credentials.forget(userId);
    // The Google Calendar connection: its refresh token (keyed by the user) and any consent under way.
    await new GoogleCalendarTokens(sessionStore).forget(userId);
    await sessionStore.eraseOwner(userId);
    // The answers kept for retried requests: a day of them may name signers and customers.
    await forgetCommandAnswersOf(sessionStore, userId);
    await this.throttle.forgetAccount(email);
    await owned.remove(blobs, this.runtime.catalog);
    await sessionStore.compact();
    return true;
  }
}
