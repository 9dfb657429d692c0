import { FEEDBACK_EVENT_TYPES, type FeedbackEvent } from '@notary/events';
import { documentPerStream, type RecordedOf } from '@notary/projection-runtime';
import { FEEDBACK, type FeedbackDocument, type FeedbackFields } from './feedback.document';

/** The report's document after one event of its stream. Pure. */
export function evolveFeedback(document: FeedbackDocument | null, event: RecordedOf<FeedbackEvent['type']>): FeedbackFields {
  switch (event.type) {
    case 'FeedbackSubmitted':
      return {
        Id: event.data.FeedbackId,
        OwnerId: event.data.OwnerId,
        Kind: event.data.Kind,
        Details: event.data.Details,
        Status: 'Open',
        SubmittedAt: event.data.SubmittedAt,
        Page: event.data.Page ?? null,
        StatusChangedAt: null,
        StatusChangedBy: null,
      };
    case 'FeedbackStatusChanged':
      if (!document) throw new Error(`Feedback ${event.data.FeedbackId} has no document for ${event.type}`);
      return { ...document, Status: event.data.Status, StatusChangedAt: event.metadata.occurredAt, StatusChangedBy: event.data.ChangedBy };
    default: {
      const exhaustive: never = event;
      return exhaustive;
    }
  }
}

/** Suggestions and bug reports: one document per report, owned by the notary who sent it. */
export const feedbackProjection = documentPerStream({
  name: 'feedback',
  version: 1,
  collection: FEEDBACK,
  handles: FEEDBACK_EVENT_TYPES,
  indexes: [
    { collection: FEEDBACK, keys: { OwnerId: 1, Kind: 1, SubmittedAt: -1 } },
    { collection: FEEDBACK, keys: { Kind: 1, SubmittedAt: -1 } },
  ],
  documentId: (event) => event.data.FeedbackId,
  evolve: evolveFeedback,
  announce: ({ id }) => ({ kind: 'feedback.saved', id }),
});
