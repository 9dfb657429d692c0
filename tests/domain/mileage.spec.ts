import {
  MILEAGE_MESSAGES as M,
  type DomainError,
  IRS_MILEAGE_RATES,
  mileageDecider,
  mileageDeduction,
  mileageRateFor,
  type MileageInput,
} from '@notary/domain';
import type { MileageEvent } from '@notary/events';
import { given } from '../support/given-when-then';

describe('the IRS standard mileage rate', () => {
  it('is the rate of the trip’s date, year by year, with 2022’s change on July 1', () => {
    const byYear: Record<string, number> = {
      '2014-06-01': 56,
      '2015-06-01': 57.5,
      '2016-06-01': 54,
      '2017-06-01': 53.5,
      '2018-06-01': 54.5,
      '2019-06-01': 58,
      '2020-06-01': 57.5,
      '2021-06-01': 56,
      '2022-06-30': 58.5,
      '2022-07-01': 62.5,
      '2023-06-01': 65.5,
      '2024-06-01': 67,
      '2025-06-01': 70,
      '2026-06-01': 72.5,
    };
    for (const [date, cents] of Object.entries(byYear)) expect([date, mileageRateFor(date).cents]).toEqual([date, cents]);
    expect(mileageRateFor('2022-03-01').basis).toBe('IRS 2022 rate (January to June)');
    expect(mileageRateFor('2026-11-24').basis).toBe('IRS 2026 rate');
    expect(IRS_MILEAGE_RATES).toHaveLength(14);
  });

  it('says so when a year is beyond the table or before it', () => {
    expect(mileageRateFor('2027-02-01')).toEqual({ cents: 72.5, basis: "IRS 2026 rate (the latest known; 2027's is not in the table yet)" });
    expect(mileageRateFor('2013-12-31')).toEqual({ cents: 56, basis: 'IRS 2014 rate (the earliest known; none is kept for 2013)' });
  });

  it("gives way to the notary's own rate, and makes dollars and cents", () => {
    expect(mileageRateFor('2026-01-05', 0.6)).toEqual({ cents: 60, basis: 'Your own rate (settings)' });
    expect(mileageRateFor('2026-01-05', null).cents).toBe(72.5);
    expect(mileageDeduction(37, mileageRateFor('2026-01-05'))).toBe(26.83);
    expect(mileageDeduction(12.5, mileageRateFor('2022-07-01'))).toBe(7.81);
  });
});

const input = (overrides: Partial<MileageInput> = {}): MileageInput => ({
  Date: '2026-11-20',
  Details: 'Documents to First Title',
  StartMileage: 10250,
  EndMileage: 10287,
  AppointmentTypeId: null,
  ...overrides,
});
const save = (overrides: Partial<MileageInput> = {}, useTotalMileage = false) =>
  ({ type: 'SaveMileage', tripId: 't1', ownerId: 'n1', input: input(overrides), useTotalMileage }) as const;
const recorded: MileageEvent = {
  type: 'MileageRecorded',
  data: {
    TripId: 't1',
    OwnerId: 'n1',
    Trip: { Date: '2026-11-20', Details: 'Documents to First Title', StartMileage: 10250, EndMileage: 10287, Miles: 37, AppointmentTypeId: null },
  },
};

describe('a trip', () => {
  it('is recorded with its miles from the odometer, or from the total when total mileage is on', () => {
    given(mileageDecider).when(save()).then([recorded]);
    given(mileageDecider)
      .when(save({ StartMileage: 500, EndMileage: 18.5 }, true))
      .then([{ ...recorded, data: { ...recorded.data, Trip: { ...recorded.data.Trip, StartMileage: 0, EndMileage: 18.5, Miles: 18.5 } } } as MileageEvent]);
  });

  it('needs details and an end mileage above 0 (and not below the start), all reported at once', () => {
    let error: unknown;
    try {
      mileageDecider.decide(save({ Details: ' ', EndMileage: 0 }), mileageDecider.initialState());
    } catch (caught) {
      error = caught;
    }
    expect((error as DomainError).errors).toEqual({ Details: M.detailsRequired, EndMileage: M.endMileageAboveZero });
    given(mileageDecider)
      .when(save({ EndMileage: 10000 }))
      .thenFails('MILEAGE.INVALID', M.endBeforeStart);
  });

  it('records a change, nothing when unchanged, and a deletion after which it is gone', () => {
    given(mileageDecider, [recorded]).when(save()).thenNothing();
    given(mileageDecider, [recorded])
      .when(save({ Details: 'Bank and post office' }))
      .then([{ type: 'MileageChanged', data: { TripId: 't1', Trip: { ...recorded.data.Trip, Details: 'Bank and post office' } } }]);
    given(mileageDecider, [recorded])
      .when({ type: 'DeleteMileage' })
      .then([{ type: 'MileageDeleted', data: { TripId: 't1' } }]);
    given(mileageDecider, [recorded, { type: 'MileageDeleted', data: { TripId: 't1' } }])
      .when(save())
      .thenFails('MILEAGE.NOT_FOUND');
  });
});
