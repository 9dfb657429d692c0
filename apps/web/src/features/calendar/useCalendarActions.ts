import { useMemo, useRef } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { openSigningEditor } from '../../app/signingEditor';

/** Spec 001 §9: after a double click opens a new signing, another within a second is ignored. */
export const NEW_SIGNING_GUARD_MS = 1000;

/** Opening a signing, or a new one on a date, in the signing editor the app shell hosts. */
export function useCalendarActions() {
  const dispatch = useAppDispatch();
  const lastNewSigningAt = useRef(0);
  return useMemo(
    () => ({
      openSigning: (signingId: string) => dispatch(openSigningEditor({ signingId })),
      /** A new signing on `date` (YYYY-MM-DD), at `time` (HH:mm, 24 h) when the grid gives one. */
      newSigningOn: (date: string, time?: string) => {
        // A quick second double click (or a double click landing on the opening dialog) would
        // otherwise start a second blank signing.
        const now = Date.now();
        if (now - lastNewSigningAt.current < NEW_SIGNING_GUARD_MS) return;
        lastNewSigningAt.current = now;
        dispatch(openSigningEditor({ date, time }));
      },
    }),
    [dispatch],
  );
}

export type CalendarActions = ReturnType<typeof useCalendarActions>;

/** Double clicks on a signing (or any button) belong to that control, not to the empty day behind it. */
export function isOnControl(target: EventTarget): boolean {
  return target instanceof Element && !!target.closest('button, a, input, select');
}
