import type { IncomingHttpHeaders } from 'node:http';

/**
 * Whether a request comes from a page of this app: browsers send `Sec-Fetch-Site` (same-origin,
 * or none when the person typed the address) and `Origin` on cross-site requests, so a form on
 * another site posting here is recognised. `allowedOrigins` are other public origins of this app.
 * Programs that send neither header (curl, tests) are not browsers, and no cookie of a victim
 * rides along with them.
 */
export function fromOwnOrigin(headers: IncomingHttpHeaders, allowedOrigins: readonly string[]): boolean {
  const site = headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') {
    const origin = headers.origin;
    return typeof origin === 'string' && allowedOrigins.includes(origin);
  }
  const origin = headers.origin;
  if (origin === undefined) return true;
  return originMatches(origin, headers, allowedOrigins);
}

/** An Origin is this server's own (same host, and same scheme as the proxy says) or a configured one. */
export function originMatches(origin: string, headers: IncomingHttpHeaders, allowedOrigins: readonly string[]): boolean {
  if (allowedOrigins.includes(origin)) return true;
  try {
    const url = new URL(origin);
    const forwardedProto = headers['x-forwarded-proto'];
    return url.host === headers.host && (forwardedProto === undefined || url.protocol === `${String(forwardedProto).split(',')[0]}:`);
  } catch {
    return false;
  }
}
