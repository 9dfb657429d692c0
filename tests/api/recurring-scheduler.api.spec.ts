import { RecurringExpenseScheduler } from '@notary/policies';
import { ManualClock, silentLogger } from '@notary/platform';
import { ApiClient } from '../support/api-client';
import { startTestApp, type TestApp } from '../support/test-app';
import { caughtUp } from '../support/deadline';

// The recurring-expense scheduler (issue 12): each due occurrence recorded exactly once, in the
// notary's time zone. The app's clock is fixed; sweeps are driven by hand.
const clock = new ManualClock(new Date('2026-11-24T18:00:00Z'));
let app: TestApp;
let ann: ApiClient;
beforeAll(async () => {
  app = await startTestApp({ clock });
  ann = new ApiClient(app.url);
  await ann.register('scheduler@example.com');
});
afterAll(() => app.close());

const recurring = (overrides: Record<string, unknown> = {}) => ({
  Name: 'Weekly journal supplies',
  Title: 'Journal pages',
  Payee: 'Notary Supply Co',
  Amount: 12.5,
  AppointmentTypeId: 16,
  StartDate: '2026-09-01',
  Interval: 2,
  Forever: true,
  SavePreviousExpenses: true,
  CurrentLocalDate: '2026-11-24',
  TimeZone: 'America/Chicago',
  ...overrides,
});

const scheduler = () => app.runtime.background!.job(RecurringExpenseScheduler)!;

/** The dates the log holds for a recurring expense's occurrences (a date twice would be a double). */
async function recordedDates(recurringId: string): Promise<string[]> {
  const log = await app.runtime.stores.eventStore.readAll({ maxCount: 1_000_000 });
  return log
    .filter((event) => event.type === 'ExpenseRecorded' && (event.data as { RecurringExpenseId?: string }).RecurringExpenseId === recurringId)
    .map((event) => (event.data as { OccurrenceDate: string }).OccurrenceDate)
    .sort();
}

/** Lets the projector see what was saved, sweeps, and lets it see what the sweep recorded. */
async function settle(): Promise<void> {
  const atHead = async () => caughtUp(app.runtime.catalog, await app.runtime.stores.eventStore.headPosition());
  await atHead();
  await scheduler().sweep();
  await atHead();
}

