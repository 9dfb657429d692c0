import { createHash, randomUUID } from 'node:crypto';

export const newId = (): string => randomUUID();

/**
 * A UUID derived from a name (RFC 4122 version 5 layout over SHA-1). A command retried with the same
 * command id derives the same event ids, so the event store's idempotent append stores it once.
 */
export function deterministicId(...parts: string[]): string {
  const hash = createHash('sha1').update(parts.join('\u0000')).digest();
  hash[6] = (hash[6] & 0x0f) | 0x50;
  hash[8] = (hash[8] & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}
