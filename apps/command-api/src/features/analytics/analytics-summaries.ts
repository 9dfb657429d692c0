import type { AnalyticsCategory, AnalyticsCustomer, AnalyticsWorkType, AppointmentTypeSummary, CustomerSummary, ExpenseSummary } from '@notary/contracts';
import type { CustomerBucket, WorkTypeBucket } from '@notary/read-models';
import { addSignings, byBilled, emptyLine, monthsOf, shareExpenses, sumOfLines, yearOf, type Line } from './analytics-lines';

/** What both summaries start from besides their buckets: the year's expenses. */
export interface ExpenseFigures {
  /** Every expense of each month, in cents (index 0 is January). */
  byMonth: number[];
  summary: ExpenseSummary;
}

/** Names as the reports give them, so a row here and a row there are the same row. */
export const NO_CATEGORY = 'No category';
export const NO_WORK_TYPE = 'No type of work';
export const NO_CUSTOMER = 'No customer';
export const UNNAMED_CUSTOMER = 'Unnamed customer';

export interface WorkTypeNames {
  workTypes: Map<number, string>;
  categories: Map<number, string>;
}

function yearLine(lines: readonly Line[], expenses: ExpenseFigures): Line {
  const year = sumOfLines(lines);
  year.expenses = [...expenses.byMonth];
  return year;
}

/** Groups buckets into a line per key, keeping the first bucket of each as its sample. */
function linesBy<B extends { Month: number; AppointmentCount: number; TotalCents: number; PaidCents: number }>(
  buckets: readonly B[],
  keyOf: (bucket: B) => string,
) {
  const lines = new Map<string, { sample: B; line: Line }>();
  for (const bucket of buckets) {
    const key = keyOf(bucket);
    const entry = lines.get(key) ?? { sample: bucket, line: emptyLine() };
    addSignings(entry.line, bucket);
    lines.set(key, entry);
  }
  return [...lines.values()];
}

/** GET appointmenttypesummary/{year}: categories of work, each with its types of work, by month. */
export function appointmentTypeSummary(
  year: number,
  buckets: readonly WorkTypeBucket[],
  expenses: ExpenseFigures,
  names: WorkTypeNames,
): AppointmentTypeSummary {
  const types = linesBy(buckets, (bucket) => `${bucket.CategoryId}:${bucket.WorkTypeId ?? ''}`);
  const lines = types.map((type) => type.line);
  shareExpenses(lines, expenses.byMonth);
  const workTypeTitle = (id: number | null) => (id === null ? NO_WORK_TYPE : (names.workTypes.get(id) ?? `Type ${id}`));
  const categoryTitle = (id: number) => (id ? (names.categories.get(id) ?? `Category ${id}`) : NO_CATEGORY);

  const categories = new Map<number, { types: AnalyticsWorkType[]; lines: Line[] }>();
  for (const { sample, line } of types) {
    const category = categories.get(sample.CategoryId) ?? { types: [], lines: [] };
    category.types.push({ Id: sample.WorkTypeId, Title: workTypeTitle(sample.WorkTypeId), ...yearOf(line), Totals: monthsOf(line) });
    category.lines.push(line);
    categories.set(sample.CategoryId, category);
  }
  const Categories: AnalyticsCategory[] = [...categories].map(([Id, category]) => {
    const line = sumOfLines(category.lines);
    return {
      Id,
      Title: categoryTitle(Id),
      ...yearOf(line),
      AppointmentTypes: category.types.sort(byBilled((type) => type.Title)),
      Totals: monthsOf(line),
    };
  });
  const whole = yearLine(lines, expenses);
  return {
    Year: year,
    Categories: Categories.sort(byBilled((category) => category.Title)),
    ...yearOf(whole),
    Totals: monthsOf(whole),
    ExpenseSummary: expenses.summary,
  };
}

/** GET customersummary/{year}: customers by month. `names` are the customers' names by id. */
export function customerSummary(year: number, buckets: readonly CustomerBucket[], expenses: ExpenseFigures, names: Map<string, string>): CustomerSummary {
  const customers = linesBy(buckets, (bucket) => bucket.CustomerId ?? '');
  const lines = customers.map((customer) => customer.line);
  shareExpenses(lines, expenses.byMonth);
  const nameOf = (id: string | null) => (id ? names.get(id) || UNNAMED_CUSTOMER : NO_CUSTOMER);
  const Customers: AnalyticsCustomer[] = customers.map(({ sample, line }) => ({
    Id: sample.CustomerId,
    Name: nameOf(sample.CustomerId),
    ...yearOf(line),
    MonthlyTotals: monthsOf(line),
  }));
  const whole = yearLine(lines, expenses);
  return {
    Year: year,
    Customers: Customers.sort(byBilled((customer) => customer.Name)),
    ...yearOf(whole),
    Totals: monthsOf(whole),
    ExpenseSummary: expenses.summary,
  };
}