describe('recurring expense scheduler', () => {
  it('records the past occurrences asked for, then each new one when it falls due, each once', async () => {
    const saved = (await ann.post('/api/expenseapi/saverecurring', recurring())).body;
    await settle();
    const dates = await recordedDates(saved.Id);
    expect(dates).toEqual([
      '2026-09-01',
      '2026-09-08',
      '2026-09-15',
      '2026-09-22',
      '2026-09-29',
      '2026-10-06',
      '2026-10-13',
      '2026-10-20',
      '2026-10-27',
      '2026-11-03',
      '2026-11-10',
      '2026-11-17',
      '2026-11-24',
    ]);
    // They are ordinary expenses of the notary, of the chosen type.
    const page = (await ann.query('/api/expenseapi/getpage', { Year: 2026, Payee: 'Notary Supply Co' })).body;
    expect(page).toMatchObject({ TotalCount: 13, TotalAmount: 162.5 });
    expect(page.Expenses[0]).toMatchObject({
      Date: '2026-11-24',
      Details: 'Journal pages',
      CategoryName: 'Stamps, seals and journals',
      RecurringExpenseId: saved.Id,
    });
    expect((await ann.get('/api/expenseapi/getrecurring?today=2026-11-24')).body.find((r: { Id: string }) => r.Id === saved.Id)).toMatchObject({
      RecordedCount: 13,
      NextDate: '2026-12-01',
    });

    // Sweeping again adds nothing; a week later, one more.
    await settle();
    expect(await recordedDates(saved.Id)).toHaveLength(13);
    clock.set('2026-12-01T18:00:00Z');
    await settle();
    expect((await recordedDates(saved.Id)).at(-1)).toBe('2026-12-01');
    expect(await recordedDates(saved.Id)).toHaveLength(14);
    clock.set('2026-11-24T18:00:00Z');
  });

  it('records each occurrence once with several schedulers sweeping at the same moment', async () => {
    const saved = (await ann.post('/api/expenseapi/saverecurring', recurring({ Name: 'Raced', Payee: 'Race Co', StartDate: '2021-01-05' }))).body;
    const others = [1, 2, 3].map(
      () =>
        new RecurringExpenseScheduler(app.runtime.stores.eventStore, app.runtime.catalog, app.runtime.stores.notifier, clock, silentLogger, {
          intervalMs: 60_000,
          concurrency: 7,
        }),
    );
    await caughtUp(app.runtime.catalog, await app.runtime.stores.eventStore.headPosition());
    await Promise.all([scheduler().sweep(), ...others.map((other) => other.sweep())]);
    const dates = await recordedDates(saved.Id);
    expect(new Set(dates).size).toBe(dates.length);
    // Every Tuesday from 2021-01-05 to 2026-11-24.
    expect(dates).toHaveLength(308);
  });

  it('puts a start on the 31st on the last day of shorter months', async () => {
    const saved = (await ann.post('/api/expenseapi/saverecurring', recurring({ Name: 'Rent', Payee: 'Landlord', Interval: 3, StartDate: '2026-01-31' }))).body;
    await settle();
    expect(await recordedDates(saved.Id)).toEqual([
      '2026-01-31',
      '2026-02-28',
      '2026-03-31',
      '2026-04-30',
      '2026-05-31',
      '2026-06-30',
      '2026-07-31',
      '2026-08-31',
      '2026-09-30',
      '2026-10-31',
    ]);
  });

  it("falls due at the notary's own midnight, not the server's", async () => {
    clock.set('2026-12-01T03:00:00Z'); // Nov 30, 9 pm in Chicago; Dec 1, noon in Tokyo.
    const chicago = (
      await ann.post(
        '/api/expenseapi/saverecurring',
        recurring({ Name: 'Chicago', Payee: 'Chicago Co', Interval: 3, StartDate: '2026-12-01', SavePreviousExpenses: false, CurrentLocalDate: null }),
      )
    ).body;
    const tokyo = (
      await ann.post(
        '/api/expenseapi/saverecurring',
        recurring({
          Name: 'Tokyo',
          Payee: 'Tokyo Co',
          Interval: 3,
          StartDate: '2026-12-01',
          SavePreviousExpenses: false,
          CurrentLocalDate: null,
          TimeZone: 'Asia/Tokyo',
        }),
      )
    ).body;
    await settle();
    expect(await recordedDates(chicago.Id)).toEqual([]);
    expect(await recordedDates(tokyo.Id)).toEqual(['2026-12-01']);
    clock.set('2026-12-01T06:00:00Z'); // Midnight has passed in Chicago.
    await settle();
    expect(await recordedDates(chicago.Id)).toEqual(['2026-12-01']);
    clock.set('2026-11-24T18:00:00Z');
  });

  it('records the first one at once when AddFirstExpense is set, even ahead of time, and nothing after deletion', async () => {
    const ahead = (
      await ann.post(
        '/api/expenseapi/saverecurring',
        recurring({ Name: 'Bond', Payee: 'Surety Co', Interval: 4, StartDate: '2027-01-15', AddFirstExpense: true }),
      )
    ).body;
    await settle();
    expect(await recordedDates(ahead.Id)).toEqual(['2027-01-15']);
    await ann.post(`/api/expenseapi/deleterecurring/${ahead.Id}`);
    clock.set('2028-02-01T18:00:00Z');
    await settle();
    expect(await recordedDates(ahead.Id)).toEqual(['2027-01-15']);
    clock.set('2026-11-24T18:00:00Z');
  });
});
