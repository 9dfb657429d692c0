import { TrialScheduler } from '@notary/policies';
import { allProjections } from '@notary/read-models';
import type { BackgroundFeature } from './background-work';

/**
 * The one list of what runs in the background, feature by feature. A new feature adds one line:
 * its read side (projections) and any jobs of its own.
 */
export const backgroundFeatures: readonly BackgroundFeature[] = [
  { name: 'read-models', projections: allProjections },
  {
    name: 'trial-expiry',
    jobs: [({ stores, catalog, clock, logger }) => new TrialScheduler(stores.eventStore, catalog, stores.notifier, clock, logger)],
  },
];
