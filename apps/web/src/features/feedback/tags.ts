import type { LiveRules } from '../../app/liveUpdates';

/** The notary's own reports and, for an admin, everyone's. */
export const feedbackTags = ['Feedback'] as const;

export const feedbackLive: LiveRules<(typeof feedbackTags)[number]> = {
  tags: feedbackTags,
  // A report sent, or its status changed by an admin (announced to the notary who sent it).
  staleOn: { 'feedback.saved': () => ['Feedback'] },
};
