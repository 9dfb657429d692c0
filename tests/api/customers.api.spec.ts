import { ApiClient, signingBody } from '../support/api-client';
import { startTestApp, type TestApp } from '../support/test-app';

let app: TestApp;
let ann: ApiClient;
beforeAll(async () => {
  app = await startTestApp();
  ann = new ApiClient(app.url);
  await ann.register('customers@example.com');
});
afterAll(() => app.close());

const contact = { Name: 'Pat Lee', Phone: '512-555-0100', CellPhone: '', Fax: '', Email: 'pat@title.example' };

describe('customers (/api/customerapi, /api/contactapi)', () => {
  it('saves a customer with contacts, lists by name and finds a contact', async () => {
    const saved = await ann.post('/api/customerapi/save', {
      Name: 'Lone Star Title',
      Website: 'https://title.example',
      Contacts: [contact, { Name: '', Phone: '' }],
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ Name: 'Lone Star Title', Inactive: false, Revision: 1 });
    expect(saved.body.Contacts).toEqual([{ ...contact, Id: expect.any(String) }]);
    await ann.post('/api/customerapi/save', { Name: 'alamo Escrow' });
    await ann.post('/api/customerapi/save', { Name: 'Zephyr Lending', Inactive: true });
    const list = (await ann.query('/api/customerapi/getpage', { PageNumber: 1, PageSize: 100 })).body;
    expect(list.Customers.map((c: { Name: string }) => c.Name)).toEqual(['alamo Escrow', 'Lone Star Title', 'Zephyr Lending']);
    expect(list.TotalCount).toBe(3);
    const active = (await ann.query('/api/customerapi/getpage', { IncludeInactive: false, Search: 'l' })).body;
    expect(active.Customers.map((c: { Name: string }) => c.Name)).toEqual(['alamo Escrow', 'Lone Star Title']);
    const found = (await ann.get(`/api/contactapi/get/${saved.body.Contacts[0].Id}`)).body;
    expect(found).toMatchObject({ Name: 'Pat Lee', CustomerId: saved.body.Id, CustomerName: 'Lone Star Title' });
    expect((await ann.get('/api/customerapi/getblank')).body).toMatchObject({ Id: '', Name: '', Contacts: [] });
  });

  it('needs a name', async () => {
    const answer = await ann.post('/api/customerapi/save', { Name: ' ', Website: '' });
    expect(answer.status).toBe(400);
    expect(answer.body.Response).toBe('Please enter the customer name');
  });

  it("shows the customer's name on its signings, also after a rename", async () => {
    const customer = (await ann.post('/api/customerapi/save', { Name: 'First Name Title', Contacts: [contact] })).body;
    const signing = (await ann.post('/api/appointmentapi/save', signingBody({ CustomerId: customer.Id, ContactId: customer.Contacts[0].Id }))).body;
    expect(signing.CustomerName).toBe('First Name Title');
    await ann.post('/api/customerapi/save', { ...customer, Name: 'Renamed Title' });
    expect((await ann.get(`/api/appointmentapi/get/${signing.Id}`)).body.CustomerName).toBe('Renamed Title');
    const byCustomer = (await ann.query('/api/appointmentapi/getpage', { Year: 'All', CustomerId: customer.Id })).body;
    expect(byCustomer.Appointments.map((s: { Id: string }) => s.Id)).toEqual([signing.Id]);
  });

  it('refuses a signing for a customer or contact that is not the notary’s', async () => {
    const bob = new ApiClient(app.url);
    await bob.register('customers-bob@example.com');
    const bobs = (await bob.post('/api/customerapi/save', { Name: 'Bob Title', Contacts: [contact] })).body;
    const answer = await ann.post('/api/appointmentapi/save', signingBody({ CustomerId: bobs.Id }));
    expect(answer.status).toBe(400);
    expect(answer.body.Response).toBe('The customer was not found. It may have been deleted.');
    expect((await ann.get(`/api/customerapi/get/${bobs.Id}`)).status).toBe(404);
    expect((await ann.get(`/api/contactapi/get/${bobs.Contacts[0].Id}`)).status).toBe(404);
    expect((await ann.post(`/api/customerapi/delete/${bobs.Id}`)).status).toBe(404);
    expect((await ann.post('/api/customerapi/save', { Id: bobs.Id, Name: 'Mine now' })).status).toBe(404);
  });

  it('deletes a customer', async () => {
    const customer = (await ann.post('/api/customerapi/save', { Name: 'Short Lived' })).body;
    expect((await ann.post(`/api/customerapi/delete/${customer.Id}`)).status).toBe(200);
    expect((await ann.get(`/api/customerapi/get/${customer.Id}`)).status).toBe(404);
    expect((await ann.get('/api/customerapi/get/')).body.map((c: { Name: string }) => c.Name)).not.toContain('Short Lived');
  });
});

