import { z } from 'zod';
import { id, text } from './primitives';
import { FEEDBACK_STATUS_VALUES } from './wire-values';

/** A suggestion (spec's feedback) or a bug report (spec's defect), as the events name them. */
export type FeedbackKind = 'suggestion' | 'defect';

export type FeedbackStatus = (typeof FEEDBACK_STATUS_VALUES)[number];

/**
 * POST feedbackapi/savefeedback and savedefect (spec 001 §7): Details, Status, DateEntered. The
 * notary writes only the Details (and, optionally, the page they were on): a new report is always
 * Open with the server's time, whatever Status or DateEntered say.
 */
export const FeedbackBody = z.object({
  Details: text(4000).default(''),
  Status: text(40).optional(),
  DateEntered: text(40).optional(),
  Page: text(200).optional(),
});
export type FeedbackSaveBody = z.input<typeof FeedbackBody>;
export type FeedbackInput = z.output<typeof FeedbackBody>;

/** POST adminapi/feedbackstatus/{id}: an admin moves a report along. */
export const FeedbackStatusBody = z.object({ Status: z.enum(FEEDBACK_STATUS_VALUES) });
export type FeedbackStatusRequest = z.input<typeof FeedbackStatusBody>;

export const FeedbackIdParam = id();

/** A suggestion or bug report as the lists show it. */
export interface FeedbackItem {
  Id: string;
  Kind: FeedbackKind;
  Details: string;
  Status: FeedbackStatus;
  /** When it was sent (ISO 8601, the server's time). */
  DateEntered: string;
  Page: string | null;
  StatusChangedAt: string | null;
}

/** What a save or a status change answers: the report, and the log position for read-your-writes. */
export interface FeedbackSaveAnswer extends FeedbackItem {
  Position: number;
  Unchanged?: boolean;
}

/** The admins' list: every notary's reports, each with the sender's e-mail. */
export interface AdminFeedbackItem extends FeedbackItem {
  OwnerId: string;
  Email: string;
}
