import type { FeedbackItem, FeedbackKind } from '@notary/contracts';

/** The words of each kind, in the dialogs and the lists. */
export const KIND_WORDS: Record<FeedbackKind, { title: string; label: string; required: string; sent: string; placeholder: string }> = {
  suggestion: {
    title: 'Add a suggestion',
    label: 'Suggestion',
    required: 'Please describe your suggestion.',
    sent: 'Thank you: your suggestion was sent.',
    placeholder: 'What would make your work easier?',
  },
  defect: {
    title: 'Report a bug',
    label: 'Bug report',
    required: 'Please describe the problem you ran into.',
    sent: 'Thank you: your bug report was sent.',
    placeholder: 'What did you do, what happened, and what did you expect?',
  },
};

/** The form's check before sending (the server checks the same). */
export const detailsProblem = (kind: FeedbackKind, details: string): string | null => (details.trim() ? null : KIND_WORDS[kind].required);

/** When a report was sent, in the notary's own time zone. */
export const sentAt = (iso: string): string =>
  new Date(iso).toLocaleString('en-US', { month: '2-digit', day: '2-digit', year: 'numeric', hour: 'numeric', minute: '2-digit' });

/** Both kinds in one list, newest first. */
export function newestFirst<T extends FeedbackItem>(...lists: ReadonlyArray<readonly T[] | undefined>): T[] {
  return lists.flatMap((list) => list ?? []).sort((a, b) => b.DateEntered.localeCompare(a.DateEntered) || a.Id.localeCompare(b.Id));
}
