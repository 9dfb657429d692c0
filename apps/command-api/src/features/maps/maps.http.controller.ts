import { Controller, Get, Inject, Optional, Query } from '@nestjs/common';
import { AutocompleteQuery, DistanceQuery, type AutocompleteAnswer, type DistanceAnswer, type MapsStatus } from '@notary/contracts';
import { DomainError, notFound, roundTripMiles, validationError } from '@notary/domain';
import { findSettings } from '@notary/read-models';
import type { z } from 'zod';
import { ApiError } from '../../core/http/api-error';
import { OwnerId } from '../../core/http/owner';
import { Validate } from '../../core/http/validation';
import { ReadModels } from '../../core/read-models';
import { MAPS, MapsUnavailableError, type MapsPort } from './maps.port';

const mapsOff = () => notFound('MAPS.OFF', 'Maps are not set up on this server.');

/**
 * /api/mapsapi: address suggestions and the driving distance behind the signing editor's Calculate
 * (spec 000 §5: rounded up and doubled). Off (404) unless GOOGLE_MAPS_API_KEY is set; the status
 * call answers either way, so the editor can hide the controls.
 */
@Controller('api/mapsapi')
export class MapsController {
  constructor(
    @Optional() @Inject(MAPS) private readonly maps: MapsPort | null,
    private readonly reads: ReadModels,
  ) {}

  @Get('status')
  status(): MapsStatus {
    return { Available: this.maps !== null };
  }

  @Get('autocomplete')
  async autocomplete(@Query(new Validate(AutocompleteQuery)) query: z.output<typeof AutocompleteQuery>): Promise<AutocompleteAnswer> {
    const maps = this.available();
    if (query.q.trim().length < 3) return { Suggestions: [] };
    return { Suggestions: await this.ask(() => maps.suggestAddresses(query.q.trim())) };
  }

  @Get('distance')
  async distance(@OwnerId() ownerId: string, @Query(new Validate(DistanceQuery)) query: z.output<typeof DistanceQuery>): Promise<DistanceAnswer> {
    const maps = this.available();
    const to = query.to.trim();
    if (!to) throw validationError('MAPS.TO', 'Enter the signing address (Address1 and City) to calculate the mileage.');
    let from = query.from?.trim() ?? '';
    if (!from) {
      const profile = (await findSettings(this.reads.of(ownerId)))?.Profile;
      from = profile ? [profile.Address, profile.City, [profile.State, profile.Zip].filter(Boolean).join(' ')].filter(Boolean).join(', ') : '';
      if (!profile?.Address || !profile.City)
        throw validationError('MAPS.FROM', 'Enter your business address (Address and City) in your profile to calculate the mileage.');
    }
    const metres = await this.ask(() => maps.drivingMetres(from, to));
    if (metres === null) throw validationError('MAPS.NO_ROUTE', 'No driving route was found between your business address and this address.');
    return { From: from, To: to, Miles: Math.round((metres / 1609.344) * 10) / 10, RoundTripMiles: roundTripMiles(metres) };
  }

  private available(): MapsPort {
    if (!this.maps) throw mapsOff();
    return this.maps;
  }

  private async ask<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof DomainError) throw error;
      if (error instanceof MapsUnavailableError)
        throw new ApiError(502, { Response: 'The maps service is not answering; enter the mileage yourself or try again later.', Code: 'MAPS.UNAVAILABLE' });
      throw error;
    }
  }
}
