import type { ChangePasswordAnswer, ChangePasswordBody, LoginBody, Registration, RegistrationBody, Role, SessionAnswer } from '@notary/contracts';
import { api } from '../../app/api';
import { signedIn } from '../../app/session';
import type { AppThunk } from '../../app/store';

/** 'Session': who is signed in; refreshed only by signing in again, never by an announcement. */
export const accountApi = api.enhanceEndpoints({ addTagTypes: ['Session'] }).injectEndpoints({
  endpoints: (build) => ({
    getSession: build.query<SessionAnswer, void>({
      query: () => 'accountapi/session',
      providesTags: ['Session'],
      async onQueryStarted(_, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        if (answer) dispatch(signedIn({ token: answer.data.RequestVerificationToken }));
      },
    }),
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
    dispatch(accountApi.util.upsertQueryData('getSession', undefined, user));
    dispatch(signedIn({ token: user.RequestVerificationToken }));
  };

export const { useGetSessionQuery, useLoginMutation, useGetBlankRegistrationQuery, useRegisterMutation, useLogoffMutation, useChangePasswordMutation } =
  accountApi;

/** The roles the signed-in user holds (every user is a notary; operators hold more). */
export function rolesOf(user: SessionAnswer | undefined): readonly Role[] {
  return user?.Roles ?? [];
}

/** True when the user holds one of `roles`. */
export function holdsRole(user: SessionAnswer | undefined, roles: readonly Role[]): boolean {
  return rolesOf(user).some((role) => roles.includes(role));
}
