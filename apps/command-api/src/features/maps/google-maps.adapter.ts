import type { AddressSuggestion } from '@notary/contracts';
import type { MapsConfig } from '@notary/platform';
import { MapsUnavailableError, type MapsPort } from './maps.port';

interface AutocompleteJson {
  status: string;
  error_message?: string;
  predictions?: Array<{ description: string; place_id: string; terms?: Array<{ value: string }> }>;
}

interface DistanceMatrixJson {
  status: string;
  error_message?: string;
  rows?: Array<{ elements: Array<{ status: string; distance?: { value: number } }> }>;
}

/**
 * Google's Places Autocomplete and Distance Matrix web services over fetch (the base URL comes from
 * the configuration; tests point it at a fake). Suggestions are limited to US addresses (spec 000 §5);
 * distances are for driving, in imperial units (spec 000 §7), though Google gives metres either way.
 */
export class GoogleMapsAdapter implements MapsPort {
  constructor(private readonly config: MapsConfig) {}

  async suggestAddresses(query: string): Promise<AddressSuggestion[]> {
    const json = await this.call<AutocompleteJson>('/place/autocomplete/json', { input: query, types: 'address', components: 'country:us' });
    return (json.predictions ?? []).slice(0, 8).map((prediction) => {
      // "12 Main St, Austin, TX, USA": street, city, state, country.
      const terms = (prediction.terms ?? []).map((term) => term.value);
      const parts = terms[terms.length - 1] === 'USA' ? terms.slice(0, -1) : terms;
      return {
        Description: prediction.description,
        PlaceId: prediction.place_id,
        Address1: parts.length >= 3 ? parts.slice(0, parts.length - 2).join(' ') : (parts[0] ?? ''),
        City: parts.length >= 3 ? parts[parts.length - 2]! : '',
        State: parts.length >= 3 ? parts[parts.length - 1]! : '',
      };
    });
  }

  async drivingMetres(from: string, to: string): Promise<number | null> {
    const json = await this.call<DistanceMatrixJson>('/distancematrix/json', { origins: from, destinations: to, mode: 'driving', units: 'imperial' });
    const element = json.rows?.[0]?.elements?.[0];
    return element?.status === 'OK' && element.distance ? element.distance.value : null;
  }

  private async call<T extends { status: string; error_message?: string }>(path: string, params: Record<string, string>): Promise<T> {
    const url = new URL(`${this.config.baseUrl}${path}`);
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
    url.searchParams.set('key', this.config.apiKey);
    let response: Response;
    try {
      response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
    } catch (error) {
      throw new MapsUnavailableError(`The maps service did not answer: ${(error as Error).message}`);
    }
    if (!response.ok) throw new MapsUnavailableError(`The maps service answered ${response.status}`);
    const json = (await response.json()) as T;
    // ZERO_RESULTS and NOT_FOUND are answers; anything else (REQUEST_DENIED, OVER_QUERY_LIMIT) is the service failing.
    if (!['OK', 'ZERO_RESULTS', 'NOT_FOUND'].includes(json.status)) throw new MapsUnavailableError(`The maps service refused: ${json.status}`);
    return json;
  }
}
