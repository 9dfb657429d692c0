import type { DeleteAccountBody } from '@notary/contracts';
import { api } from '../../app/api';

/** DELETE /api/accountapi/delete: answers true once the account and its data are erased. */
export const accountDeletionApi = api.injectEndpoints({
  endpoints: (build) => ({
    deleteAccount: build.mutation<true, DeleteAccountBody>({
      query: (body) => ({ url: 'accountapi/delete', method: 'DELETE', body }),
    }),
  }),
});

export const { useDeleteAccountMutation } = accountDeletionApi;
