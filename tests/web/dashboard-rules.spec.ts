import {
  FIRST_DASHBOARD_YEAR,
  WORK_CATEGORIES,
  chartTotal,
  dashboardYears,
  describeSigningsChart,
  localNow,
  offersImport,
} from '../../apps/web/src/features/dashboard/dashboardRules';
import { formatClock, formatMoney, formatWholeDollars } from '../../apps/web/src/shared/format';

// Spec 000 §2 and §9: year selectors from 2014, import offered at 3 signings or fewer.

const months = [
  { Title: 'Jan', AppointmentCount: 2, TotalAmount: 300 },
  { Title: 'Feb', AppointmentCount: 1, TotalAmount: 1250.5 },
  { Title: 'Mar', AppointmentCount: 4, TotalAmount: 600 },
];

describe('dashboard', () => {
  it('offers the years from next year down to 2014, newest first', () => {
    const years = dashboardYears(2026);
    expect(FIRST_DASHBOARD_YEAR).toBe(2014);
    expect([years[0], years[1], years.at(-1), years.length]).toEqual([2027, 2026, 2014, 14]);
  });

  it('offers import while the notary has 3 signings or fewer, and filters the chart by the three categories of work', () => {
    expect([0, 3, 4, 120].map(offersImport)).toEqual([true, true, false, false]);
    expect(WORK_CATEGORIES.map((category) => category.id)).toEqual([1, 2, 3]);
  });

  it("asks for the next appointment from the notary's local date and time", () => {
    expect(localNow(new Date(2026, 2, 5, 14, 30))).toEqual({ Year: 2026, Month: 3, Day: 5, Hour: 14, Minute: 30 });
  });

  it('writes times and money for the cards', () => {
    expect([formatClock('2026-03-05T14:30'), formatClock('2026-03-05T00:00'), formatClock(null)]).toEqual(['2:30 PM', '12:00 AM', '']);
    expect([formatMoney(1234.5), formatWholeDollars(1999.99), formatWholeDollars(1234.4)]).toEqual(['$1,234.50', '$2,000', '$1,234']);
  });

  it('totals the chart by count or by dollars and describes it in one sentence, naming the busiest month', () => {
    expect(chartTotal(months, 'count')).toBe(7);
    expect(chartTotal(months, 'dollars')).toBe(2150.5);
    expect(describeSigningsChart(months, 'count', 2026)).toBe('7 signings in 2026; the busiest month is Mar with 4.');
    expect(describeSigningsChart(months, 'dollars', 2026)).toBe('$2,150.50 of signing fees in 2026; the highest month is Feb with $1,250.50.');
    expect(describeSigningsChart([{ Title: 'Jan', AppointmentCount: 1, TotalAmount: 0 }], 'count', 2026)).toBe(
      '1 signing in 2026; the busiest month is Jan with 1.',
    );
  });

  it('says so when the year has nothing to draw', () => {
    const empty = [{ Title: 'Jan', AppointmentCount: 0, TotalAmount: 0 }];
    expect(describeSigningsChart(empty, 'count', 2019)).toBe('No signings recorded for 2019.');
    expect(describeSigningsChart(empty, 'dollars', 2019)).toBe('No signing fees recorded for 2019.');
  });
});
