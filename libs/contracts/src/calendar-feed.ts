import { z } from 'zod';
import { id } from './primitives';

/** The feed's path: the notary's id, and the token with .ics (a calendar app shows the file name). */
export const CalendarFeedFileParam = z.object({
  ownerId: id(),
  file: z.string().regex(/^[A-Za-z0-9_-]{43}\.ics$/, 'must be a calendar feed file'),
});

/** GET /api/settingsapi/icalfeed (and POST …/renew): the address to subscribe to while the feed is on. */
export interface CalendarFeedAnswer {
  Enabled: boolean;
  ICalFeedUrl: string | null;
}
