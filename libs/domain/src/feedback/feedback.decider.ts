import { FEEDBACK_STATUSES, type FeedbackEvent, type FeedbackKind, type FeedbackStatus } from '@notary/events';
import { notFound, validationError, type Decider } from '../shared';

export interface FeedbackState {
  exists: boolean;
  feedbackId: string;
  ownerId: string;
  kind: FeedbackKind;
  details: string;
  submittedAt: string;
  status: FeedbackStatus;
}

export type FeedbackCommand =
  | { type: 'SubmitFeedback'; feedbackId: string; ownerId: string; kind: FeedbackKind; details: string; page?: string; now: Date }
  | { type: 'ChangeFeedbackStatus'; status: FeedbackStatus; changedBy: string };

export const FEEDBACK_MESSAGES = {
  suggestionRequired: 'Please describe your suggestion.',
  defectRequired: 'Please describe the problem you ran into.',
  notFound: 'The suggestion or bug report was not found.',
  status: `The status must be one of: ${FEEDBACK_STATUSES.join(', ')}.`,
} as const;

const M = FEEDBACK_MESSAGES;

/** Spec 001 §5: a suggestion or a bug report needs its Details (blank or spaces only is refused). */
export function checkFeedbackDetails(kind: FeedbackKind, details: string): string {
  const trimmed = details.trim();
  if (!trimmed) {
    const message = kind === 'defect' ? M.defectRequired : M.suggestionRequired;
    throw validationError('FEEDBACK.DETAILS_REQUIRED', message, { Details: message });
  }
  return trimmed;
}

/**
 * A suggestion or bug report (spec 001 §4): it starts Open with the server's time; only its status
 * changes afterwards, by an admin. Sending it again (a retried request, same id) records nothing new.
 */
export const feedbackDecider: Decider<FeedbackCommand, FeedbackState, FeedbackEvent> = {
  initialState: () => ({ exists: false, feedbackId: '', ownerId: '', kind: 'suggestion', details: '', submittedAt: '', status: 'Open' }),

  evolve(state, event) {
    switch (event.type) {
      case 'FeedbackSubmitted':
        return {
          exists: true,
          feedbackId: event.data.FeedbackId,
          ownerId: event.data.OwnerId,
          kind: event.data.Kind,
          details: event.data.Details,
          submittedAt: event.data.SubmittedAt,
          status: 'Open',
        };
      case 'FeedbackStatusChanged':
        return { ...state, status: event.data.Status };
      default: {
        const exhaustive: never = event;
        return exhaustive;
      }
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'SubmitFeedback': {
        const Details = checkFeedbackDetails(command.kind, command.details);
        if (state.exists) return [];
        const Page = command.page?.trim();
        return [
          {
            type: 'FeedbackSubmitted',
            data: {
              FeedbackId: command.feedbackId,
              OwnerId: command.ownerId,
              Kind: command.kind,
              Details,
              SubmittedAt: command.now.toISOString(),
              ...(Page ? { Page } : {}),
            },
          },
        ];
      }
      case 'ChangeFeedbackStatus':
        if (!state.exists) throw notFound('FEEDBACK.NOT_FOUND', M.notFound);
        if (!(FEEDBACK_STATUSES as readonly string[]).includes(command.status)) throw validationError('FEEDBACK.STATUS', M.status, { Status: M.status });
        if (command.status === state.status) return [];
        return [{ type: 'FeedbackStatusChanged', data: { FeedbackId: state.feedbackId, Status: command.status, ChangedBy: command.changedBy } }];
      default: {
        const exhaustive: never = command;
        return exhaustive;
      }
    }
  },
};
