import type { ProjectionOperationAnswer, ProjectionsAnswer } from '@notary/contracts';
import { api } from '../../app/api';
import { operationsTags } from './tags';

const projectionUrl = (name: string, operation: ProjectionOperationAnswer['Operation']) => `operationsapi/projections/${encodeURIComponent(name)}/${operation}`;

/** /api/operationsapi/projections (admins and support): where each projection stands, and what to do about it. */
export const operationsApi = api.enhanceEndpoints({ addTagTypes: operationsTags }).injectEndpoints({
  endpoints: (build) => ({
    getProjections: build.query<ProjectionsAnswer, void>({ query: () => 'operationsapi/projections', providesTags: ['Projections'] }),
    retryProjection: build.mutation<ProjectionOperationAnswer, { name: string; why?: string }>({
      query: ({ name, why }) => ({ url: projectionUrl(name, 'retry'), method: 'POST', body: { Why: why } }),
      invalidatesTags: ['Projections'],
    }),
    skipProjectionEvent: build.mutation<ProjectionOperationAnswer, { name: string; position: number; why: string }>({
      query: ({ name, position, why }) => ({ url: projectionUrl(name, 'skip'), method: 'POST', body: { Position: position, Why: why } }),
      invalidatesTags: ['Projections'],
    }),
    rebuildProjection: build.mutation<ProjectionOperationAnswer, { name: string }>({
      query: ({ name }) => ({ url: projectionUrl(name, 'rebuild'), method: 'POST', body: {} }),
      invalidatesTags: ['Projections'],
    }),
  }),
});

export const { useGetProjectionsQuery, useRetryProjectionMutation, useSkipProjectionEventMutation, useRebuildProjectionMutation } = operationsApi;
