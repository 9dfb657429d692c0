import type { CorrelationEvents, StreamEvents, StreamsPage } from '@notary/contracts';
import { api } from '../../app/api';

export interface StreamsSearchArgs {
  owner: string;
  type: string;
  prefix: string;
  pageNumber: number;
  pageSize: number;
}

/** Filters left blank are not sent: the server reads a missing one as "any". */
const given = (params: Record<string, string | number>) => Object.fromEntries(Object.entries(params).filter(([, value]) => value !== ''));

/**
 * /api/supportapi. The log never changes behind an event, so nothing here is refreshed live; the
 * reason for looking travels with each read of a notary's events (`Why`), which the server records.
 */
export const supportApi = api.injectEndpoints({
  endpoints: (build) => ({
    findStreams: build.query<StreamsPage, StreamsSearchArgs>({
      query: ({ owner, type, prefix, pageNumber, pageSize }) => ({
        url: 'supportapi/streams',
        params: given({ owner: owner.trim(), type, prefix: prefix.trim(), PageNumber: pageNumber, PageSize: pageSize }),
      }),
    }),
    readStream: build.query<StreamEvents, { streamId: string; fromRevision: number; maxCount: number; why: string }>({
      query: ({ streamId, fromRevision, maxCount, why }) => ({
        url: `supportapi/stream/${encodeURIComponent(streamId)}`,
        params: given({ FromRevision: fromRevision, MaxCount: maxCount, Why: why.trim() }),
      }),
    }),
    followCorrelation: build.query<CorrelationEvents, { correlationId: string; why: string }>({
      query: ({ correlationId, why }) => ({ url: `supportapi/correlation/${encodeURIComponent(correlationId)}`, params: given({ Why: why.trim() }) }),
    }),
  }),
});

export const { useFindStreamsQuery, useReadStreamQuery, useFollowCorrelationQuery } = supportApi;
