import type { EmailAttachmentRef, EmailEvent, EmailPurpose } from '@notary/events';
import { conflict, notFound, validationError, type Decider } from '../shared';
import { isSendableAddress } from './addresses';

/**
 * How long after a failed attempt the next one may start: 1 minute, 5 minutes, 30 minutes, 2 hours,
 * 6 hours. After the sixth failure of a round the outbox gives up (the notary may send it again).
 */
export const EMAIL_RETRY_DELAYS_MS: readonly number[] = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 6 * 3_600_000];

/**
 * How long a claimed attempt keeps others away. A worker that dies mid-send (kill -9, a power cut)
 * leaves its claim without an outcome; once the lease has passed, the message is due again. The
 * worker gives up on a send well before this (its deadline), so a live attempt never outlasts it.
 */
export const EMAIL_CLAIM_LEASE_MS = 5 * 60_000;

export type OutboxStatus = 'queued' | 'sending' | 'sent' | 'retrying' | 'failed';

export interface OutboxState {
  exists: boolean;
  messageId: string;
  ownerId: string;
  status: OutboxStatus;
  /** The number of the last attempt claimed (0 before the first). */
  attempt: number;
  /** Attempts since the message was queued or last sent again by the notary: the give-up count. */
  attemptsInRound: number;
  /** Whether the last claimed attempt has its outcome recorded. */
  outcomeRecorded: boolean;
  claimedAt: string | null;
  nextAttemptAt: string | null;
  lastError: string | null;
}

/** What is queued: the notary's addresses and the message, the attachments already in the blob store. */
export interface EmailToQueue {
  From: string;
  ReplyTo: string;
  To: string[];
  Cc: string[];
  Bcc: string[];
  Subject: string;
  Text: string;
  Attachments: EmailAttachmentRef[];
  Purpose: EmailPurpose;
}

export type OutboxCommand =
  | { type: 'QueueEmail'; messageId: string; ownerId: string; email: EmailToQueue }
  | { type: 'ClaimAttempt'; now: Date; retryDelaysMs?: readonly number[] }
  | { type: 'RecordSent'; attempt: number; response: string; accepted: string[]; rejected: string[] }
  | { type: 'RecordFailure'; attempt: number; error: string; permanent: boolean; now: Date; retryDelaysMs?: readonly number[] }
  | { type: 'SendAgain'; now: Date };

export const OUTBOX_MESSAGES = {
  noRecipient: 'Please enter at least one recipient in To',
  subjectRequired: 'Please enter a subject',
  badSender: 'The sender is not an e-mail address: enter your e-mail address in your profile',
  notFound: 'The e-mail was not found.',
  alreadySent: 'This e-mail was already sent.',
  gaveUp: 'The outbox gave up on this e-mail; send it again to try once more.',
  notDue: 'This e-mail is not due for another attempt yet.',
  inProgress: 'This e-mail is being sent right now.',
  notFailed: 'Only an e-mail that failed can be sent again.',
  lapsed: 'The attempt did not finish: the server stopped or lost its connection while sending',
} as const;

const M = OUTBOX_MESSAGES;
const at = (ms: number) => new Date(ms).toISOString();

/** When a claimed attempt's lease ends. */
export const claimExpiresAt = (claimedAt: string) => at(Date.parse(claimedAt) + EMAIL_CLAIM_LEASE_MS);

/** Rules of a message about to be queued; every recipient must look sendable (spec 001 §5's loose check). */
function checkEmail(email: EmailToQueue): void {
  const errors: Record<string, string> = {};
  if (!email.To.length) errors.To = M.noRecipient;
  for (const [field, list] of [
    ['To', email.To],
    ['Cc', email.Cc],
    ['Bcc', email.Bcc],
  ] as const) {
    const bad = list.find((address) => !isSendableAddress(address));
    if (bad !== undefined) errors[field] ??= `"${bad}" is not an e-mail address`;
  }
  if (!email.Subject.trim()) errors.Subject = M.subjectRequired;
  if (!isSendableAddress(email.From)) errors.From = M.badSender;
  const first = Object.values(errors)[0];
  if (first) throw validationError('EMAIL.INVALID', first, errors);
}

/** The delay before the attempt after `attemptsInRound` failures, or null: give up. */
function retryDelay(attemptsInRound: number, delays: readonly number[]): number | null {
  return attemptsInRound <= delays.length ? delays[attemptsInRound - 1]! : null;
}

