import type { AdminFeedbackItem, FeedbackItem } from '@notary/contracts';
import { notFound } from '@notary/domain';
import type { FeedbackDocument } from '@notary/read-models';

export const feedbackNotFound = () => notFound('FEEDBACK.NOT_FOUND', 'The suggestion or bug report was not found.');

/** A report as the wire shows it (spec 001's Details, Status, DateEntered). */
export const feedbackItem = (
  report: Pick<FeedbackDocument, 'Id' | 'Kind' | 'Details' | 'Status' | 'SubmittedAt' | 'Page' | 'StatusChangedAt'>,
): FeedbackItem => ({
  Id: report.Id,
  Kind: report.Kind,
  Details: report.Details,
  Status: report.Status,
  DateEntered: report.SubmittedAt,
  Page: report.Page,
  StatusChangedAt: report.StatusChangedAt,
});

export const adminFeedbackItem = (report: FeedbackDocument & { Email: string }): AdminFeedbackItem => ({
  ...feedbackItem(report),
  OwnerId: report.OwnerId,
  Email: report.Email,
});
