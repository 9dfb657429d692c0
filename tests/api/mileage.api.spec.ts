import { MILEAGE_MESSAGES as M } from '@notary/domain';
import { ApiClient, signingBody } from '../support/api-client';
import { startTestApp, type TestApp } from '../support/test-app';

// Extra mileage (issue 12): /api/mileageapi, each trip worth the IRS rate of its date.
let app: TestApp;
let ann: ApiClient;
let bob: ApiClient;
beforeAll(async () => {
  app = await startTestApp();
  ann = new ApiClient(app.url);
  await ann.register('mileage@example.com');
  bob = new ApiClient(app.url);
  await bob.register('mileage-other@example.com');
});
afterAll(() => app.close());

const trip = (overrides: Record<string, unknown> = {}) => ({
  Date: '2026-11-20',
  Details: 'Documents to First Title',
  StartMileage: 10250,
  EndMileage: 10287,
  ...overrides,
});

describe('/api/mileageapi', () => {
  it('records a trip at the IRS rate of its date, lists the year with the signings’ miles beside it, changes and deletes', async () => {
    const saved = await ann.post('/api/mileageapi/save', trip());
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ Mileage: 37, RateCents: 72.5, RateBasis: 'IRS 2026 rate', Deduction: 26.83, Revision: 0 });
    await ann.post('/api/mileageapi/save', trip({ Date: '2022-06-30', Details: 'Old trip', StartMileage: 0, EndMileage: 10 }));
    // A signing's own miles count beside the trips.
    await ann.post('/api/appointmentapi/save', signingBody({ LastName: 'Driven', AppointmentDate: '2026-03-05', StartMileage: 100, EndMileage: 120 }));

    const page = (await ann.query('/api/mileageapi/getpage', { PageNumber: 1, PageSize: 100, Year: 2026 })).body;
    expect(page.Mileages.map((m: { Details: string }) => m.Details)).toEqual(['Documents to First Title']);
    expect(page).toMatchObject({
      TotalCount: 1,
      Year: 2026,
      TripMiles: 37,
      TripDeduction: 26.83,
      SigningMiles: 20,
      SigningDeduction: 14.5,
      TotalMiles: 57,
      TotalDeduction: 41.33,
    });
    const old = (await ann.query('/api/mileageapi/getpage', { Year: 2022 })).body;
    expect(old.Mileages[0]).toMatchObject({ RateCents: 58.5, RateBasis: 'IRS 2022 rate (January to June)', Deduction: 5.85 });

    expect((await ann.get(`/api/mileageapi/get/${saved.body.Id}`)).body).toMatchObject({ Id: saved.body.Id, Mileage: 37 });
    const changed = await ann.post('/api/mileageapi/save', trip({ Id: saved.body.Id, Revision: 0, Details: 'Bank and post office' }));
    expect(changed.body).toMatchObject({ Details: 'Bank and post office', Revision: 1 });
    // A stale revision answers 409.
    expect((await ann.post('/api/mileageapi/save', trip({ Id: saved.body.Id, Revision: 0, Details: 'Stale' }))).status).toBe(409);
    expect((await ann.post(`/api/mileageapi/delete/${saved.body.Id}`, {})).status).toBe(200);
    expect((await ann.get(`/api/mileageapi/get/${saved.body.Id}`)).status).toBe(404);
    expect((await ann.get('/api/mileageapi/getblank')).body).toMatchObject({ Id: '', Details: '' });
  });

  it("answers the rules' messages, and uses the notary's own rate when set", async () => {
    const refused = await ann.post('/api/mileageapi/save', trip({ Details: ' ', EndMileage: 0 }));
    expect(refused.status).toBe(400);
    expect(refused.body.Errors).toEqual({ Details: M.detailsRequired, EndMileage: M.endMileageAboveZero });
    expect((await ann.post('/api/mileageapi/save', trip({ EndMileage: 100 }))).body.Response).toBe(M.endBeforeStart);

    expect((await ann.post('/api/settingsapi/save', { MileageRate: 0.6 })).status).toBe(200);
    const own = (await ann.post('/api/mileageapi/save', trip({ Details: 'At my rate' }))).body;
    expect(own).toMatchObject({ RateCents: 60, RateBasis: 'Your own rate (settings)', Deduction: 22.2 });
    // An own rate runs to a tenth of a cent, as the IRS's own rates do: 37 miles at 65.5¢.
    expect((await ann.post('/api/settingsapi/save', { MileageRate: 0.655 })).status).toBe(200);
    expect((await ann.get(`/api/mileageapi/get/${own.Id}`)).body).toMatchObject({ RateCents: 65.5, Deduction: 24.24 });
    expect((await ann.post('/api/settingsapi/save', { MileageRate: 0.6555 })).status).toBe(400);
    await ann.post('/api/settingsapi/save', { MileageRate: null });
    expect((await ann.get(`/api/mileageapi/get/${own.Id}`)).body).toMatchObject({ RateCents: 72.5 });
  });

  it('with total mileage on, the end mileage is the trip’s total', async () => {
    const cy = new ApiClient(app.url);
    await cy.register('mileage-total@example.com');
    await cy.post('/api/settingsapi/save', { UseTotalMileage: true });
    expect((await cy.post('/api/mileageapi/save', trip({ StartMileage: 999, EndMileage: 18.5 }))).body).toMatchObject({
      StartMileage: 0,
      EndMileage: 18.5,
      Mileage: 18.5,
    });
  });

  it("never shows or changes another notary's trips", async () => {
    const mine = (await ann.post('/api/mileageapi/save', trip({ Details: 'Mine only' }))).body;
    expect((await bob.get(`/api/mileageapi/get/${mine.Id}`)).status).toBe(404);
    expect((await bob.post('/api/mileageapi/save', trip({ Id: mine.Id, Revision: 0 }))).status).toBe(404);
    expect((await bob.post(`/api/mileageapi/delete/${mine.Id}`, {})).status).toBe(404);
    expect((await bob.query('/api/mileageapi/getpage', { Year: 2026 })).body).toMatchObject({ TotalCount: 0, TotalMiles: 0 });
  });
});
