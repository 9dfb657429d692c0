import { useEffect } from 'react';
import { isUnauthorized, messageOf } from './apiError';
import { useAppDispatch } from './hooks';
import { messageShown } from './messages';

/** Shows a failed load in the MessageBox under the error catalogue's title. */
export function useReportError(error: unknown, title: string): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    // A 401 is not an error to show: the app is already on its way to the login page.
    if (error && !isUnauthorized(error)) dispatch(messageShown({ title, text: messageOf(error) }));
  }, [error, title, dispatch]);
}
