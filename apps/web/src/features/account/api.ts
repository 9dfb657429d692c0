import type { ChangePasswordAnswer, ChangePasswordBody, LoginBody, Registration, RegistrationBody, SessionAnswer } from '@notary/contracts';
import { api } from '../../app/api';
import { signedIn } from '../../app/session';
import type { AppThunk } from '../../app/store';
import { sessionQuery } from '../../shared/queries/session';

/** Signing in and out, registration and the password (who is signed in: shared/queries/session.ts). */
export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<SessionAnswer, LoginBody>({
      query: (credentials) => ({ url: 'accountapi/login', method: 'POST', body: credentials }),
      extraOptions: { unauthorizedIsAnswer: true },
    }),
    getBlankRegistration: build.query<Registration, void>({
      query: () => 'accountapi/blankregistration',
    }),
    register: build.mutation<SessionAnswer, RegistrationBody>({
      query: (registration) => ({ url: 'accountapi/register', method: 'POST', body: registration }),
      extraOptions: { unauthorizedIsAnswer: true },
    }),
    changePassword: build.mutation<ChangePasswordAnswer, ChangePasswordBody>({
      query: (change) => ({ url: 'accountapi/changepassword', method: 'POST', body: change }),
    }),
    logoff: build.mutation<void, void>({
      query: () => ({ url: 'accountapi/logoff', method: 'POST' }),
    }),
  }),
});

/**
 * After a login or registration answer: a new sign-in starts from an empty cache, so nothing
 * of a previous user's data can show, and the answer becomes the session.
 */
export const sessionStarted =
  (user: SessionAnswer): AppThunk =>
  (dispatch) => {
    dispatch(api.util.resetApiState());
    dispatch(sessionQuery.util.upsertQueryData('getSession', undefined, user));
    dispatch(signedIn({ token: user.RequestVerificationToken }));
  };

export const { useLoginMutation, useGetBlankRegistrationQuery, useRegisterMutation, useLogoffMutation, useChangePasswordMutation } = accountApi;
