import type { AccountantAcceptAnswer, AccountantClientItem, AccountantInvitationAnswer, AccountantInvitationItem, TaxYearAnswer } from '@notary/contracts';
import { api } from '../../app/api';
import { announceOnSuccess } from '../../app/liveUpdates';
import { accountantTags } from './tags';

export interface TaxYearArgs {
  ownerId: string;
  year: number;
  asOf: string | null;
  compare: boolean;
  why: string;
}

const taxYearUrl = ({ ownerId, year, asOf, compare, why }: TaxYearArgs) => {
  const query = new URLSearchParams();
  if (asOf) query.set('AsOf', asOf);
  if (asOf && compare) query.set('Compare', 'now');
  if (why.trim()) query.set('Why', why.trim());
  const text = query.toString();
  return `accountantapi/taxyear/${encodeURIComponent(ownerId)}/${year}${text ? `?${text}` : ''}`;
};

/** /api/accountantapi: the notary's invitations, and the accountant's clients and their tax years. */
// 'Session' too: accepting an invitation gives the accountant role, which opens the Accountant menu.
export const accountantApi = api.enhanceEndpoints({ addTagTypes: [...accountantTags, 'Session'] }).injectEndpoints({
  endpoints: (build) => ({
    getAccountants: build.query<AccountantInvitationItem[], void>({ query: () => 'accountantapi/invitations', providesTags: ['Accountants'] }),
    inviteAccountant: build.mutation<AccountantInvitationAnswer, { Email: string }>({
      query: (body) => ({ url: 'accountantapi/invite', method: 'POST', body }),
      onQueryStarted: announceOnSuccess('accountants.changed', (_arg, saved: AccountantInvitationAnswer) => [saved.Id]),
    }),
    revokeAccountant: build.mutation<AccountantInvitationAnswer, { Id: string }>({
      query: (body) => ({ url: 'accountantapi/revoke', method: 'POST', body }),
      onQueryStarted: announceOnSuccess('accountants.changed', ({ Id }: { Id: string }) => [Id]),
    }),
    acceptInvitation: build.mutation<AccountantAcceptAnswer, { Token: string }>({
      query: (body) => ({ url: 'accountantapi/accept', method: 'POST', body }),
      invalidatesTags: ['Session', 'Accountants'],
    }),
    getClients: build.query<AccountantClientItem[], void>({ query: () => 'accountantapi/clients', providesTags: ['Accountants'] }),
    // Every look is recorded on the notary's side: read only when asked, never kept stale-while-revalidate.
    getTaxYear: build.query<TaxYearAnswer, TaxYearArgs>({ query: taxYearUrl, keepUnusedDataFor: 0 }),
  }),
});

export const {
  useGetAccountantsQuery,
  useInviteAccountantMutation,
  useRevokeAccountantMutation,
  useAcceptInvitationMutation,
  useGetClientsQuery,
  useGetTaxYearQuery,
} = accountantApi;
