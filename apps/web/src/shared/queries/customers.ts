import type { Customer } from '@notary/contracts';
import { api } from '../../app/api';

/**
 * Every customer of the notary (GET customerapi/get/), for the screens that offer them as a choice
 * (the signing form, the list's customer filter). One cache entry for all of them, kept fresh by
 * the 'Customer' tag that every customer change and announcement names.
 */
export const customersQuery = api.injectEndpoints({
  endpoints: (build) => ({
    getAllCustomers: build.query<Customer[], void>({
      query: () => 'customerapi/get/',
      providesTags: ['Customer'],
    }),
  }),
});

export const { useGetAllCustomersQuery } = customersQuery;
