import type { FeedbackKind, FeedbackStatus } from '@notary/events';

/** A suggestion or bug report as the notary's list and the admins' list read it. */
export type FeedbackFields = {
  Id: string;
  OwnerId: string;
  Kind: FeedbackKind;
  Details: string;
  Status: FeedbackStatus;
  /** When it was sent (the server's time): spec 001's DateEntered. */
  SubmittedAt: string;
  Page: string | null;
  StatusChangedAt: string | null;
  StatusChangedBy: string | null;
};

export interface FeedbackDocument extends FeedbackFields {
  _id: string;
  [key: string]: unknown;
}

export const FEEDBACK = 'feedback';
