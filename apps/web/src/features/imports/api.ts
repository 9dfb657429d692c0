import type { AcceptImportsAnswer, AcceptImportsRequest, ImportAnswer, ImportedSigning } from '@notary/contracts';
import { api } from '../../app/api';
import { announcedHere, announceOnSuccess } from '../../app/liveUpdates';
import { importsTags } from './tags';

export const importsApi = api.enhanceEndpoints({ addTagTypes: importsTags }).injectEndpoints({
  endpoints: (build) => ({
    getPendingImports: build.query<ImportedSigning[], void>({
      query: () => 'appointmentapi/imports',
      providesTags: ['Imports'],
    }),
    /** The file as multipart (field `file`); the server judges it by its bytes. */
    importFile: build.mutation<ImportAnswer, File>({
      query: (file) => {
        const form = new FormData();
        form.append('file', file, file.name);
        return { url: 'userimportapi/import', method: 'POST', body: form };
      },
      onQueryStarted: announceOnSuccess('imports.changed', () => []),
    }),
    discardImport: build.mutation<{ Id: string; Position: number }, string>({
      query: (id) => ({ url: `appointmentapi/deleteimport/${encodeURIComponent(id)}`, method: 'POST' }),
      onQueryStarted: announceOnSuccess('imports.changed', (id: string) => [id]),
    }),
    acceptImports: build.mutation<AcceptImportsAnswer, AcceptImportsRequest>({
      query: (body) => ({ url: 'appointmentapi/acceptimports', method: 'POST', body }),
      // The rows leave this list and become signings: both refresh here at once.
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        if (!answer) return;
        dispatch(announcedHere({ kind: 'imports.changed', Ids: [] }));
        if (answer.data.SigningIds.length) dispatch(announcedHere({ kind: 'signing.saved', Ids: answer.data.SigningIds }));
      },
    }),
  }),
});

export const { useGetPendingImportsQuery, useImportFileMutation, useDiscardImportMutation, useAcceptImportsMutation } = importsApi;
