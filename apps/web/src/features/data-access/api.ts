import type { DataAccessPage } from '@notary/contracts';
import { api } from '../../app/api';
import { dataAccessTags } from './tags';

/** GET /api/accountapi/dataaccess: who looked at my data, a page at a time. */
export const dataAccessApi = api.enhanceEndpoints({ addTagTypes: dataAccessTags }).injectEndpoints({
  endpoints: (build) => ({
    getReadsOfMyData: build.query<DataAccessPage, { pageNumber: number; pageSize: number }>({
      query: ({ pageNumber, pageSize }) => `accountapi/dataaccess?PageNumber=${pageNumber}&PageSize=${pageSize}`,
      providesTags: ['DataAccess'],
    }),
  }),
});

export const { useGetReadsOfMyDataQuery } = dataAccessApi;
