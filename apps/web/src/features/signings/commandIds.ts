/**
 * A command id (the server's `Command-Id` header, a UUID) makes a retried write add nothing: the
 * server answers what the first try wrote. A save that failed on the network may still have
 * reached the server, so sending the very same signing again reuses its id and can never create
 * it twice; a changed form is a new command (the server would otherwise answer the old content).
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

/** The same id for the same content, a fresh one when the content changed. */
export function commandIdKeeper() {
  let last: { content: string; id: string } | null = null;
  return (content: unknown): string => {
    const text = JSON.stringify(content);
    if (last?.content !== text) last = { content: text, id: newCommandId() };
    return last.id;
  };
}
