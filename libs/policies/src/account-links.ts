import { accountDecider, type AccountCommand } from '@notary/domain';
import { ACCOUNT_LINK_TOKEN, accountStream, type EmailQueued } from '@notary/events';
import type { EventStore } from '@notary/event-store';
import { accountLinkTokenHash, handleCommand, newAccountLinkToken } from '@notary/infrastructure';
import { newId, type Clock } from '@notary/platform';

/**
 * The text of a message as it leaves. A password reset or an e-mail confirmation carries a link
 * whose token must not rest anywhere: the queued text holds ACCOUNT_LINK_TOKEN, and here, at each
 * attempt, a fresh token is made, its hash recorded on the account (which replaces any earlier
 * link), and the token put in the text handed to the mail server. So the log, the outbox page and
 * the backups hold only hashes, and a message retried after a crash still carries a working link.
 */
export async function textAsSent(deps: { eventStore: EventStore; clock: Clock }, messageId: string, queued: EmailQueued['data']): Promise<string> {
  const kind = queued.Purpose.Kind;
  if (kind !== 'password-reset' && kind !== 'email-confirmation') return queued.Text;
  const userId = queued.OwnerId;
  const token = newAccountLinkToken(userId);
  const tokenHash = accountLinkTokenHash(token);
  const now = deps.clock.now();
  const command: AccountCommand =
    kind === 'password-reset'
      ? { type: 'IssuePasswordResetLink', tokenHash, now }
      : { type: 'IssueEmailChangeLink', tokenHash, newEmail: queued.To[0] ?? '', now };
  // A fresh command id each time: every attempt's token is a new one, never a replayed event.
  const commandId = newId();
  await handleCommand(deps.eventStore, accountStream(userId), accountDecider, command, {
    ownerId: userId,
    actorId: 'system',
    commandId,
    correlationId: messageId,
    causationId: messageId,
    now,
  });
  return queued.Text.split(ACCOUNT_LINK_TOKEN).join(token);
}
