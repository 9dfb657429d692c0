import type { LiveRules } from '../../app/liveUpdates';

/** The pending imports: rows imported from files, waiting to be accepted or discarded. */
export const importsTags = ['Imports'] as const;

export const importsLive: LiveRules<(typeof importsTags)[number]> = {
  tags: importsTags,
  staleOn: {
    // Imported, accepted or discarded here, in another tab or on the phone.
    'imports.changed': () => ['Imports'],
  },
};
