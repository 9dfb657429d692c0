// Imports from '@reduxjs/toolkit/query' (not '/react'), so the client's HTTP rules can be tested in
// Node without React.
import { fetchBaseQuery, type BaseQueryFn, type FetchArgs } from '@reduxjs/toolkit/query';
import { toApiError, type ApiError } from './apiError';
import { COMMAND_ID_HEADER, newCommandId } from './commandId';
import { LOGIN_PATH, REQUEST_TIMEOUT_MS } from './constants';
import { announcedHere } from './liveUpdates';
import { inAppPath } from './navigation';
import { positionWritten, positionOf, type ReadYourWritesState } from './readYourWrites';
import { sessionExpired, type SessionState } from './session';

/** Per-endpoint options (`extraOptions`) understood by the base query. */
export interface EndpointOptions {
  /** 401 is this endpoint's answer (a wrong password), not a sign that the session ended. */
  unauthorizedIsAnswer?: boolean;
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const fetchJson = fetchBaseQuery({
  baseUrl: '/api/',
  credentials: 'include',
  timeout: REQUEST_TIMEOUT_MS,
  prepareHeaders(headers, { getState, arg, type }) {
    const method = typeof arg === 'string' ? 'GET' : (arg.method ?? 'GET');
    const { session, readYourWrites } = getState() as { session: SessionState; readYourWrites?: ReadYourWritesState };
    if (WRITE_METHODS.has(method.toUpperCase())) headers.set('RequestVerificationToken', session.token);
    // Every command carries its id; an endpoint that must resend the same command sets its own.
    if (type === 'mutation' && !headers.has(COMMAND_ID_HEADER)) headers.set(COMMAND_ID_HEADER, newCommandId());
    // Queries (some are POSTs, such as a signings page) ask for data that includes our last write.
    const position = readYourWrites?.highestPosition ?? 0;
    if (type === 'query' && position > 0) headers.set('X-Min-Position', String(position));
    return headers;
  },
});

/**
 * Every call goes through here: the anti-forgery token on writes, a command id on commands,
 * read-your-writes positions both ways, and a 401 ends the session.
 */
export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, ApiError, EndpointOptions> = async (args, api, extraOptions) => {
  const result = await fetchJson(args, api, extraOptions ?? {});
  if (!result.error) {
    if (api.type === 'mutation') {
      const position = positionOf(result.meta?.response?.headers, result.data);
      if (position !== null) api.dispatch(positionWritten(position));
    }
    return { data: result.data, meta: result.meta };
  }

  const error = toApiError(result.error);
  if (error.status === 401 && !extraOptions?.unauthorizedIsAnswer) {
    api.dispatch(sessionExpired({ loginUrl: inAppPath(error.RedirectUrl)?.split('?')[0] ?? LOGIN_PATH }));
  }
  // 402: the trial or subscription has ended (every write answers so). The billing state is read
  // again, which shows the banner and takes the notary to Billing, where the next steps are.
  if (error.status === 402) api.dispatch(announcedHere({ kind: 'billing.changed', Ids: [] }));
  return { error, meta: result.meta };
};
