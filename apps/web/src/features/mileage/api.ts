import type { DeleteAnswer, Mileage, MileagePage, MileagePageRequest, MileageSaveAnswer, MileageSaveBody } from '@notary/contracts';
import { api } from '../../app/api';
import { announceOnSuccess } from '../../app/liveUpdates';
import { mileageTags } from './tags';

export const mileageApi = api.enhanceEndpoints({ addTagTypes: mileageTags }).injectEndpoints({
  endpoints: (build) => ({
    getMileagePage: build.query<MileagePage, MileagePageRequest>({
      query: (request) => ({ url: 'mileageapi/getpage', method: 'POST', body: request }),
      providesTags: ['Mileage'],
    }),
    getMileage: build.query<Mileage, string>({
      query: (id) => `mileageapi/get/${encodeURIComponent(id)}`,
      providesTags: ['Mileage'],
    }),
    saveMileage: build.mutation<MileageSaveAnswer, MileageSaveBody>({
      query: (trip) => ({ url: 'mileageapi/save', method: 'POST', body: trip }),
      onQueryStarted: announceOnSuccess('mileage.saved', (_trip, saved: MileageSaveAnswer) => [saved.Id]),
    }),
    deleteMileage: build.mutation<DeleteAnswer, string>({
      query: (id) => ({ url: `mileageapi/delete/${encodeURIComponent(id)}`, method: 'POST' }),
      onQueryStarted: announceOnSuccess('mileage.deleted', (id: string) => [id]),
    }),
  }),
});

export const { useGetMileagePageQuery, useGetMileageQuery, useSaveMileageMutation, useDeleteMileageMutation } = mileageApi;
