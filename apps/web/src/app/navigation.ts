import { LOGIN_PATH } from './constants';

/**
 * Only same-origin paths are followed (a redirect from the server, a returnUrl in the address),
 * so a crafted link cannot send the notary to another site after signing in.
 */
export function inAppPath(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url, window.location.origin);
    if (parsed.origin !== window.location.origin) return null;
    return parsed.pathname + parsed.search + parsed.hash;
  } catch {
    return null;
  }
}

/** Where to go after signing in: the page the notary was sent away from, else the dashboard. */
export function returnUrlFrom(search: string): string {
  const wanted = inAppPath(new URLSearchParams(search).get('returnUrl'));
  if (!wanted || wanted.toLowerCase().startsWith('/account/')) return '/';
  return wanted;
}

export function loginUrlReturningTo(loginUrl: string, returnTo: string): string {
  const base = inAppPath(loginUrl) ?? LOGIN_PATH;
  if (returnTo === '/' || returnTo.toLowerCase().startsWith('/account/')) return base;
  const separator = base.includes('?') ? '&' : '?';
  return `${base}${separator}returnUrl=${encodeURIComponent(returnTo)}`;
}

/** Old bookmarks use hash-bang routes (`/#!/Calendar`); they now live at real paths. */
export function pathFromHashBang(hash: string): string | null {
  if (!hash.startsWith('#!')) return null;
  const path = hash.slice(2);
  return path.startsWith('/') ? path : `/${path}`;
}
