import { chart, col, figure, figures, table, type ReportBuilder } from '../report-kit';
import { mileageByRate, mileageItems, mileageTotals } from './deductions';

/** Mileage: trips and signing miles one by one at the rate of their date, and the totals per rate period. */
export const mileageReport: ReportBuilder = {
  kind: 'mileage',
  needs: ['signings', 'trips'],
  build(inputs) {
    const items = mileageItems(inputs);
    const totals = mileageTotals(items);
    const byRate = mileageByRate(items);
    const list = table(
      'Trips and signings',
      [
        col('Date', 'Date', 'date'),
        col('Source', 'Kind'),
        col('Details', 'Details'),
        col('Miles', 'Miles', 'miles'),
        col('RateCents', 'Rate', 'cents'),
        col('Deduction', 'Deduction', 'money'),
      ],
      items.map(({ Date, Source, Details, Miles, RateCents, Deduction }) => ({ Date, Source, Details, Miles, RateCents, Deduction })),
      { label: 'Total', keys: ['Miles', 'Deduction'] },
    );
    const periods = table(
      'By rate period',
      [
        col('RatePeriod', 'Rate'),
        col('From', 'First', 'date'),
        col('To', 'Last', 'date'),
        col('Miles', 'Miles', 'miles'),
        col('RateCents', 'Cents per mile', 'cents'),
        col('Deduction', 'Deduction', 'money'),
      ],
      byRate,
      { label: 'Total', keys: ['Miles', 'Deduction'] },
    );
    const ownRate = inputs.ownMileageRate && inputs.ownMileageRate > 0;
    return {
      ...figures([
        figure('TripMiles', 'Trip miles', totals.tripMiles, 'miles', 'Extra mileage entered as trips'),
        figure('SigningMiles', 'Signing miles', totals.signingMiles, 'miles', 'Miles entered on signings'),
        figure('Miles', 'Business miles', totals.miles, 'miles'),
        figure(
          'Deduction',
          'Mileage deduction',
          totals.deduction,
          'money',
          ownRate ? 'Each mile at your own rate (settings)' : 'Each mile at the IRS standard rate of its date',
        ),
      ]),
      Notes: [
        ownRate
          ? 'Your own rate per mile is set in the mileage settings; for a tax return the IRS standard rate applies.'
          : 'The standard mileage rate replaces the actual costs of the car (gas, repairs, insurance, depreciation); parking and tolls are deducted beside it, as expenses.',
      ],
      Tables: [periods, list],
      Charts:
        byRate.length > 1
          ? [
              chart(
                'column',
                'Deduction by rate period',
                byRate.map((row) => row.RatePeriod),
                [{ Name: 'Deduction', Data: byRate.map((row) => row.Deduction) }],
              ),
            ]
          : [],
    };
  },
};