export const outboxDecider: Decider<OutboxCommand, OutboxState, EmailEvent> = {
  initialState: () => ({
    exists: false,
    messageId: '',
    ownerId: '',
    status: 'queued',
    attempt: 0,
    attemptsInRound: 0,
    outcomeRecorded: true,
    claimedAt: null,
    nextAttemptAt: null,
    lastError: null,
  }),

  evolve(state, event) {
    switch (event.type) {
      case 'EmailQueued':
        return { ...state, exists: true, messageId: event.data.MessageId, ownerId: event.data.OwnerId, status: 'queued' };
      case 'EmailDeliveryAttempted':
        return {
          ...state,
          status: 'sending',
          attempt: event.data.Attempt,
          attemptsInRound: state.attemptsInRound + 1,
          outcomeRecorded: false,
          claimedAt: event.data.At,
          nextAttemptAt: null,
        };
      case 'EmailSent':
        return { ...state, status: 'sent', outcomeRecorded: true, nextAttemptAt: null, lastError: null };
      case 'EmailDeliveryFailed':
        return {
          ...state,
          status: event.data.NextAttemptAt ? 'retrying' : 'failed',
          outcomeRecorded: true,
          nextAttemptAt: event.data.NextAttemptAt,
          lastError: event.data.Error,
        };
      case 'EmailRetryRequested':
        return { ...state, status: 'queued', attemptsInRound: 0, nextAttemptAt: null };
      default: {
        const exhaustive: never = event;
        return exhaustive;
      }
    }
  },

  decide(command, state) {
    if (command.type === 'QueueEmail') {
      // Queued already (a retried request): nothing to add.
      if (state.exists) return [];
      checkEmail(command.email);
      return [{ type: 'EmailQueued', data: { MessageId: command.messageId, OwnerId: command.ownerId, ...command.email } }];
    }
    if (!state.exists) throw notFound('EMAIL.NOT_FOUND', M.notFound);
    switch (command.type) {
      case 'ClaimAttempt':
        return claim(state, command.now, command.retryDelaysMs ?? EMAIL_RETRY_DELAYS_MS);
      case 'RecordSent':
        // An attempt whose lease ran out may still have reached the server: it was sent all the same.
        if (state.status === 'sent' || command.attempt > state.attempt) return [];
        return [
          {
            type: 'EmailSent',
            data: { MessageId: state.messageId, Attempt: command.attempt, Response: command.response, Accepted: command.accepted, Rejected: command.rejected },
          },
        ];
      case 'RecordFailure': {
        // Only the outcome of the attempt in progress counts: a late one (a newer attempt was claimed) is history.
        if (state.status !== 'sending' || command.attempt !== state.attempt || state.outcomeRecorded) return [];
        const delay = command.permanent ? null : retryDelay(state.attemptsInRound, command.retryDelaysMs ?? EMAIL_RETRY_DELAYS_MS);
        return [
          {
            type: 'EmailDeliveryFailed',
            data: {
              MessageId: state.messageId,
              Attempt: command.attempt,
              Error: command.error,
              Permanent: command.permanent,
              NextAttemptAt: delay === null ? null : at(command.now.getTime() + delay),
            },
          },
        ];
      }
      case 'SendAgain':
        if (state.status === 'sent') throw conflict('EMAIL.ALREADY_SENT', M.alreadySent);
        if (state.status !== 'failed') throw conflict('EMAIL.NOT_FAILED', M.notFailed);
        return [{ type: 'EmailRetryRequested', data: { MessageId: state.messageId, At: command.now.toISOString() } }];
      default: {
        const exhaustive: never = command;
        return exhaustive;
      }
    }
  },
};

/**
 * The next attempt, claimed. An attempt whose lease ran out without an outcome (its worker died
 * mid-send) is first recorded as failed, due again at once: it is an attempt like any other, so
 * a message that kills its worker every time is given up on after the round's attempts.
 */
function claim(state: OutboxState, now: Date, delays: readonly number[]): EmailEvent[] {
  refuseClaim(state, now);
  const events: EmailEvent[] = [];
  if (state.status === 'sending') {
    const gaveUp = state.attemptsInRound > delays.length;
    const NextAttemptAt = gaveUp ? null : now.toISOString();
    events.push({
      type: 'EmailDeliveryFailed',
      data: { MessageId: state.messageId, Attempt: state.attempt, Error: M.lapsed, Permanent: false, NextAttemptAt },
    });
    if (gaveUp) return events;
  }
  events.push({ type: 'EmailDeliveryAttempted', data: { MessageId: state.messageId, Attempt: state.attempt + 1, At: now.toISOString() } });
  return events;
}

/** A new attempt may start when the message is queued, its backoff has passed, or a claim's lease ran out. */
function refuseClaim(state: OutboxState, now: Date): void {
  switch (state.status) {
    case 'sent':
      throw conflict('EMAIL.ALREADY_SENT', M.alreadySent);
    case 'failed':
      throw conflict('EMAIL.GAVE_UP', M.gaveUp);
    case 'retrying':
      if (state.nextAttemptAt && now.getTime() < Date.parse(state.nextAttemptAt)) throw conflict('EMAIL.NOT_DUE', M.notDue);
      return;
    case 'sending':
      if (state.claimedAt && now.getTime() < Date.parse(claimExpiresAt(state.claimedAt))) throw conflict('EMAIL.IN_PROGRESS', M.inProgress);
      return;
    case 'queued':
      return;
    default: {
      const exhaustive: never = state.status;
      return exhaustive;
    }
  }
}
