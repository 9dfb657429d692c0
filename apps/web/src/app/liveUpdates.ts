import { createAction } from '@reduxjs/toolkit';
import type { TagDescription } from '@reduxjs/toolkit/query';

/**
 * An announcement the server pushes after the projector has applied a change ('signing.saved',
 * 'customer.deleted', 'settings.saved', 'billing.changed'). `Position` is the event-log position of
 * that change; it lets a screen know its data now includes the write.
 */
export interface Announcement {
  Id: string | number;
  Position?: unknown;
}

/**
 * A feature's part in live updates: its RTK Query tag types, and which announcements make which
 * of them stale. Each feature names only its own tags; the app joins all of them into one table.
 */
export interface LiveRules<Tag extends string> {
  /** Every tag an announcement may touch; all are refreshed after a reconnect, when some may have been missed. */
  tags: readonly Tag[];
  /** Names only tags of `tags` (NoInfer: a foreign tag here is an error, not a wider Tag). */
  staleOn: Readonly<Record<string, (announcement: Announcement) => TagDescription<NoInfer<Tag>>[]>>;
}

export interface LiveUpdates {
  tags: readonly string[];
  /** The stale tags for announcements of one kind; null for a kind no feature follows. */
  staleTagsFor(kind: string, announcements: readonly Announcement[]): TagDescription<string>[] | null;
}

/** The one table of live updates, joined from the features' rules. */
export function liveUpdatesOf(rules: readonly (LiveRules<string> | undefined)[]): LiveUpdates {
  const followed = rules.filter((rule) => rule !== undefined);
  return {
    tags: [...new Set(followed.flatMap((rule) => rule.tags))],
    staleTagsFor(kind, announcements) {
      const stale = followed.flatMap((rule) => {
        const staleTags = rule.staleOn[kind];
        return staleTags ? announcements.flatMap(staleTags) : [];
      });
      return stale.length ? stale : null;
    },
  };
}

/** What a socket message carries, read defensively: it comes over the network. */
export function announcementOf(payload: unknown): Announcement {
  const announcement = (typeof payload === 'object' && payload !== null ? payload : {}) as Partial<Announcement>;
  return { Id: announcement.Id ?? '', Position: announcement.Position };
}

/**
 * A command of this client succeeded: the data it changed is stale here at once, exactly as when
 * the server's announcement of it arrives (a moment later, to every open screen of the notary).
 * A feature says what it changed in the server's words, and need not know who else shows it.
 */
export const announcedHere = createAction<{ kind: string; Ids: ReadonlyArray<string | number> }>('liveUpdates/announcedHere');

/**
 * An endpoint's `onQueryStarted` that announces its change here once the server accepted it,
 * e.g. `onQueryStarted: announceOnSuccess('signing.saved', (_, answer) => [answer.Id])`.
 */
export function announceOnSuccess<Arg, Result>(kind: string, idsOf: (arg: Arg, result: Result) => ReadonlyArray<string | number>) {
  return async (
    arg: Arg,
    { dispatch, queryFulfilled }: { dispatch: (action: ReturnType<typeof announcedHere>) => unknown; queryFulfilled: Promise<{ data: Result }> },
  ) => {
    const answer = await queryFulfilled.catch(() => null);
    if (answer) dispatch(announcedHere({ kind, Ids: idsOf(arg, answer.data) }));
  };
}
