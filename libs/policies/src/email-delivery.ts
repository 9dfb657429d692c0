import { emailStream, type EmailDeliveryAttempted, type EmailEvent, type EmailQueued } from '@notary/events';
import { DomainError, fold, outboxDecider, type OutboxCommand } from '@notary/domain';
import type { BlobStore } from '@notary/blob-store';
import { WrongExpectedRevisionError, type EventStore } from '@notary/event-store';
import { envelope, handleCommand, type CommandContext } from '@notary/infrastructure';
import { MailDeliveryError, type MailAttachment, type Mailer } from '@notary/mailer';
import { deterministicId, newId, type Clock } from '@notary/platform';
import { textAsSent } from './account-links';

export interface DeliveryOptions {
  /** The delays between failed attempts (the decider's own by default). */
  retryDelaysMs?: readonly number[];
  /** A send still unanswered after this is given up and retried later; well inside the claim's lease. */
  sendDeadlineMs: number;
}

export type DeliveryOutcome = 'sent' | 'failed' | 'skipped';

/**
 * Delivers one message of the outbox, as one attempt:
 *
 * 1. Claim: EmailDeliveryAttempted is appended at the revision the stream was read at, BEFORE the
 *    mail server is contacted. Two workers reading the same revision cannot both append, so they
 *    never send the same message at once; a message already sent, given up on, waiting out its
 *    backoff, or claimed by someone whose lease has not lapsed is refused by the decider.
 * 2. Send, with the message id as the Message-ID header on every attempt.
 * 3. Record the outcome: EmailSent, or EmailDeliveryFailed with the next attempt's time.
 *
 * The one at-least-once window: the mail server took the message and the process died (or the log
 * could not be written) before EmailSent was appended. The claim then lapses and the message is
 * sent again with the SAME Message-ID, by which receiving mail systems recognise the duplicate.
 * Once EmailSent is in the log, no attempt is ever claimed again.
 */
export async function deliverMessage(
  deps: { eventStore: EventStore; blobs: BlobStore; mailer: Mailer; clock: Clock },
  messageId: string,
  options: DeliveryOptions,
): Promise<DeliveryOutcome> {
  const { eventStore, blobs, mailer, clock } = deps;
  const streamId = emailStream(messageId);
  const history = await eventStore.readStream(streamId);
  const queued = history.find((event) => event.type === 'EmailQueued')?.data as EmailQueued['data'] | undefined;
  if (!queued) return 'skipped';
  const state = fold(outboxDecider, history as unknown as EmailEvent[]);
  const revision = history[history.length - 1]!.revision;

  // A fresh command id per claim: an identical event id would be taken for a retried append and
  // accepted, whereas the claim must lose to any other append at this revision.
  const claimId = newId();
  // The worker's events belong to the request that queued the message (its correlation id), each
  // caused by the event before it: the last one read for the claim, the claim for the outcome.
  const context = (commandId: string, causationId: string): CommandContext => ({
    ownerId: queued.OwnerId,
    actorId: 'system',
    commandId,
    correlationId: history[0]!.metadata.correlationId,
    causationId,
    now: clock.now(),
  });
  let claim;
  try {
    claim = outboxDecider.decide({ type: 'ClaimAttempt', now: clock.now(), retryDelaysMs: options.retryDelaysMs }, state);
    await eventStore.appendToStream(
      streamId,
      claim.map((event, index) => envelope(event, index, streamId, context(claimId, history[history.length - 1]!.id))),
      { expectedRevision: revision },
    );
  } catch (error) {
    if (error instanceof DomainError || error instanceof WrongExpectedRevisionError) return 'skipped';
    throw error;
  }
  // No attempt claimed: the lapsed one was the round's last, and the outbox gave up on the message.
  const claimed = claim.find((event): event is EmailDeliveryAttempted => event.type === 'EmailDeliveryAttempted');
  if (!claimed) return 'failed';
  const attempt = claimed.data.Attempt;

  let outcome: OutboxCommand;
  try {
    const attachments = await loadAttachments(blobs, queued);
    const receipt = await withDeadline(
      mailer.send({
        messageId,
        from: queued.From,
        replyTo: queued.ReplyTo || undefined,
        to: queued.To,
        cc: queued.Cc,
        bcc: queued.Bcc,
        subject: queued.Subject,
        // A reset or confirmation link's token is made now, as the message leaves (see textAsSent).
        text: await textAsSent(deps, messageId, queued),
        attachments,
      }),
      options.sendDeadlineMs,
    );
    outcome = { type: 'RecordSent', attempt, response: receipt.response, accepted: receipt.accepted, rejected: receipt.rejected };
  } catch (error) {
    const failure = asDeliveryError(error);
    outcome = { type: 'RecordFailure', attempt, error: failure.message, permanent: failure.permanent, now: clock.now(), retryDelaysMs: options.retryDelaysMs };
  }
  // Derived from the claim: recording the same outcome twice (a retried append) adds it once.
  const claimEventId = deterministicId(claimId, streamId, String(claim.indexOf(claimed)));
  await handleCommand(eventStore, streamId, outboxDecider, outcome, context(deterministicId(claimId, 'outcome'), claimEventId));
  return outcome.type === 'RecordSent' ? 'sent' : 'failed';
}

/** The attachments' bytes, from the blob store; a missing one fails the message for good (it cannot come back). */
async function loadAttachments(blobs: BlobStore, queued: EmailQueued['data']): Promise<MailAttachment[]> {
  const files: MailAttachment[] = [];
  for (const file of queued.Attachments) {
    const content = await blobs.get(file.Sha256);
    if (!content) throw new MailDeliveryError(`Mail delivery failed: the attachment ${file.FileName} is no longer stored`, true);
    files.push({ filename: file.FileName, contentType: file.ContentType, content });
  }
  return files;
}

/** Anything a send can throw, as a delivery error: what is not known to be permanent is tried again. */
function asDeliveryError(error: unknown): MailDeliveryError {
  if (error instanceof MailDeliveryError) return error;
  return new MailDeliveryError(`Mail delivery failed: ${error instanceof Error ? error.message : String(error)}`, false, undefined, { cause: error });
}

/** The send, or a transient failure once `ms` have passed without an answer. */
function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new MailDeliveryError(`Mail delivery failed: the mail server did not answer within ${Math.round(ms / 1000)} seconds`, false)),
      ms,
    );
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}
