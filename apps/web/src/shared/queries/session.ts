import type { Role, SessionAnswer } from '@notary/contracts';
import { api } from '../../app/api';
import { signedIn } from '../../app/session';

/**
 * Who is signed in (GET accountapi/session), which the shell, the guards and any page may ask:
 * 'Session' is refreshed only by signing in again, never by an announcement.
 */
export const sessionQuery = api.enhanceEndpoints({ addTagTypes: ['Session'] }).injectEndpoints({
  endpoints: (build) => ({
    getSession: build.query<SessionAnswer, void>({
      query: () => 'accountapi/session',
      providesTags: ['Session'],
      async onQueryStarted(_, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        if (answer) dispatch(signedIn({ token: answer.data.RequestVerificationToken }));
      },
    }),
  }),
});

export const { useGetSessionQuery } = sessionQuery;

/** The roles the signed-in user holds (every user is a notary; operators hold more). */
export function rolesOf(user: SessionAnswer | undefined): readonly Role[] {
  return user?.Roles ?? [];
}

/** True when the user holds one of `roles`. */
export function holdsRole(user: SessionAnswer | undefined, roles: readonly Role[]): boolean {
  return rolesOf(user).some((role) => roles.includes(role));
}
