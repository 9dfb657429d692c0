import { Outlet, ScrollRestoration, useRouteError } from 'react-router-dom';
import { MessageBox } from '../shared/dialog/MessageBox';
import { FullPageError } from '../shared/ui/FullPageStatus';
import { useAppDispatch, useAppSelector } from './hooks';
import { messageDismissed, selectCurrentMessage } from './messages';

export function RootLayout() {
  return (
    <>
      <Outlet />
      <MessageBoxHost />
      <ScrollRestoration />
    </>
  );
}

function MessageBoxHost() {
  const message = useAppSelector(selectCurrentMessage);
  const dispatch = useAppDispatch();
  if (!message) return null;
  return <MessageBox key={message.id} title={message.title} text={message.text} onClose={() => dispatch(messageDismissed(message.id))} />;
}

/** A page that crashed while showing: say so in words, and offer a fresh start. */
export function RouteError() {
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  return <FullPageError message="Something went wrong while showing this page." onRetry={() => window.location.reload()} />;
}
