import type { AddressSuggestion } from '@notary/contracts';

/** What the app asks of a maps service: US address suggestions and a driving distance. */
export interface MapsPort {
  suggestAddresses(query: string): Promise<AddressSuggestion[]>;
  /** The driving distance one way, in metres; null when no route was found. */
  drivingMetres(from: string, to: string): Promise<number | null>;
}

export const MAPS = Symbol('MapsPort');

export class MapsUnavailableError extends Error {}
