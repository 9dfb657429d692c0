import type { ApiErrorBody } from '@notary/contracts';

export type { ApiErrorBody };

/** An HTTP-level refusal raised outside the domain (authentication, anti-forgery, throttling, size). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody,
    /** Extra answer headers, such as Retry-After on a 429. */
    readonly headers: Record<string, string> = {},
  ) {
    super(body.Response);
  }
}

/** A limit refused the request: 429, and how many seconds to wait in Retry-After. */
export const tooManyRequests = (code: string, message: string, retryAfterSeconds: number) =>
  new ApiError(429, { Response: message, Code: code }, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });

export const LOGIN_URL = '/Account/Login';

export const notSignedIn = () => new ApiError(401, { Response: 'Please sign in to continue.', Code: 'AUTH.NOT_SIGNED_IN', RedirectUrl: LOGIN_URL });

export const badAntiForgeryToken = () => new ApiError(403, { Response: 'This page has expired. Please reload it and try again.', Code: 'AUTH.ANTI_FORGERY' });

export const notAllowed = () => new ApiError(403, { Response: 'You do not have permission to do that.', Code: 'AUTH.FORBIDDEN' });

/** An operator call by a user without the role it needs (a notary calling an admin call). */
export const roleRequired = (roles: readonly string[]) =>
  new ApiError(403, {
    Response: `This is for ${roles.join(' or ')} accounts only; your account does not hold that role.`,
    Code: 'AUTH.ROLE_REQUIRED',
  });
