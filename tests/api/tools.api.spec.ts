import { ApiClient } from '../support/api-client';
import { startTestApp, type TestApp } from '../support/test-app';

// GET /api/toolsapi/rescissiondate (spec 001 §2's Rescission Calendar; the rule is Regulation Z's,
// 12 CFR 1026.23): the third business day after signing, Sundays and federal holidays skipped.
describe('the rescission calendar', () => {
  let app: TestApp;
  let ann: ApiClient;
  const rescission = (startDate: string) => ann.get(`/api/toolsapi/rescissiondate?StartDate=${encodeURIComponent(startDate)}`);
  const reasoning = (days: Array<{ Date: string; Weekday: string; Counted: boolean; Reason: string }>) =>
    days.map((day) => `${day.Weekday} ${day.Date} ${day.Counted ? '+' : '-'} ${day.Reason}`);

  beforeAll(async () => {
    app = await startTestApp();
    ann = new ApiClient(app.url);
    await ann.register('rescission@example.com');
  });
  afterAll(() => app.close());

  it('answers MM/DD/YYYY with the reasoning: a Saturday Independence Day is skipped, the Friday it is observed on counts', async () => {
    const answer = await rescission('07/02/2026');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ StartDate: '07/02/2026', RescissionDate: '07/07/2026', RescissionWeekday: 'Tuesday' });
    expect(reasoning(answer.body.Days)).toEqual([
      'Fri 07/03/2026 + Business day 1',
      'Sat 07/04/2026 - Independence Day',
      'Sun 07/05/2026 - Sunday',
      'Mon 07/06/2026 + Business day 2',
      'Tue 07/07/2026 + Business day 3',
    ]);
    expect(answer.body.Rule).toMatch(/^Regulation Z \(12 CFR 1026\.23\)/);
    expect(answer.body.Rule).toContain('third business day');
  });

  it('accepts YYYY-MM-DD too, and a date without leading zeros', async () => {
    expect((await rescission('2026-07-02')).body.RescissionDate).toBe('07/07/2026');
    expect((await rescission('7/2/2026')).body).toMatchObject({ StartDate: '07/02/2026', RescissionDate: '07/07/2026' });
  });

  it('skips Thanksgiving and counts the Saturday after it', async () => {
    const answer = await rescission('11/24/2026');
    expect(answer.body.RescissionDate).toBe('11/28/2026');
    expect(reasoning(answer.body.Days)).toEqual([
      'Wed 11/25/2026 + Business day 1',
      'Thu 11/26/2026 - Thanksgiving Day',
      'Fri 11/27/2026 + Business day 2',
      'Sat 11/28/2026 + Business day 3',
    ]);
  });

  it('crosses the turn of the year past New Year’s Day', async () => {
    const answer = await rescission('12/30/2026');
    expect(answer.body).toMatchObject({ RescissionDate: '01/04/2027', RescissionWeekday: 'Monday' });
    expect(reasoning(answer.body.Days)).toEqual([
      'Thu 12/31/2026 + Business day 1',
      "Fri 01/01/2027 - New Year's Day",
      'Sat 01/02/2027 + Business day 2',
      'Sun 01/03/2027 - Sunday',
      'Mon 01/04/2027 + Business day 3',
    ]);
    // A Sunday Christmas (2022): that Sunday is skipped once; the Monday offices observe it on counts.
    expect(reasoning((await rescission('12/23/2022')).body.Days)).toEqual([
      'Sat 12/24/2022 + Business day 1',
      'Sun 12/25/2022 - Sunday (and Christmas Day)',
      'Mon 12/26/2022 + Business day 2',
      'Tue 12/27/2022 + Business day 3',
    ]);
  });

  it('answers 400 with a clear message for what is not a date', async () => {
    const refused = async (query: string) => {
      const answer = await ann.get(`/api/toolsapi/rescissiondate${query}`);
      expect(answer.status).toBe(400);
      return answer.body.Response as string;
    };
    expect(await refused('?StartDate=13%2F45%2F2026')).toBe('StartDate: "13/45/2026" is not a date on the calendar (MM/DD/YYYY or YYYY-MM-DD)');
    expect(await refused('?StartDate=02%2F30%2F2026')).toBe('StartDate: "02/30/2026" is not a date on the calendar (MM/DD/YYYY or YYYY-MM-DD)');
    expect(await refused('?StartDate=abc')).toBe('StartDate: "abc" is not a date on the calendar (MM/DD/YYYY or YYYY-MM-DD)');
    expect(await refused('')).toBe('StartDate: choose the day the loan was signed (MM/DD/YYYY or YYYY-MM-DD)');
    expect(await refused('?StartDate=')).toBe('StartDate: choose the day the loan was signed (MM/DD/YYYY or YYYY-MM-DD)');
    expect(await refused('?StartDate=01%2F02%2F1900')).toBe('StartDate: must be a date from 1986 to 2199');
  });

  it('is for signed-in notaries only', async () => {
    expect((await new ApiClient(app.url).get('/api/toolsapi/rescissiondate?StartDate=07/02/2026')).status).toBe(401);
  });
});

describe('the IRS mileage rate of a day', () => {
  let app: TestApp;
  let ann: ApiClient;
  beforeAll(async () => {
    app = await startTestApp();
    ann = new ApiClient(app.url);
    await ann.register('irs-rate@example.com');
  });
  afterAll(() => app.close());

  it('answers the standard rate in force that day, whatever the notary’s own rate', async () => {
    expect((await ann.post('/api/settingsapi/save', { MileageRate: 0.6 })).status).toBe(200);
    expect((await ann.get('/api/mileageapi/irsrate?Date=2026-03-01')).body).toEqual({ Date: '2026-03-01', RateCents: 72.5, RateBasis: 'IRS 2026 rate' });
    expect((await ann.get('/api/mileageapi/irsrate?Date=07/15/2022')).body).toMatchObject({ RateCents: 62.5, RateBasis: 'IRS 2022 rate (from July 1)' });
    expect((await ann.get('/api/mileageapi/irsrate?Date=2026-02-30')).status).toBe(400);
  });
});
