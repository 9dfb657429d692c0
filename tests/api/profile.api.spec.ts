import { ApiClient } from '../support/api-client';
import { startTestApp, type TestApp } from '../support/test-app';

// /api/profileapi (spec 001 §7): the business profile printed on invoices.
let app: TestApp;
let ann: ApiClient;
beforeAll(async () => {
  app = await startTestApp();
  ann = new ApiClient(app.url);
  await ann.register('profile@example.com');
});
afterAll(() => app.close());

const profile = {
  Name: 'Ana Rivera',
  Company: 'Rivera Mobile Notary',
  Address: '12 Congress Ave',
  Address2: 'Suite 400',
  City: 'Austin',
  State: 'tx',
  Zip: '78701',
  Phone: '512-555-0100',
  Email: 'ana@rivera.example',
};

describe('/api/profileapi', () => {
  it('saves the business profile and answers it, in the settings too, and not for anyone else', async () => {
    const saved = await ann.post('/api/profileapi/save', profile);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ ...profile, State: 'TX', Position: expect.any(Number) });
    expect((await ann.get('/api/profileapi/get')).body).toMatchObject({ ...profile, State: 'TX', CanImport: expect.any(Boolean) });
    expect((await ann.get('/api/settingsapi/get')).body.Profile).toMatchObject({ Company: 'Rivera Mobile Notary' });
    // The session's name is the business profile's.
    expect((await ann.get('/api/accountapi/session')).body.Name).toBe('Ana Rivera');

    const bob = new ApiClient(app.url);
    await bob.register('profile-other@example.com');
    expect((await bob.get('/api/profileapi/get')).body).toMatchObject({ Name: '', Company: '' });
  });

  it('refuses a state, a ZIP code or an e-mail address that is not one, keeping what was saved', async () => {
    const refused = await ann.post('/api/profileapi/save', { ...profile, State: 'XX', Zip: '787', Email: 'not-an-address' });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.Errors).sort()).toEqual(['Email', 'State', 'Zip']);
    expect((await ann.get('/api/profileapi/get')).body).toMatchObject({ State: 'TX', Zip: '78701' });
    // Whether import is offered is not the notary's to set here: the field is dropped.
    await ann.post('/api/profileapi/save', { ...profile, CanImport: false });
    expect((await ann.get('/api/profileapi/get')).body.CanImport).toBe((await ann.get('/api/settingsapi/get')).body.Profile.CanImport);
  });
});
