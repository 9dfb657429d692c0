import type { ProjectionItem, ProjectionState, ProjectionsAnswer } from '@notary/contracts';

/** How often the panel refreshes while a projection is rebuilding or catching up. */
export const BUSY_REFRESH_MS = 3000;

export const STATE_WORDS: Record<ProjectionState, { label: string; tone: 'ok' | 'danger' | 'busy' }> = {
  running: { label: 'Running', tone: 'ok' },
  failed: { label: 'Stopped', tone: 'danger' },
  rebuilding: { label: 'Rebuilding', tone: 'busy' },
};

/** Something is moving: a rebuild under way, or a running projection behind the head. */
export const isBusy = (answer: ProjectionsAnswer | undefined): boolean =>
  (answer?.Projections ?? []).some((projection) => projection.State === 'rebuilding' || (projection.State === 'running' && projection.Lag > 0));

/** Where the stream browser shows the event a projection stopped on. */
export const eventLink = (error: NonNullable<ProjectionItem['Error']>): string | null =>
  error.StreamId === null ? null : `/Support/Streams/${encodeURIComponent(error.StreamId)}${error.Revision === null ? '' : `?revision=${error.Revision}`}`;

export const count = (value: number): string => value.toLocaleString('en-US');

/** "Stopped 3 minutes ago" style time, kept to the minute; the exact time is in the title. */
export const when = (iso: string): string => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

const ORDER: Record<ProjectionState, number> = { failed: 0, rebuilding: 1, running: 2 };

/** Stopped projections first (they need someone), then rebuilds, then the rest by name. */
export const byUrgency = (projections: readonly ProjectionItem[]): ProjectionItem[] =>
  [...projections].sort((a, b) => ORDER[a.State] - ORDER[b.State] || a.Name.localeCompare(b.Name));
