import type { LiveRules } from '../../app/liveUpdates';

/** The notary's trips and the year's mileage totals (the signings' miles count in them too). */
export const mileageTags = ['Mileage'] as const;

export const mileageLive: LiveRules<(typeof mileageTags)[number]> = {
  tags: mileageTags,
  staleOn: {
    'mileage.saved': () => ['Mileage'],
    'mileage.deleted': () => ['Mileage'],
    // A signing's own miles are in the year's totals, and the settings hold the notary's own rate.
    'signing.saved': () => ['Mileage'],
    'signing.deleted': () => ['Mileage'],
    'settings.saved': () => ['Mileage'],
  },
};
