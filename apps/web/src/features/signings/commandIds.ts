import { newCommandId } from '../../app/commandId';

/**
 * A save that failed on the network may still have reached the server, so sending the very same
 * signing again reuses its command id and can never create it twice; a changed form is a new
 * command (the server would otherwise answer the old content). The same id for the same content,
 * a fresh one when the content changed.
 */
export function commandIdKeeper() {
  let last: { content: string; id: string } | null = null;
  return (content: unknown): string => {
    const text = JSON.stringify(content);
    if (last?.content !== text) last = { content: text, id: newCommandId() };
    return last.id;
  };
}
