import type { RescissionDateAnswer } from '@notary/contracts';
import { api } from '../../app/api';

/** GET toolsapi/rescissiondate: pure calendar arithmetic, the same answer for everyone, so it is cached by date. */
export const toolsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getRescissionDate: build.query<RescissionDateAnswer, string>({
      query: (startDate) => ({ url: 'toolsapi/rescissiondate', params: { StartDate: startDate } }),
    }),
  }),
});

export const { useGetRescissionDateQuery } = toolsApi;
