import { accountantAccessDecider, accountDecider, DomainError, type AccountCommand } from '@notary/domain';
import { ACCOUNT_LINK_TOKEN, accountantAccessStream, accountStream, type EmailQueued } from '@notary/events';
import type { EventStore } from '@notary/event-store';
import { accountLinkTokenHash, handleCommand, newAccountLinkToken, type CommandContext } from '@notary/infrastructure';
import { MailDeliveryError } from '@notary/mailer';
import { newId, type Clock } from '@notary/platform';

type Deps = { eventStore: EventStore; clock: Clock };

/**
 * The text of a message as it leaves. A password reset, an e-mail confirmation or an accountant's
 * invitation carries a link whose token must not rest anywhere: the queued text holds
 * ACCOUNT_LINK_TOKEN, and here, at each attempt, a fresh token is made, its hash recorded (on the
 * account, or for an invitation on the notary's accountant-access stream; either replaces any
 * earlier link), and the token put in the text handed to the mail server. So the log, the outbox
 * page and the backups hold only hashes, and a message retried after a crash still carries a
 * working link.
 */
export async function textAsSent(deps: Deps, messageId: string, queued: EmailQueued['data']): Promise<string> {
  const kind = queued.Purpose.Kind;
  if (kind !== 'password-reset' && kind !== 'email-confirmation' && kind !== 'accountant-invitation') return queued.Text;
  const token = kind === 'accountant-invitation' ? await issueInvitationLink(deps, messageId, queued) : await issueAccountLink(deps, messageId, queued);
  return queued.Text.split(ACCOUNT_LINK_TOKEN).join(token);
}

/** A fresh command id each time: every attempt's token is a new one, never a replayed event. */
const systemContext = (ownerId: string, messageId: string, now: Date): CommandContext => ({
  ownerId,
  actorId: 'system',
  commandId: newId(),
  correlationId: messageId,
  causationId: messageId,
  now,
});

async function issueAccountLink(deps: Deps, messageId: string, queued: EmailQueued['data']): Promise<string> {
  const userId = queued.OwnerId;
  const token = newAccountLinkToken(userId);
  const tokenHash = accountLinkTokenHash(token);
  const now = deps.clock.now();
  const command: AccountCommand =
    queued.Purpose.Kind === 'password-reset'
      ? { type: 'IssuePasswordResetLink', tokenHash, now }
      : { type: 'IssueEmailChangeLink', tokenHash, newEmail: queued.To[0] ?? '', now };
  await handleCommand(deps.eventStore, accountStream(userId), accountDecider, command, systemContext(userId, messageId, now));
  return token;
}

/**
 * An invitation's link names the notary (whose stream holds it) and is recorded against the
 * invitation (Purpose.RefId). One taken back or already accepted before its e-mail left is not
 * sent at all: a permanent failure, shown as such in the notary's outbox.
 */
async function issueInvitationLink(deps: Deps, messageId: string, queued: EmailQueued['data']): Promise<string> {
  const notaryId = queued.OwnerId;
  const token = newAccountLinkToken(notaryId);
  const now = deps.clock.now();
  const command = { type: 'IssueAccountantInvitationLink' as const, invitationId: queued.Purpose.RefId ?? '', tokenHash: accountLinkTokenHash(token), now };
  try {
    await handleCommand(deps.eventStore, accountantAccessStream(notaryId), accountantAccessDecider, command, systemContext(notaryId, messageId, now));
  } catch (error) {
    if (error instanceof DomainError) throw new MailDeliveryError(`Not sent: ${error.message}`, true);
    throw error;
  }
  return token;
}
