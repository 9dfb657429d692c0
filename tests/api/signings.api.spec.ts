import { randomUUID } from 'node:crypto';
import { ManualClock } from '@notary/platform';
import { ApiClient, signingBody } from '../support/api-client';
import { startTestApp, type TestApp } from '../support/test-app';

let app: TestApp;
let ann: ApiClient;
const clock = new ManualClock(new Date('2026-06-15T16:00:00Z'));

beforeAll(async () => {
  app = await startTestApp({ clock });
  ann = new ApiClient(app.url);
  await ann.register('signings@example.com');
});
afterAll(() => app.close());

const save = (overrides: Record<string, unknown> = {}, client = ann) => client.post('/api/appointmentapi/save', signingBody(overrides));
const page = (body: Record<string, unknown>, client = ann) => client.query('/api/appointmentapi/getpage', body);

describe('saving a signing', () => {
  it('a blank Id schedules a new signing and answers it with its Id, Revision and log position', async () => {
    const answer = await save({
      LoanType: 1,
      Amount: null,
      Payments: [
        { PaidDate: null, Amount: 10 },
        { PaidDate: '06/20/2026', Amount: 50, CheckNumber: '1001' },
      ],
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      LastName: 'Rivera',
      Amount: 125,
      AppointmentDuration: 60,
      AppointmentTypeCategoryId: 2,
      AppointmentTypeDescription: 'Refinance',
      AppointmentDateTime: '2026-03-05T14:30',
      ShortDate: '03/05/2026',
      AmountPaid: 50,
      Balance: 75,
      PaymentStatus: 'unpaid',
      Revision: 1,
      Unchanged: false,
    });
    expect(answer.body.Payments).toEqual([{ PaymentId: expect.any(String), PaidDate: '2026-06-20', Amount: 50, CheckNumber: '1001' }]);
    expect(answer.body.Position).toBeGreaterThan(0);
    const read = await ann.get(`/api/appointmentapi/get/${answer.body.Id}`);
    expect(read.body).toMatchObject({ Id: answer.body.Id, Revision: 1, AmountPaid: 50 });
  });

  it('does not save an unchanged signing, and refuses an edit made on a stale copy (409)', async () => {
    const created = (await save({ LastName: 'Unchanged' })).body;
    const again = await save({ Id: created.Id, Revision: created.Revision, LastName: 'Unchanged' });
    expect(again.body).toMatchObject({ Unchanged: true, Position: 0 });
    const edited = await save({ Id: created.Id, Revision: created.Revision, LastName: 'Unchanged', City: 'Round Rock' });
    expect(edited.body).toMatchObject({ City: 'Round Rock', Revision: created.Revision + 1 });
    const stale = await save({ Id: created.Id, Revision: created.Revision, LastName: 'Unchanged', City: 'Waco' });
    expect(stale.status).toBe(409);
    expect(stale.body.Response).toMatch(/changed somewhere else/);
    expect((await ann.get(`/api/appointmentapi/get/${created.Id}`)).body.City).toBe('Round Rock');
  });

  it('needs a last name and valid values', async () => {
    const noName = await save({ LastName: '  ' });
    expect(noName.status).toBe(400);
    expect(noName.body.Response).toBe("Please enter the signer's last name");
    expect((await save({ AppointmentDate: '02/30/2026' })).status).toBe(400);
    expect((await save({ AppointmentDurationMinute: 7 })).status).toBe(400);
    expect((await save({ Amount: { $gt: 0 } })).status).toBe(400);
  });

  it('a retried request with the same Command-Id creates the signing once', async () => {
    const commandId = randomUUID();
    const first = await ann.post('/api/appointmentapi/save', signingBody({ LastName: 'Retried' }), { 'Command-Id': commandId });
    const second = await ann.post('/api/appointmentapi/save', signingBody({ LastName: 'Retried' }), { 'Command-Id': commandId });
    expect(second.body.Id).toBe(first.body.Id);
    expect((await page({ Year: 2026, Search: 'retried' })).body.TotalCount).toBe(1);
  });

  it('records confirmation calls: a confirmed signing is confirmed again only after switching it to not confirmed (spec 000 §4)', async () => {
    const { Id } = (await save({ LastName: 'Confirm' })).body;
    const call = (Confirmed: boolean) =>
      ann.post('/api/appointmentstatusapi/saveappointmentconfirmation', {
        AppointmentId: Id,
        Note: 'Spoke with signer',
        Confirmed,
        ConfirmationDateTime: '06/14/2026',
        ConfirmationTime: { Hour: 9, Minute: 5, AmPm: 'AM' },
      });
    expect((await call(true)).body).toMatchObject({ Confirmed: true });
    const again = await call(true);
    expect(again.status).toBe(409);
    expect(again.body.Response).toBe('This signing is already confirmed. To change it, switch it to not confirmed.');
    expect((await call(false)).status).toBe(200);
    const history = (await ann.get(`/api/appointmentstatusapi/GetAppointmentConfirmationHistory/${Id}`)).body;
    expect(history.ConfirmationHistory.map((e: { Confirmed: boolean }) => e.Confirmed)).toEqual([true, false]);
    expect(history.ConfirmationHistory[0]).toMatchObject({
      AppointmentId: Id,
      ConfirmationDateTime: '06/14/2026',
      ConfirmationTime: { Hour: 9, Minute: 5, AmPm: 'AM' },
    });
    expect(history.PresetConfirmationNotes.length).toBeGreaterThan(0);
    expect(history.PresetNonConfirmationNotes.length).toBeGreaterThan(0);
  });

  it('batch payment pays what is owed and marks the signings paid', async () => {
    const a = (await save({ LastName: 'BatchA', Amount: 100 })).body;
    const b = (await save({ LastName: 'BatchB', Amount: 80, Payments: [{ PaidDate: '2026-06-01', Amount: 30 }] })).body;
    const paid = await ann.post('/api/appointmentapi/savebatchpayment', { SigningIds: [a.Id, b.Id], PaymentDate: '06/15/2026', CheckNumber: '5521' });
    expect(paid.body).toMatchObject({ Response: 'Payments Saved', Count: 2 });
    const after = (await ann.get(`/api/appointmentapi/get/${b.Id}`)).body;
    expect(after).toMatchObject({ InvoicePaid: '2026-06-15', AmountPaid: 80, Balance: 0, PaymentStatus: 'paid' });
    expect(after.Payments.at(-1)).toMatchObject({ Amount: 50, CheckNumber: '5521' });
  });

  it('deletes a signing, and then it is gone', async () => {
    const { Id } = (await save({ LastName: 'Deleted' })).body;
    expect((await ann.post(`/api/appointmentapi/delete/${Id}`)).status).toBe(200);
    expect((await ann.get(`/api/appointmentapi/get/${Id}`)).status).toBe(404);
    expect((await ann.post(`/api/appointmentapi/delete/${Id}`)).status).toBe(404);
  });
});

