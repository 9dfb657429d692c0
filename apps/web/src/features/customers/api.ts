import type { Customer, CustomerDetailsAnswer, CustomerPage, CustomerPageRequest, CustomerSaveAnswer, CustomerSaveBody, DeleteAnswer } from '@notary/contracts';
import { api } from '../../app/api';
import type { ApiError } from '../../app/apiError';

/** The list's filters; the pages are the query's business. */
export type CustomerListRequest = Required<Pick<CustomerPageRequest, 'Search' | 'IncludeInactive'>>;

/** Spec 001 §9: customers are requested 100 at a time (and shown 20 to a page). */
export const CUSTOMER_PAGE_SIZE = 100;
const MAX_PAGES = 100;

export const customersApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Every matching customer, page after page while a page comes back full, so the table can sort them all. */
    getCustomers: build.query<Customer[], CustomerListRequest>({
      async queryFn(request, _api, _extra, baseQuery) {
        const customers: Customer[] = [];
        for (let PageNumber = 1; PageNumber <= MAX_PAGES; PageNumber += 1) {
          const body: CustomerPageRequest = { ...request, PageNumber, PageSize: CUSTOMER_PAGE_SIZE };
          const page = await baseQuery({ url: 'customerapi/getpage', method: 'POST', body });
          if (page.error) return { error: page.error as ApiError };
          const { Customers, TotalCount } = page.data as CustomerPage;
          customers.push(...Customers);
          if (Customers.length < CUSTOMER_PAGE_SIZE || customers.length >= TotalCount) break;
        }
        return { data: customers };
      },
      providesTags: (customers) => ['Customer', ...(customers ?? []).map(({ Id }) => ({ type: 'Customer' as const, id: Id }))],
    }),
    /** One customer, with how many signings name it (the delete question says so). */
    getCustomer: build.query<CustomerDetailsAnswer, string>({
      query: (customerId) => `customerapi/get/${encodeURIComponent(customerId)}`,
      providesTags: (_customer, _error, customerId) => [{ type: 'Customer', id: customerId }],
    }),
    getBlankCustomer: build.query<Customer, void>({
      query: () => 'customerapi/getblank',
    }),
    saveCustomer: build.mutation<CustomerSaveAnswer, CustomerSaveBody>({
      query: (customer) => ({ url: 'customerapi/save', method: 'POST', body: customer }),
      invalidatesTags: (saved) => (saved ? ['Customer', { type: 'Customer', id: saved.Id }] : []),
    }),
    deleteCustomer: build.mutation<DeleteAnswer, string>({
      query: (customerId) => ({ url: `customerapi/delete/${encodeURIComponent(customerId)}`, method: 'POST' }),
      invalidatesTags: (_answer, error) => (error ? [] : ['Customer']),
    }),
  }),
});

export const { useGetCustomersQuery, useGetCustomerQuery, useGetBlankCustomerQuery, useSaveCustomerMutation, useDeleteCustomerMutation } = customersApi;
