import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import type { Role } from '@notary/contracts';
import { holdsRole, useGetSessionQuery } from '../shared/queries/session';
import { useGetBillingQuery } from '../features/billing/api';
import { isConfinedToBilling } from '../features/billing/billingRules';
import { FullPageError, FullPageLoading } from '../shared/ui/FullPageStatus';
import { isUnauthorized, messageOf } from './apiError';
import { BILLING_PATH, LOGIN_PATH } from './constants';
import { useAppSelector } from './hooks';
import { loginUrlReturningTo } from './navigation';
import { selectLoginUrl, selectSessionStatus } from './session';

/** Signed-in pages: asks the server who is signed in, and sends everyone else to the login page. */
export function RequireSession() {
  const status = useAppSelector(selectSessionStatus);
  const loginUrl = useAppSelector(selectLoginUrl);
  const { pathname, search } = useLocation();
  const session = useGetSessionQuery(undefined, { skip: status === 'signedOut' });

  if (status === 'signedOut') {
    // After a 401, come back here once signed in; after a logout, start afresh.
    const target = loginUrl ? loginUrlReturningTo(loginUrl, pathname + search) : LOGIN_PATH;
    return <Navigate to={target} replace />;
  }
  if (session.data) return <Outlet />;
  if (session.isFetching) return <FullPageLoading label="Opening your ledger…" />;
  if (session.error && !isUnauthorized(session.error)) {
    return <FullPageError message={messageOf(session.error)} onRetry={() => void session.refetch()} />;
  }
  return <FullPageLoading label="Opening your ledger…" />;
}

/**
 * An expired trial or subscription allows only the Billing page (spec 000 §2 and §4). It wraps
 * the page, not the frame, so the menu keeps its state while the notary is sent back.
 */
export function BillingGate({ children }: { children: ReactNode }) {
  const { data: billing } = useGetBillingQuery();
  const { pathname } = useLocation();
  if (billing && isConfinedToBilling(billing) && pathname.toLowerCase() !== BILLING_PATH.toLowerCase()) {
    return <Navigate to={BILLING_PATH} replace />;
  }
  return children;
}

/** Operators' pages; the server enforces the role too, this only keeps others off empty pages. */
export function RequireRole({ roles, children }: { roles: readonly Role[]; children: ReactNode }) {
  const { data: user } = useGetSessionQuery();
  return holdsRole(user, roles) ? children : <Navigate to="/" replace />;
}
