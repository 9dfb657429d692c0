import { RECURRING_EXPENSE_MESSAGES as M } from '@notary/domain';
import { ManualClock } from '@notary/platform';
import { ApiClient } from '../support/api-client';
import { startTestApp, type TestApp } from '../support/test-app';

let app: TestApp;
let ann: ApiClient;
let bob: ApiClient;
beforeAll(async () => {
  // The day the rent below is saved on (CurrentLocalDate): on the real clock the recurring scheduler
  // records each rent that has fallen due since, and the next date moves on (it did from 2026-11-30).
  app = await startTestApp({ clock: new ManualClock(new Date('2026-11-24T18:00:00Z')) });
  ann = new ApiClient(app.url);
  await ann.register('recurring@example.com');
  bob = new ApiClient(app.url);
  await bob.register('recurring-other@example.com');
});
afterAll(() => app.close());

const rent = (overrides: Record<string, unknown> = {}) => ({
  Name: 'Office rent',
  Title: 'Monthly rent',
  Payee: 'Main Street Offices',
  Amount: 450,
  StartDate: '2026-01-31',
  Interval: 3,
  Forever: true,
  CurrentLocalDate: '2026-11-24',
  TimeZone: 'America/Chicago',
  ...overrides,
});

describe('recurring expenses (/api/expenseapi: saverecurring, getrecurring, deleterecurring, validaterecurring)', () => {
  it('saves one, lists it with its status and next date, changes and deletes it', async () => {
    const saved = await ann.post('/api/expenseapi/saverecurring', rent());
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ Name: 'Office rent', Amount: 450, Interval: 3, Status: 'Active', NextDate: '2026-11-30', Position: expect.any(Number) });
    const list = (await ann.get('/api/expenseapi/getrecurring?today=2026-11-24')).body;
    expect(list).toEqual([expect.objectContaining({ Id: saved.body.Id, Status: 'Active', NextDate: '2026-11-30', TimeZone: 'America/Chicago' })]);

    const ended = await ann.post('/api/expenseapi/saverecurring', rent({ Id: saved.body.Id, Forever: false, EndDate: '2026-10-31' }));
    expect(ended.body).toMatchObject({ Status: 'Expired', NextDate: null, EndDate: '2026-10-31' });
    expect((await ann.get('/api/expenseapi/getrecurring?today=2026-11-24')).body[0]).toMatchObject({ Status: 'Expired' });

    expect((await ann.post(`/api/expenseapi/deleterecurring/${saved.body.Id}`, {})).status).toBe(200);
    expect((await ann.get('/api/expenseapi/getrecurring')).body).toEqual([]);
    expect((await ann.post(`/api/expenseapi/deleterecurring/${saved.body.Id}`, {})).status).toBe(404);
  });

  it("answers the rules' messages, by field, on save and on validaterecurring", async () => {
    const bad = rent({ Payee: '', Name: ' ', Amount: 0, Forever: false, EndDate: '2025-12-31' });
    const refused = await ann.post('/api/expenseapi/saverecurring', bad);
    expect(refused.status).toBe(400);
    expect(refused.body.Errors).toEqual({ Payee: M.payeeRequired, Name: M.nameRequired, Amount: M.amountAboveZero, EndDate: M.endBeforeStart });
    expect((await ann.post('/api/expenseapi/validaterecurring', bad)).body).toEqual({ IsValid: false, Errors: refused.body.Errors });
    expect((await ann.post('/api/expenseapi/validaterecurring', rent())).body).toEqual({ IsValid: true, Errors: {} });
    const malformed = await ann.post('/api/expenseapi/validaterecurring', rent({ StartDate: '2026-02-30', Amount: -5 }));
    expect(malformed.status).toBe(200);
    expect(malformed.body.IsValid).toBe(false);
    expect(Object.keys(malformed.body.Errors).sort()).toEqual(['Amount', 'StartDate']);
    expect((await ann.post('/api/expenseapi/saverecurring', rent({ Interval: 7 }))).status).toBe(400);
    expect((await ann.post('/api/expenseapi/saverecurring', rent({ TimeZone: 'Mars/Olympus' }))).body.Errors).toEqual({ TimeZone: M.timeZone });
  });

  it("never shows or changes another notary's recurring expenses", async () => {
    const mine = (await ann.post('/api/expenseapi/saverecurring', rent({ Name: 'Seal subscription' }))).body;
    expect((await bob.get('/api/expenseapi/getrecurring')).body).toEqual([]);
    expect((await bob.post('/api/expenseapi/saverecurring', rent({ Id: mine.Id, Amount: 1 }))).status).toBe(404);
    expect((await bob.post(`/api/expenseapi/deleterecurring/${mine.Id}`, {})).status).toBe(404);
    expect((await ann.get('/api/expenseapi/getrecurring')).body).toEqual([expect.objectContaining({ Id: mine.Id, Amount: 450 })]);
  });
});