describe('the signings list (getpage) and the dashboard', () => {
  let owner: ApiClient;
  beforeAll(async () => {
    owner = new ApiClient(app.url);
    await owner.register('list@example.com');
    const rows: Array<Record<string, unknown>> = [
      {
        LastName: 'Adams',
        AppointmentDate: '2026-01-10',
        Amount: 100,
        InvoicePaid: '2026-01-20',
        Payments: [{ PaidDate: '2026-01-20', Amount: 100 }],
        EndMileage: 12,
        Signatures: 4,
        LoanType: 1,
      },
      { LastName: 'Baker', AppointmentDate: '2026-02-11', Amount: 150, InvoiceSent: '2026-02-12', LoanType: 9 },
      { LastName: 'Clark', AppointmentDate: '2026-06-01', Amount: 90, InvoiceSent: '2026-06-10', OrderNumber: 'ORD-77', LoanType: 1 },
      { LastName: 'Davis', AppointmentDate: '2025-12-30', Amount: 120 },
      { LastName: 'Evans', AppointmentDate: '2026-07-04', Amount: 0, AppointmentTime: { Hour: 9, Minute: 0, AmPm: 'AM' } },
    ];
    for (const row of rows) expect((await save(row, owner)).status).toBe(200);
  });

  const names = (body: { Appointments: Array<{ LastName: string }> }) => body.Appointments.map((s) => s.LastName);

  it('defaults to AppointmentDateTime descending, then LastName, 100 to a page', async () => {
    const all = (await page({ Year: 'All' }, owner)).body;
    expect(names(all)).toEqual(['Evans', 'Clark', 'Baker', 'Adams', 'Davis']);
    expect(all).toMatchObject({ TotalCount: 5, PageNumber: 1, PageSize: 100 });
    expect(names((await page({ Year: 'All', SortBy: 'LastName', SortDirection: 'asc', PageSize: 2, PageNumber: 2 }, owner)).body)).toEqual(['Clark', 'Davis']);
  });

  it.each([
    [{ Year: 2026 }, ['Evans', 'Clark', 'Baker', 'Adams']],
    [{ Year: 'Custom', StartDate: '01-01-2026', EndDate: '02-11-2026' }, ['Baker', 'Adams']],
    [{ Year: 'All', Status: 'Paid' }, ['Adams']],
    [{ Year: 'All', Status: 'Unpaid' }, ['Clark', 'Baker', 'Davis']],
    [{ Year: 'All', Status: 'Unpaid90', Today: '2026-06-15' }, ['Baker']],
    [{ Year: 'All', Status: 'Unpaid30', Today: '2026-06-15' }, ['Baker']],
    [{ Year: 'All', Status: 'NoMileage' }, ['Evans', 'Clark', 'Baker', 'Davis']],
    [{ Year: 'All', Status: 'NoSignatures' }, ['Evans', 'Clark', 'Baker', 'Davis']],
    [{ Year: 'All', LoanTypes: [9] }, ['Baker']],
    [{ Year: 'All', Search: 'ord-77' }, ['Clark']],
  ])('filters %p', async (filter, expected) => {
    expect(names((await page(filter, owner)).body)).toEqual(expected);
  });

  it('summarizes the year by month and category (count, paid, unpaid, total)', async () => {
    const summary = (await owner.get('/api/appointmentapi/summary/2026')).body;
    expect(summary).toMatchObject({ Year: 2026, AppointmentCount: 4, TotalAmount: 340, AmountPaid: 100, AmountUnpaid: 240 });
    expect(summary.Totals[0]).toEqual({ Title: 'Jan', AppointmentCount: 1, TotalAmount: 100, AmountPaid: 100, AmountUnpaid: 0 });
    const loanSignings = (await owner.query('/api/appointmentapi/summary', { Year: 2026, CategoryTypes: [2] })).body;
    expect(loanSignings).toMatchObject({ AppointmentCount: 2, TotalAmount: 190 });
  });

  it('moves the dashboard numbers when a signing changes or is deleted', async () => {
    const baker = (await page({ Year: 'All', Search: 'baker' }, owner)).body.Appointments[0];
    await save({ ...baker, Id: baker.Id, Revision: baker.Revision, AppointmentDate: '2026-03-11', Amount: 200 }, owner);
    let summary = (await owner.get('/api/appointmentapi/summary/2026')).body;
    expect(summary.Totals[1].AppointmentCount).toBe(0);
    expect(summary.Totals[2]).toMatchObject({ AppointmentCount: 1, TotalAmount: 200, AmountUnpaid: 200 });
    await owner.post(`/api/appointmentapi/delete/${baker.Id}`);
    summary = (await owner.get('/api/appointmentapi/summary/2026')).body;
    expect(summary).toMatchObject({ AppointmentCount: 3, TotalAmount: 190 });
  });

  it('answers the next appointment after the notary’s local time', async () => {
    const next = (await owner.post('/api/appointmentapi/nextappointment', { Year: 2026, Month: 6, Day: 20, Hour: 8, Minute: 0 })).body;
    expect(next).toMatchObject({ Day: 'Saturday, July 4, 2026', LastName: 'Evans', Location: 'Austin, TX' });
    const none = (await owner.post('/api/appointmentapi/nextappointment', { Year: 2027, Month: 1, Day: 1 })).body;
    expect(none).toMatchObject({ Day: '', Location: '' });
  });

  it('answers the calendar window, the signing and import counts, the blank signing, the expenses summary and print data', async () => {
    const window = (await owner.query('/api/appointmentapi/getpagebydate', { StartDate: '2026-01-01', EndDate: '2026-06-30', PageSize: 500 })).body;
    expect(names(window)).toEqual(['Adams', 'Clark']);
    expect((await owner.get('/api/appointmentapi/signingscount')).body).toEqual({ Count: 4 });
    // getimportscount counts pending imports (spec 001 §7): none here.
    expect((await owner.get('/api/appointmentapi/getimportscount')).body).toEqual({ Count: 0 });
    expect((await owner.get('/api/appointmentapi/getblank')).body).toMatchObject({
      Id: '',
      AppointmentDurationHour: 1,
      AppointmentDurationMinute: 0,
      Payments: [],
    });
    expect((await owner.get('/api/appointmentapi/expensessummary/2026')).body).toEqual({ Year: 2026, Totals: [], TotalAmount: 0 });
    const ids = window.Appointments.map((s: { Id: string }) => s.Id);
    expect(names((await owner.post('/api/appointmentapi/prepareprint', ids)).body)).toEqual(['Adams', 'Clark']);
  });
});

