import type { ApiErrorBody } from '@notary/contracts';

export type { ApiErrorBody };

/** An HTTP-level refusal raised outside the domain (authentication, anti-forgery, throttling, size). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody,
  ) {
    super(body.Response);
  }
}

export const LOGIN_URL = '/Account/Login';

export const notSignedIn = () =>
  new ApiError(401, { Response: 'Please sign in to continue.', Code: 'AUTH.NOT_SIGNED_IN', RedirectUrl: LOGIN_URL });

export const badAntiForgeryToken = () =>
  new ApiError(403, { Response: 'This page has expired. Please reload it and try again.', Code: 'AUTH.ANTI_FORGERY' });

export const notAllowed = () =>
  new ApiError(403, { Response: 'You do not have permission to do that.', Code: 'AUTH.FORBIDDEN' });
