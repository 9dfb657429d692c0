import { ApiClient } from '../support/api-client';
import { GoogleFakes, googleEnv } from '../support/google-fakes';
import { startTestApp, type TestApp } from '../support/test-app';

// Maps (issue 17, calendars): address suggestions and spec 000 §5's auto-calculated mileage, against a fake.
let fakes: GoogleFakes;
let app: TestApp;
let ann: ApiClient;
beforeAll(async () => {
  fakes = await new GoogleFakes().start();
  app = await startTestApp({ env: googleEnv(fakes) });
  ann = new ApiClient(app.url);
  await ann.register('maps@example.com');
});
afterAll(async () => {
  await app.close();
  await fakes.stop();
});

describe('maps', () => {
  it('suggests US addresses, split into the signing’s address fields', async () => {
    expect((await ann.get('/api/mapsapi/status')).body).toEqual({ Available: true });
    const answer = await ann.get('/api/mapsapi/autocomplete?q=123');
    expect(answer.status).toBe(200);
    expect(answer.body.Suggestions[0]).toEqual({
      Description: '123 Main St, Austin, TX, USA',
      PlaceId: 'place-1',
      Address1: '123 Main St',
      City: 'Austin',
      State: 'TX',
    });
    const asked = new URL(fakes.callsTo('GET', '/place/autocomplete/json')[0]!.path, fakes.url).searchParams;
    expect([asked.get('components'), asked.get('types'), asked.get('key')]).toEqual(['country:us', 'address', 'maps-key']);
    // Too short to ask Google about.
    expect((await ann.get('/api/mapsapi/autocomplete?q=12')).body).toEqual({ Suggestions: [] });
  });

  it('answers the driving distance, and the mileage rounded up and doubled for the round trip', async () => {
    fakes.distances.set('1 Office Rd, Austin, TX|12 Main St, Austin, TX', 16_900); // 10.5 miles
    const answer = await ann.get(
      `/api/mapsapi/distance?from=${encodeURIComponent('1 Office Rd, Austin, TX')}&to=${encodeURIComponent('12 Main St, Austin, TX')}`,
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ From: '1 Office Rd, Austin, TX', To: '12 Main St, Austin, TX', Miles: 10.5, RoundTripMiles: 22 });
    const asked = new URL(fakes.callsTo('GET', '/distancematrix/json')[0]!.path, fakes.url).searchParams;
    expect([asked.get('mode'), asked.get('units')]).toEqual(['driving', 'imperial']);
  });

  it('measures from the business address of the profile when no start is given, and says what is missing', async () => {
    const missing = await ann.get(`/api/mapsapi/distance?to=${encodeURIComponent('12 Main St, Austin, TX')}`);
    expect(missing.status).toBe(400);
    expect(missing.body.Response).toBe('Enter your business address (Address and City) in your profile to calculate the mileage.');

    await ann.post('/api/profileapi/save', { Address: '1 Office Rd', City: 'Austin', State: 'TX', Zip: '78701', Name: 'Ann' });
    fakes.distances.set('1 Office Rd, Austin, TX 78701|12 Main St, Austin, TX', 8_047); // exactly 5 miles
    const answer = await ann.get(`/api/mapsapi/distance?to=${encodeURIComponent('12 Main St, Austin, TX')}`);
    expect(answer.body).toMatchObject({ From: '1 Office Rd, Austin, TX 78701', Miles: 5, RoundTripMiles: 10 });

    const noRoute = await ann.get(`/api/mapsapi/distance?to=${encodeURIComponent('Nowhere')}`);
    expect(noRoute.status).toBe(400);
  });
});

describe('maps, when the server has no key', () => {
  it('are hidden: the status says unavailable and the calls answer 404', async () => {
    const off = await startTestApp();
    try {
      const dee = new ApiClient(off.url);
      await dee.register('maps-off@example.com');
      expect((await dee.get('/api/mapsapi/status')).body).toEqual({ Available: false });
      expect((await dee.get('/api/mapsapi/autocomplete?q=12+Main')).status).toBe(404);
      expect((await dee.get('/api/mapsapi/distance?from=a&to=b')).status).toBe(404);
    } finally {
      await off.close();
    }
  });
});
