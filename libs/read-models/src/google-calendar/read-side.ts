import type { ReadSide } from '../shared/read-side';
import { calendarSyncProjection } from './calendar-sync.projection';

export const googleCalendarReadSide = {
  name: 'google-calendar',
  projections: [calendarSyncProjection],
  announcements: {
    'google-calendar.waiting': 'A signing changed while Google Calendar is connected: the policy requests a push (id: the signing).',
    'google-calendar.changed': "A signing's push to Google Calendar was requested, went through, or failed (id: the signing).",
  },
} as const satisfies ReadSide;
