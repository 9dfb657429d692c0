import { EMAIL_TEXT_TOKENS, SAMPLE_EMAIL_TEMPLATES } from '@notary/domain';
import { ApiClient, signingBody } from '../support/api-client';
import { startTestApp, type TestApp } from '../support/test-app';

// E-mail templates (spec 001 §7 /api/emailtemplateapi): the notary's own, the samples to start from,
// the tokens to insert, and a preview with the tokens filled.
let app: TestApp;
let ann: ApiClient;
let bob: ApiClient;
beforeAll(async () => {
  app = await startTestApp();
  ann = new ApiClient(app.url);
  await ann.register('templates@example.com');
  bob = new ApiClient(app.url);
  await bob.register('templates-other@example.com');
});
afterAll(() => app.close());

const template = (overrides: Record<string, unknown> = {}) => ({
  Id: 0,
  Name: 'Appointment confirmation',
  EmailTo: '[PrimaryContact]',
  EmailCC: '[SecondaryContact]',
  EmailBCC: '',
  EmailSubject: 'Confirming your signing on [Date]',
  EmailBody: 'Dear [FirstName],\n\nSee you at [Time].\n\n[MyName]',
  ...overrides,
});

const remove = (client: ApiClient, id: string) => client.request('DELETE', `/api/emailtemplateapi/deletetemplate/${id}`);

describe('/api/emailtemplateapi', () => {
  it('saves a new template (Id 0 or none) and answers it with its Id; lists the notary’s templates by name', async () => {
    const first = await ann.post('/api/emailtemplateapi/savetemplate', template());
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ ...template(), Id: expect.any(String), Revision: 0, Unchanged: false });
    const second = await ann.post(
      '/api/emailtemplateapi/savetemplate',
      template({ Id: undefined, Name: 'Documents received', EmailTo: ' [CompanyContact] ; ' }),
    );
    expect(second.body).toMatchObject({ Name: 'Documents received', EmailTo: '[CompanyContact]' });
    const list = (await ann.get('/api/emailtemplateapi/gettemplates')).body;
    expect(list.map((saved: { Name: string }) => saved.Name)).toEqual(['Appointment confirmation', 'Documents received']);
    expect((await bob.get('/api/emailtemplateapi/gettemplates')).body).toEqual([]);
  });

  it('changes a template opened at its revision, and refuses an edit made on a stale copy', async () => {
    const saved = (await ann.post('/api/emailtemplateapi/savetemplate', template({ Name: 'Reminder' }))).body;
    const changed = await ann.post('/api/emailtemplateapi/savetemplate', { ...saved, EmailSubject: 'Reminder: invoice [InvoiceNumber]' });
    expect(changed.body).toMatchObject({ Id: saved.Id, Revision: 1, EmailSubject: 'Reminder: invoice [InvoiceNumber]' });
    const stale = await ann.post('/api/emailtemplateapi/savetemplate', { ...saved, EmailSubject: 'Older edit' });
    expect(stale.status).toBe(409);
    const again = await ann.post('/api/emailtemplateapi/savetemplate', { ...changed.body });
    expect(again.body).toMatchObject({ Unchanged: true, Revision: 1 });
  });

  it('needs a name (spec 001 §5) and keeps the notary’s lists to addresses and address tokens', async () => {
    const unnamed = await ann.post('/api/emailtemplateapi/savetemplate', template({ Name: '  ' }));
    expect(unnamed).toMatchObject({
      status: 400,
      body: { Response: 'Please enter a name for the template', Errors: { Name: 'Please enter a name for the template' } },
    });
    const slip = await ann.post('/api/emailtemplateapi/savetemplate', template({ EmailBCC: 'pat@notary' }));
    expect(slip).toMatchObject({ status: 400, body: { Errors: { EmailBCC: '"pat@notary" is not an e-mail address' } } });
    expect((await ann.post('/api/emailtemplateapi/savetemplate', template({ Name: { $gt: '' } }))).status).toBe(400);
  });

  it('deletes the notary’s template; another notary’s answers 404 and stays', async () => {
    const saved = (await ann.post('/api/emailtemplateapi/savetemplate', template({ Name: 'To delete' }))).body;
    expect(await remove(bob, saved.Id)).toMatchObject({ status: 404, body: { Code: 'EMAIL_TEMPLATE.NOT_FOUND' } });
    expect(await bob.post('/api/emailtemplateapi/savetemplate', { ...saved, EmailSubject: 'Hijacked' })).toMatchObject({ status: 404 });
    const deleted = await remove(ann, saved.Id);
    expect(deleted).toMatchObject({ status: 200, body: { Id: saved.Id } });
    const names = (await ann.get('/api/emailtemplateapi/gettemplates')).body.map((kept: { Name: string }) => kept.Name);
    expect(names).not.toContain('To delete');
    expect((await remove(ann, saved.Id)).status).toBe(404);
  });

  it('offers the sample templates and the tokens of spec 001 §9', async () => {
    const samples = (await ann.get('/api/emailtemplateapi/getsampletemplates')).body;
    expect(samples).toEqual(SAMPLE_EMAIL_TEMPLATES);
    const tokens = (await ann.get('/api/emailtemplateapi/gettokens')).body;
    expect(tokens.TextTokens.map((token: { Token: string }) => token.Token)).toEqual(EMAIL_TEXT_TOKENS.map((token) => token.token));
    expect(tokens.AddressTokens.map((token: { Token: string }) => token.Token)).toEqual([
      '[PrimaryContact]',
      '[SecondaryContact]',
      '[CompanyContact]',
      '[MyEmail]',
    ]);
  });

  it('previews a draft with example values, or with a signing’s own; never another notary’s signing', async () => {
    await ann.post('/api/profileapi/save', { Name: 'Pat Notary', Email: 'pat@notary.example' });
    const example = (await ann.post('/api/emailtemplateapi/preview', template())).body;
    expect(example).toEqual({
      To: ['ana.rivera@example.com'],
      Cc: ['luis.rivera@example.com'],
      Bcc: [],
      Subject: 'Confirming your signing on Thursday, March 5th, 2026',
      Body: 'Dear Ana,\n\nSee you at 2:30 PM.\n\nPat Notary',
      Example: true,
    });
    const signing = (
      await ann.post('/api/appointmentapi/save', signingBody({ FirstName: 'Jo', AppointmentDate: '2026-07-04', EmailAddress: 'jo@example.com' }))
    ).body;
    const real = (await ann.post('/api/emailtemplateapi/preview', { ...template(), AppointmentId: signing.Id })).body;
    expect(real).toMatchObject({ To: ['jo@example.com'], Cc: [], Subject: 'Confirming your signing on Saturday, July 4th, 2026', Example: false });
    expect((await bob.post('/api/emailtemplateapi/preview', { ...template(), AppointmentId: signing.Id })).status).toBe(404);
  });
});
