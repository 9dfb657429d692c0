import type { SupportEvent } from '@notary/contracts';

/** Who acted, as support reads it: the owner themself, the system, or another user's id. */
export function actorOf(event: SupportEvent): string {
  const { actorId, ownerId } = event.Metadata;
  if (actorId === ownerId) return 'Owner';
  return actorId;
}

const shown = (value: unknown): string | null => {
  if (typeof value === 'string') return value.length > 40 ? `${value.slice(0, 39)}…` : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return null;
};

/** The plain fields of the data, then those one level down (a signing's Details), ids left out. */
function plainFields(data: Record<string, unknown>, depth = 0): Array<[string, string]> {
  const fields: Array<[string, string]> = [];
  const nested: Record<string, unknown>[] = [];
  for (const [key, value] of Object.entries(data)) {
    if (/Id$/.test(key)) continue;
    const text = shown(value);
    if (text) fields.push([key, text]);
    else if (value && typeof value === 'object' && !Array.isArray(value)) nested.push(value as Record<string, unknown>);
  }
  return depth ? fields : [...fields, ...nested.flatMap((inner) => plainFields(inner, 1))];
}

/**
 * A line about the event's data: its first few plain fields ("LastName: Rivera · Amount: 125"),
 * skipping ids, which the stream's name already gives. The whole data is one click away.
 */
export function summaryOf(event: SupportEvent, count = 3): string {
  const data = event.Data;
  if (typeof data !== 'object' || data === null) return shown(data) ?? '';
  return plainFields(data as Record<string, unknown>)
    .slice(0, count)
    .map(([key, text]) => `${key}: ${text}`)
    .join(' · ');
}

export const streamPath = (streamId: string, revision?: number) =>
  `/Support/Streams/${encodeURIComponent(streamId)}${revision === undefined ? '' : `?revision=${revision}`}`;
export const correlationPath = (correlationId: string, cause?: string) =>
  `/Support/Correlation/${encodeURIComponent(correlationId)}${cause ? `?cause=${encodeURIComponent(cause)}` : ''}`;
export const ownerSearchPath = (ownerId: string) => `/Support/Streams?owner=${encodeURIComponent(ownerId)}`;
