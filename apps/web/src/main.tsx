import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { setupListeners } from '@reduxjs/toolkit/query';
import { liveUpdates } from './app/features';
import { pathFromHashBang } from './app/navigation';
import { createAppRouter } from './app/routes';
import { makeStore } from './app/store';
import './styles/base.css';
import './styles/forms.css';
import './styles/shell.css';
import './styles/dialogs.css';
import './styles/messages.css';
import './styles/pages.css';

// Old links (/#!/Calendar) land on the same page at its real path, before the router reads the URL.
const oldStylePath = pathFromHashBang(window.location.hash);
if (oldStylePath) window.history.replaceState(null, '', oldStylePath);

function requestVerificationToken(): string {
  return document.querySelector<HTMLMetaElement>('meta[name="request-verification-token"]')?.content ?? '';
}

const store = makeStore({ preloadedState: { session: { token: requestVerificationToken(), status: 'unknown', loginUrl: null } }, liveUpdates });
setupListeners(store.dispatch);
const router = createAppRouter();
// An old link typed while the app is open only changes the hash: follow it too.
window.addEventListener('hashchange', () => {
  const path = pathFromHashBang(window.location.hash);
  if (path) void router.navigate(path, { replace: true });
});

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no element with id "root" to render Notary Ledger into.');

createRoot(root).render(
  <StrictMode>
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>
  </StrictMode>,
);
