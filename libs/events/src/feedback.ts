import type { DomainEvent } from './envelope';

/** What a notary sends from the Feedback menu (spec 000 §2): a suggestion, or a bug report (a defect). */
export const FEEDBACK_KINDS = ['suggestion', 'defect'] as const;
export type FeedbackKind = (typeof FEEDBACK_KINDS)[number];

/**
 * Where a report stands. Every report starts Open (spec 001 §4); an admin moves it to In progress
 * while working on it, then to Done (built or fixed) or Won't do (declined, or not a defect).
 */
export const FEEDBACK_STATUSES = ['Open', 'In progress', 'Done', "Won't do"] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

/**
 * Stream `feedback-{FeedbackId}`: one report. Its owner is the notary who sent it; an admin's status
 * change is recorded with the admin as actor and the notary as owner. Operators write nothing else
 * of a notary's: these streams hold only what the notary chose to send.
 */
export type FeedbackSubmitted = DomainEvent<
  'FeedbackSubmitted',
  {
    FeedbackId: string;
    OwnerId: string;
    Kind: FeedbackKind;
    Details: string;
    /** The server's time (spec 001 §4: DateEntered). */
    SubmittedAt: string;
    /** The page the notary was on, when known. */
    Page?: string;
  }
>;
export type FeedbackStatusChanged = DomainEvent<'FeedbackStatusChanged', { FeedbackId: string; Status: FeedbackStatus; ChangedBy: string }>;

export type FeedbackEvent = FeedbackSubmitted | FeedbackStatusChanged;

export const feedbackStream = (feedbackId: string) => `feedback-${feedbackId}`;