describe('tenancy: another notary’s signing answers 404 everywhere', () => {
  it('cannot be read, changed, confirmed, paid or deleted by someone else', async () => {
    const owner = new ApiClient(app.url);
    const intruder = new ApiClient(app.url);
    await owner.register('tenant-a@example.com');
    await intruder.register('tenant-b@example.com');
    const signing = (await save({ LastName: 'Private' }, owner)).body;
    expect((await intruder.get(`/api/appointmentapi/get/${signing.Id}`)).status).toBe(404);
    expect((await save({ Id: signing.Id, LastName: 'Hijacked' }, intruder)).status).toBe(404);
    expect((await intruder.post(`/api/appointmentapi/delete/${signing.Id}`)).status).toBe(404);
    expect((await intruder.get(`/api/appointmentstatusapi/GetAppointmentConfirmationHistory/${signing.Id}`)).status).toBe(404);
    expect((await intruder.post('/api/appointmentapi/savebatchpayment', { SigningIds: [signing.Id], PaymentDate: '2026-06-01' })).status).toBe(404);
    expect((await intruder.post('/api/appointmentapi/prepareprint', [signing.Id])).body.Appointments).toEqual([]);
    expect((await page({ Year: 'All' }, intruder)).body.TotalCount).toBe(0);
    expect((await intruder.get('/api/appointmentapi/summary/2026')).body.AppointmentCount).toBe(0);
    expect((await owner.get(`/api/appointmentapi/get/${signing.Id}`)).body.LastName).toBe('Private');
  });
});
