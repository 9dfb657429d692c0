import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import type { ApiErrorBody } from '@notary/contracts';
import { NETWORK_FAILURE_MESSAGE } from './constants';

/**
 * Every failed call reaches components in this one shape: the contract's error body with the
 * status. `Response` is the text to show, always there: a failure that brought no body of ours
 * (no connection, a proxy's page) gets one here.
 */
export interface ApiError extends Partial<ApiErrorBody> {
  status: number | 'NETWORK';
  Response: string;
}

/** A body as it arrives: any field may be missing or of another type. */
type ErrorBody = Partial<Record<keyof ApiErrorBody, unknown>>;

function bodyOf(data: unknown): ErrorBody {
  return typeof data === 'object' && data !== null ? (data as ErrorBody) : {};
}

export function toApiError(error: FetchBaseQueryError): ApiError {
  if (typeof error.status !== 'number') {
    if (error.status === 'PARSING_ERROR') return fromHttp(error.originalStatus, error.data);
    return { status: 'NETWORK', Response: NETWORK_FAILURE_MESSAGE };
  }
  return fromHttp(error.status, error.data);
}

function fromHttp(status: number, data: unknown): ApiError {
  const body = bodyOf(data);
  const answer: ApiError = { status, Response: '' };
  if (typeof body.Code === 'string') answer.Code = body.Code;
  // Passed on as it came (our server sends field -> message); readers take only string messages.
  if (body.Errors !== undefined) answer.Errors = body.Errors as ApiErrorBody['Errors'];
  if (typeof body.RedirectUrl === 'string') answer.RedirectUrl = body.RedirectUrl;
  if (typeof body.Response === 'string' && body.Response.trim()) {
    answer.Response = body.Response;
  } else if (status >= 500) {
    // Our server always answers errors with a Response; a bare 5xx comes from a proxy or
    // gateway that could not reach it, which is a connection failure to the notary.
    answer.Response = NETWORK_FAILURE_MESSAGE;
  } else {
    answer.Response = `The server could not complete the request (error ${status}).`;
  }
  return answer;
}

export function isApiError(error: unknown): error is ApiError {
  return typeof error === 'object' && error !== null && 'Response' in error && 'status' in error;
}

/** The human message of any error a hook or `unwrap()` can produce. */
export function messageOf(error: ApiError | SerializedError | unknown): string {
  if (isApiError(error)) return error.Response;
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const { message } = error as SerializedError;
    if (message) return message;
  }
  return NETWORK_FAILURE_MESSAGE;
}

export function isUnauthorized(error: unknown): boolean {
  return isApiError(error) && error.status === 401;
}
