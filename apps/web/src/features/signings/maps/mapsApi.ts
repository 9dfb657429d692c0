import type { AutocompleteAnswer, DistanceAnswer, MapsStatus } from '@notary/contracts';
import { api } from '../../../app/api';

/**
 * Maps for the signing editor (spec 000 §5, issue 17): address suggestions and the driving distance
 * behind the auto-calculated mileage. The server offers them only with a Google Maps key; the status
 * says whether, so the editor shows nothing of them otherwise.
 */
export const mapsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMapsStatus: build.query<MapsStatus, void>({
      query: () => 'mapsapi/status',
      // The server's configuration does not change while the page is open.
      keepUnusedDataFor: 3600,
    }),
    suggestAddresses: build.query<AutocompleteAnswer, string>({
      query: (typed) => ({ url: 'mapsapi/autocomplete', params: { q: typed } }),
    }),
    /** To the signing's address from the profile's business address (the server fills it in). */
    getRoundTrip: build.query<DistanceAnswer, string>({
      query: (to) => ({ url: 'mapsapi/distance', params: { to } }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetMapsStatusQuery, useSuggestAddressesQuery, useLazyGetRoundTripQuery } = mapsApi;

/** Whether the server offers maps; false while not known yet, so nothing flickers in and out. */
export function useMapsAvailable(): boolean {
  const { data } = useGetMapsStatusQuery();
  return data?.Available === true;
}
