/**
 * A command id: the server's `Command-Id` header, a UUID. Event ids derive from it and the event
 * store keeps an event id once, so a request sent again with the same id adds nothing. The base
 * query (api.ts) gives every mutation a fresh one; a form that may resend the very same command
 * after a lost answer keeps its own (features/signings/commandIds.ts) and sends it explicitly.
 */
export function newCommandId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // crypto.randomUUID exists only on https and localhost; getRandomValues everywhere.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export const COMMAND_ID_HEADER = 'Command-Id';
