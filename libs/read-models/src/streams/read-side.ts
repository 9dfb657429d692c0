import type { ReadSide } from '../shared/read-side';
import { streamsCatalogueProjection } from './streams-catalogue.projection';

/** Support's finder of streams: no notary's screen shows it, so it announces nothing. */
export const streamsReadSide = {
  name: 'streams',
  projections: [streamsCatalogueProjection],
  announcements: {},
} as const satisfies ReadSide;