describe('customer addresses and searching without accents (issue 10, walls 6 and 8)', () => {
  it('stores, validates and answers a customer’s address', async () => {
    const bea = new ApiClient(app.url);
    await bea.register('addresses@example.com');
    const address = { Address1: '100 Congress Ave', Address2: 'Suite 200', City: 'Austin', State: 'tx', Zip: '78701-1234' };
    const saved = await bea.post('/api/customerapi/save', { Name: 'Capitol Title', ...address });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ ...address, State: 'TX' });
    expect((await bea.get(`/api/customerapi/get/${saved.body.Id}`)).body).toMatchObject({ ...address, State: 'TX', SigningCount: 0 });
    const badState = await bea.post('/api/customerapi/save', { Name: 'Nowhere Title', State: 'XX' });
    expect(badState.status).toBe(400);
    expect(badState.body.Errors).toEqual({ State: 'must be a US state (two letters, such as TX)' });
    const badZip = await bea.post('/api/customerapi/save', { Name: 'Nowhere Title', Zip: '7870' });
    expect(badZip.body.Errors).toEqual({ Zip: 'must be a ZIP code (12345 or 12345-6789)' });
  });

  it("keeps a customer's payment terms, none meaning the notary's default (Net 30 until changed)", async () => {
    expect((await ann.get('/api/settingsapi/get/')).body.DefaultPaymentTerms).toBe('Net30');
    expect((await ann.get('/api/customerapi/getblank')).body.PaymentTerms).toBeNull();
    const saved = await ann.post('/api/customerapi/save', { Name: 'Net 15 Escrow', PaymentTerms: 'Net15' });
    expect(saved.body.PaymentTerms).toBe('Net15');
    expect((await ann.get(`/api/customerapi/get/${saved.body.Id}`)).body.PaymentTerms).toBe('Net15');
    const cleared = await ann.post('/api/customerapi/save', { Id: saved.body.Id, Revision: saved.body.Revision, Name: 'Net 15 Escrow', PaymentTerms: '' });
    expect(cleared.body).toMatchObject({ PaymentTerms: null, Unchanged: false });
    const list = (await ann.query('/api/customerapi/getpage', { Search: 'net 15' })).body;
    expect(list.Customers[0].PaymentTerms).toBeNull();
    const refused = await ann.post('/api/customerapi/save', { Name: 'Net 60 Title', PaymentTerms: 'Net60' });
    expect(refused.status).toBe(400);
    expect(refused.body.Errors).toEqual({ PaymentTerms: 'must be DueOnReceipt, Net15, Net30 or Net45 (or none for your default)' });
  });

  it('finds customers and signings whatever the case and accents: "pena" finds "Peña"', async () => {
    const cy = new ApiClient(app.url);
    await cy.register('accents@example.com');
    const customer = (await cy.post('/api/customerapi/save', { Name: 'Título Rápido', City: 'San José', State: 'CA' })).body;
    await cy.post('/api/appointmentapi/save', signingBody({ LastName: 'Peña', FirstName: 'José', CustomerId: customer.Id }));
    await cy.post('/api/appointmentapi/save', signingBody({ LastName: 'Smith' }));
    const signings = async (Search: string) =>
      (await cy.query('/api/appointmentapi/getpage', { Year: 'All', Search })).body.Appointments.map((s: { LastName: string }) => s.LastName);
    expect(await signings('pena')).toEqual(['Peña']);
    expect(await signings('JOSE')).toEqual(['Peña']);
    expect(await signings('titulo rapido')).toEqual(['Peña']);
    expect(await signings('Peña')).toEqual(['Peña']);
    const customers = async (Search: string) => (await cy.query('/api/customerapi/getpage', { Search })).body.Customers.map((c: { Name: string }) => c.Name);
    expect(await customers('rapido')).toEqual(['Título Rápido']);
    expect(await customers('san jose')).toEqual(['Título Rápido']);
    expect((await cy.get(`/api/customerapi/get/${customer.Id}`)).body.SigningCount).toBe(1);
  });
});
