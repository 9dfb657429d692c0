import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Mileage, MileagePage } from '@notary/contracts';
import { mileageDeduction, mileageRateFor, sumMoney } from '@notary/domain';
import { findSettings, findTrip, mileagePage, signingMilesOfYear, tripsOfYear, type MileageDocument } from '@notary/read-models';
import type { Clock } from '@notary/platform';
import { ReadModels } from '../../core/read-models';
import { CLOCK } from '../../core/tokens';
import { mileageAnswer, mileageNotFound } from './mileage-answer';

export class MileagePageOf extends Query<MileagePage> {
  constructor(
    readonly ownerId: string,
    readonly request: { PageNumber: number; PageSize: number; Year?: number },
  ) {
    super();
  }
}

export class FindMileage extends Query<Mileage> {
  constructor(
    readonly ownerId: string,
    readonly tripId: string,
  ) {
    super();
  }
}

const asTrip = (document: MileageDocument) => ({
  Date: document.Date,
  Details: document.Details,
  StartMileage: document.StartMileage,
  EndMileage: document.EndMileage,
  Miles: document.Miles,
  AppointmentTypeId: document.AppointmentTypeId,
});

const round1 = (miles: number) => Math.round(miles * 10) / 10;

@QueryHandler(MileagePageOf)
export class MileagePageOfHandler implements IQueryHandler<MileagePageOf> {
  constructor(
    private readonly reads: ReadModels,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ ownerId, request }: MileagePageOf): Promise<MileagePage> {
    const scope = this.reads.of(ownerId);
    const Year = request.Year ?? this.clock.now().getUTCFullYear();
    const [page, yearTrips, signings, settings] = await Promise.all([
      mileagePage(scope, { PageNumber: request.PageNumber, PageSize: request.PageSize, Year }),
      tripsOfYear(scope, Year),
      signingMilesOfYear(scope, Year),
      findSettings(scope),
    ]);
    const ownRate = settings?.Preferences.MileageRate;
    // Each trip and each signing is worth its miles at the rate of its own date.
    const worth = (items: Array<{ Date: string; Miles: number }>) => ({
      miles: round1(items.reduce((sum, item) => sum + item.Miles, 0)),
      deduction: sumMoney(items.map((item) => mileageDeduction(item.Miles, mileageRateFor(item.Date, ownRate)))),
    });
    const trips = worth(yearTrips.map((trip) => ({ Date: trip.Date, Miles: trip.Miles })));
    const signed = worth(signings);
    return {
      Mileages: page.trips.map((trip) => mileageAnswer(trip.Id, trip.Revision, asTrip(trip), ownRate)),
      TotalCount: page.TotalCount,
      PageNumber: request.PageNumber,
      PageSize: request.PageSize,
      Year,
      TripMiles: trips.miles,
      TripDeduction: trips.deduction,
      SigningMiles: signed.miles,
      SigningDeduction: signed.deduction,
      TotalMiles: round1(trips.miles + signed.miles),
      TotalDeduction: sumMoney([trips.deduction, signed.deduction]),
    };
  }
}

@QueryHandler(FindMileage)
export class FindMileageHandler implements IQueryHandler<FindMileage> {
  constructor(private readonly reads: ReadModels) {}

  async execute({ ownerId, tripId }: FindMileage): Promise<Mileage> {
    const scope = this.reads.of(ownerId);
    const [trip, settings] = await Promise.all([findTrip(scope, tripId), findSettings(scope)]);
    if (!trip) throw mileageNotFound();
    return mileageAnswer(trip.Id, trip.Revision, asTrip(trip), settings?.Preferences.MileageRate);
  }
}
