import type { ApiTag } from './api';

/**
 * An announcement the server pushes after the projector has applied a change. `Position` is the
 * event-log position of that change; it lets a screen know its data now includes the write.
 */
export interface Announcement {
  Id: string | number;
  Position?: unknown;
}

type StaleTags = (announcement: Announcement) => ApiTag[];

const signingChanged: StaleTags = ({ Id }) => ['Signing', { type: 'Signing', id: Id }, 'SigningList', 'Dashboard', 'Calendar'];
const customerChanged: StaleTags = ({ Id }) => ['Customer', { type: 'Customer', id: Id }];

/**
 * Which cached data each announcement makes stale. This is the one place to add a line when a
 * feature starts caring about another kind of change.
 */
export const staleTagsByAnnouncement: Record<string, StaleTags> = {
  'signing.saved': signingChanged,
  'signing.deleted': signingChanged,
  'customer.saved': customerChanged,
  'customer.deleted': customerChanged,
  'settings.saved': () => ['Settings'],
  'billing.changed': () => ['Billing'],
};

/** Everything an announcement could touch: refreshed after a reconnect, when some may have been missed. */
export const ALL_LIVE_TAGS: ApiTag[] = ['Signing', 'SigningList', 'Dashboard', 'Calendar', 'Customer', 'Settings', 'Billing'];

export function staleTagsFor(kind: string, payload: unknown): ApiTag[] | null {
  const staleTags = staleTagsByAnnouncement[kind];
  if (!staleTags) return null;
  const announcement = (typeof payload === 'object' && payload !== null ? payload : {}) as Partial<Announcement>;
  return staleTags({ Id: announcement.Id ?? '', Position: announcement.Position });
}
