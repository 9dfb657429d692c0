import type { LiveRules } from '../../app/liveUpdates';

/** The notary's accountants; the accountant's clients and tax years (read on demand). */
export const accountantTags = ['Accountants'] as const;

export const accountantLive: LiveRules<(typeof accountantTags)[number]> = {
  tags: accountantTags,
  staleOn: { 'accountants.changed': () => ['Accountants'] },
};
