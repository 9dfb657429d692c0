import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import type { FeaturePage } from './feature';
import { pages } from './features';
import { BillingGate, RequireRole, RequireSession } from './guards';
import { RootLayout, RouteError } from './RootLayout';
import { AppShell } from './shell/AppShell';

function toRoute({ path, Page, roles }: FeaturePage): RouteObject {
  const element = roles ? (
    <RequireRole roles={roles}>
      <Page />
    </RequireRole>
  ) : (
    <Page />
  );
  return { path, element };
}

/** A page in a window of its own still needs a session, and an expired trial allows only Billing. */
function toWindowRoute({ path, Page }: FeaturePage): RouteObject {
  return {
    path,
    element: (
      <BillingGate>
        <Page />
      </BillingGate>
    ),
  };
}

const framed = (frame: FeaturePage['frame']) => pages.filter((page) => (page.frame ?? 'shell') === frame);

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      ...framed('public').map(toRoute),
      {
        element: <RequireSession />,
        children: [...framed('window').map(toWindowRoute), { element: <AppShell />, children: framed('shell').map(toRoute) }],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
