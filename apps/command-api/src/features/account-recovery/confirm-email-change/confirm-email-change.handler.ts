import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { accountStream, emailClaimStream, type EmailChanged } from '@notary/events';
import { accountDecider, RECOVERY_MESSAGES, validationError } from '@notary/domain';
import { WrongExpectedRevisionError } from '@notary/event-store';
import { accountLinkTokenHash, accountOfLinkToken, envelope } from '@notary/infrastructure';
import { deterministicId } from '@notary/platform';
import { CommandKit } from '../../../core/commands/command-kit';
import { SessionService } from '../../../core/auth/session.service';
import { AccountDirectory } from '../../accounts/account-directory';
import { EMAIL_TAKEN } from '../../accounts/register-notary/register-notary.handler';
import { ConfirmEmailChange } from './confirm-email-change.command';

const invalidLink = () => validationError('ACCOUNT.CONFIRM_LINK_INVALID', RECOVERY_MESSAGES.confirmLinkInvalid);

/**
 * Claims the new address first (its claim stream decides, as at registration, so no two accounts
 * can take it), then records EmailChanged on the account (which uses the link), then releases the
 * old address. Sessions stay signed in, under the new address: the owner proved both the password
 * and the new mailbox, and signing them out everywhere would punish the person who did it right.
 */
@CommandHandler(ConfirmEmailChange)
export class ConfirmEmailChangeHandler implements ICommandHandler<ConfirmEmailChange> {
  constructor(
    private readonly kit: CommandKit,
    private readonly directory: AccountDirectory,
    private readonly sessions: SessionService,
  ) {}

  async execute({ token, meta }: ConfirmEmailChange) {
    const userId = accountOfLinkToken(token);
    if (!userId) throw invalidLink();
    const context = this.kit.contextFor(userId, meta);
    const tokenHash = accountLinkTokenHash(token);
    const account = await this.directory.load(userId);
    // Decided once up front, so an unknown or stale link claims nothing.
    if (!account.registered) throw invalidLink();
    const [changed] = accountDecider.decide({ type: 'ConfirmEmailChange', tokenHash, now: context.now }, account) as EmailChanged[];
    const { OldEmail, NewEmail } = changed!.data;
    await this.claim(NewEmail, userId, context);
    const result = await this.kit.decide(accountStream(userId), accountDecider, { type: 'ConfirmEmailChange', tokenHash, now: context.now }, context);
    await this.release(OldEmail, userId, context);
    await this.sessions.renameUser(userId, NewEmail);
    return { Response: RECOVERY_MESSAGES.emailChanged, Position: result.position };
  }

  private async claim(email: string, userId: string, context: ReturnType<CommandKit['contextFor']>): Promise<void> {
    const { userId: holder, revision } = await this.directory.claimOf(email);
    if (holder === userId) return;
    if (holder) throw validationError('ACCOUNT.EMAIL_TAKEN', EMAIL_TAKEN);
    const stream = emailClaimStream(email);
    try {
      await this.kit.eventStore.appendToStream(stream, [envelope({ type: 'EmailClaimed', data: { Email: email, UserId: userId } }, 0, stream, context)], {
        expectedRevision: revision,
      });
    } catch (error) {
      if (error instanceof WrongExpectedRevisionError) throw validationError('ACCOUNT.EMAIL_TAKEN', EMAIL_TAKEN);
      throw error;
    }
  }

  private async release(email: string, userId: string, context: ReturnType<CommandKit['contextFor']>): Promise<void> {
    const { userId: holder, revision } = await this.directory.claimOf(email);
    if (holder !== userId || revision === 'no_stream') return;
    const stream = emailClaimStream(email);
    await this.kit.eventStore.appendToStream(
      stream,
      [
        envelope({ type: 'EmailReleased', data: { Email: email, UserId: userId } }, 0, stream, {
          ...context,
          commandId: deterministicId(context.commandId, 'release'),
        }),
      ],
      { expectedRevision: revision },
    );
  }
}
