import { useSyncExternalStore } from 'react';

/**
 * The reason the operator gave for looking ("Ticket 4411: fee looks wrong"). It stays for the
 * browser tab's session, so following links from stream to stream keeps it, and every read made
 * with it carries it to the notary's record.
 */
const KEY = 'support.accessReason';
export const MAX_REASON = 500;
const listeners = new Set<() => void>();

function read(): string {
  try {
    return sessionStorage.getItem(KEY) ?? '';
  } catch {
    return '';
  }
}

let current = read();

export function setAccessReason(reason: string): void {
  current = reason.slice(0, MAX_REASON);
  try {
    sessionStorage.setItem(KEY, current);
  } catch {
    // A private window without storage keeps it in memory only.
  }
  listeners.forEach((listener) => listener());
}

export function useAccessReason(): string {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
  );
}
