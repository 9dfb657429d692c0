import type { MergeWorkTypeAnswer, SettingsWithCategories, WorkType } from '@notary/contracts';
import { ApiClient, signingBody } from '../support/api-client';
import { startTestApp, type TestApp } from '../support/test-app';

// The business profile (issue 15, spec 001 §2-§9): categories with their types of work, saved
// through settingsapi/save, and a custom type merged into a standard one, as events.

const MERGE_FAILED = 'Unable to merge custom appointment type.';
const YEAR = 2026;

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

async function notary(who: string) {
  const client = new ApiClient(app.url);
  const { UserId } = await client.register(`${who}-${Date.now().toString(36)}@example.com`);
  return { client, userId: UserId };
}

const profileOf = async (client: ApiClient): Promise<SettingsWithCategories> => {
  const answer = await client.get('/api/settingsapi/getappointmentcategorytype/');
  expect(answer.status).toBe(200);
  return answer.body;
};
const typeIn = (settings: { LoanTypes: WorkType[] }, name: string) => settings.LoanTypes.find((type) => type.Name === name)!;
const merge = (client: ApiClient, customAppointmentId: unknown, defaultAppointmentId: unknown) =>
  client.request('PATCH', '/api/settingsapi/mergeCustomAppointmentType/', { customAppointmentId, defaultAppointmentId });

describe('the business profile', () => {
  it('answers the three categories, each with its fee and its types of work (spec 001 §3)', async () => {
    const { client } = await notary('profile-shape');
    const profile = await profileOf(client);
    expect(profile.Categories.map(({ Id, Description, IsActive, Readonly, IsDeleted }) => ({ Id, Description, IsActive, Readonly, IsDeleted }))).toEqual([
      { Id: 1, Description: 'SPECIALTY/GENERAL NOTARY WORK', IsActive: true, Readonly: true, IsDeleted: false },
      { Id: 2, Description: 'LOAN SIGNING WORK', IsActive: true, Readonly: true, IsDeleted: false },
      { Id: 3, Description: 'OTHER TYPES OF WORK', IsActive: true, Readonly: true, IsDeleted: false },
    ]);
    // The category fee comes from type 9 (general notary work) and type 6 (loan signing).
    const feeOf = (id: number) => profile.LoanTypes.find((type) => type.Id === id)!.FeeAmount;
    expect(profile.Categories.map((category) => category.FeeAmount)).toEqual([feeOf(9), feeOf(6), 0]);
    const loanSigning = profile.Categories[1]!;
    expect(loanSigning.AppointmentTypes.map((type) => type.Id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(loanSigning.AppointmentTypes[0]).toEqual({
      Id: 1,
      Name: 'Refinance',
      Description: 'Refinance',
      FeeAmount: 125,
      AppointmentDuration: 60,
      Readonly: true,
      IsActive: true,
      IsDeleted: false,
      SortOrder: 1,
      NotarialFee: false,
      AppointmentCategory: { Id: 2, Description: 'LOAN SIGNING WORK' },
    });
    // The rest of the settings come along, as settingsapi/get answers them.
    expect(profile).toMatchObject({ GridView: 'medium', IsOnboardedStatus: 0 });
    expect(profile.LoanTypes).toHaveLength(18);
    expect(typeIn(profile, 'Acknowledgment').NotarialFee).toBe(true);
  });

  it('adds a custom type sent with Id 0 (defaults: sort order 200, fee 0, active) and saves only what changed', async () => {
    const { client } = await notary('profile-add');
    const saved = await client.post('/api/settingsapi/save', {
      LoanTypes: [{ Id: 0, Name: 'Boat title', AppointmentCategory: { Id: 3 } }],
      Categories: [{ Id: 1 }, { Id: 2 }, { Id: 3 }],
    });
    expect(saved.status).toBe(200);
    const added = typeIn(saved.body, 'Boat title');
    expect(added).toMatchObject({ FeeAmount: 0, SortOrder: 200, IsActive: true, IsDeleted: false, Readonly: false, AppointmentDuration: 0 });
    expect(added.Id).toBeGreaterThanOrEqual(1000);
    expect(typeof saved.body.Position).toBe('number');
    const changed = await client.post('/api/settingsapi/save', {
      LoanTypes: [{ Id: added.Id, FeeAmount: 45.5, AppointmentDuration: 90, NotarialFee: true }],
    });
    expect(typeIn(changed.body, 'Boat title')).toMatchObject({ Id: added.Id, FeeAmount: 45.5, AppointmentDuration: 90, NotarialFee: true });
    const profile = await profileOf(client);
    expect(profile.Categories[2]!.AppointmentTypes.at(-1)).toMatchObject({ Id: added.Id, Name: 'Boat title', FeeAmount: 45.5, NotarialFee: true });
    // A second new type gets the next id.
    const second = await client.post('/api/settingsapi/save', { LoanTypes: [{ Id: 0, Name: 'Car title', AppointmentCategory: { Id: 3 } }] });
    expect(typeIn(second.body, 'Car title').Id).toBe(added.Id + 1);
  });

  it('keeps a fee to the cent and refuses one with more decimals', async () => {
    const { client } = await notary('profile-fee');
    expect((await client.post('/api/settingsapi/save', { LoanTypes: [{ Id: 6, FeeAmount: 12.345 }] })).status).toBe(400);
    const saved = await client.post('/api/settingsapi/save', { LoanTypes: [{ Id: 6, FeeAmount: 150.25 }] });
    expect(typeIn(saved.body, 'Loan Signing').FeeAmount).toBe(150.25);
    expect((await profileOf(client)).Categories[1]!.FeeAmount).toBe(150.25);
  });

  it('changing a type’s category moves it and makes it active (spec 001 §4)', async () => {
    const { client } = await notary('profile-move');
    await client.post('/api/settingsapi/save', { LoanTypes: [{ Id: 16, IsActive: false }] });
    const moved = await client.post('/api/settingsapi/save', { LoanTypes: [{ Id: 16, AppointmentCategory: { Id: 1 } }] });
    expect(typeIn(moved.body, 'Fingerprinting')).toMatchObject({
      IsActive: true,
      AppointmentCategory: { Id: 1, Description: 'SPECIALTY/GENERAL NOTARY WORK' },
    });
    const profile = await profileOf(client);
    expect(profile.Categories[0]!.AppointmentTypes.map((type) => type.Name)).toContain('Fingerprinting');
    expect(profile.Categories[2]!.AppointmentTypes.map((type) => type.Name)).not.toContain('Fingerprinting');
  });

  it('marks a type’s fee as a notarial fee, which the tax estimate keeps out of self-employment tax', async () => {
    const { client } = await notary('profile-notarial');
    const paid = signingBody({ LastName: 'Paid', LoanType: 1, AppointmentDate: `${YEAR}-02-03`, Payments: [{ PaidDate: `${YEAR}-02-03`, Amount: 125 }] });
    expect((await client.post('/api/appointmentapi/save', paid)).status).toBe(200);
    const notarialFees = async () => (await client.get(`/api/reportapi/tax?Year=${YEAR}`)).body.Totals.NotarialFees;
    expect(await notarialFees()).toBe(0);
    const saved = await client.post('/api/settingsapi/save', { LoanTypes: [{ Id: 1, NotarialFee: true }] });
    expect(typeIn(saved.body, 'Refinance').NotarialFee).toBe(true);
    expect(await notarialFees()).toBe(125);
  });

  it('forces the types of an inactive category inactive on save, on the server too (spec 001 §4)', async () => {
    const { client } = await notary('profile-inactive');
    // Only the category is sent, as a client that does not apply the rule itself would.
    const saved = await client.post('/api/settingsapi/save', { Categories: [{ Id: 3, IsActive: false }] });
    expect(saved.status).toBe(200);
    expect(saved.body.Categories.find((category: { Id: number }) => category.Id === 3).IsActive).toBe(false);
    const profile = await profileOf(client);
    expect(profile.Categories[2]!.AppointmentTypes.every((type) => !type.IsActive)).toBe(true);
    expect(profile.Categories[1]!.AppointmentTypes.every((type) => type.IsActive)).toBe(true);
    // A type switched on while its category stays off stays off.
    const again = await client.post('/api/settingsapi/save', { LoanTypes: [{ Id: 15, IsActive: true }] });
    expect(typeIn(again.body, 'Travel Fee').IsActive).toBe(false);
  });
});

describe('merging a custom type of work into a standard one', () => {
  it('re-types every signing of the custom type, retires the type, and the history says so', async () => {
    const { client } = await notary('merge');
    const other = await notary('merge-other');
    const saved = await client.post('/api/settingsapi/save', {
      LoanTypes: [{ Id: 0, Name: 'Boat title', FeeAmount: 40, AppointmentCategory: { Id: 1 } }],
    });
    const boatTitle = typeIn(saved.body, 'Boat title').Id;
    const signingIds: string[] = [];
    for (const [LastName, LoanType] of [
      ['Harbor', boatTitle],
      ['Marina', boatTitle],
      ['Keel', 1],
    ] as const) {
      const answer = await client.post('/api/appointmentapi/save', signingBody({ LastName, LoanType, LoanNumber: 'LN-9', AppointmentDate: `${YEAR}-03-05` }));
      expect(answer.status).toBe(200);
      signingIds.push(answer.body.Id);
    }
    const usage = await client.get('/api/settingsapi/appointmenttypeusage/');
    expect(usage.body.AppointmentTypes).toEqual([
      { Id: 1, Signings: 1 },
      { Id: boatTitle, Signings: 2 },
    ]);
    // Another notary's merge of the same id is refused: their own type 1000 does not exist.
    expect(await merge(other.client, boatTitle, 17)).toMatchObject({ status: 400, body: { Response: MERGE_FAILED } });

    const merged = await merge(client, boatTitle, 17);
    expect(merged.status).toBe(200);
    const answer: MergeWorkTypeAnswer = merged.body;
    expect(answer.SigningsRetyped).toBe(2);
    expect(answer.LoanTypes.find((type) => type.Id === boatTitle)).toMatchObject({ IsDeleted: true });
    expect(typeof answer.Position).toBe('number');

    // The list and the reports say Document Courier (other types of work) for both.
    const page = (await client.query('/api/appointmentapi/getpage', { Year: YEAR, PageNumber: 1, PageSize: 50 })).body;
    const byName = Object.fromEntries(page.Appointments.map((s: any) => [s.LastName, s]));
    for (const name of ['Harbor', 'Marina']) {
      expect(byName[name]).toMatchObject({ LoanType: 17, AppointmentTypeDescription: 'Document Courier', AppointmentTypeCategoryId: 3, LoanNumber: 'LN-9' });
    }
    expect(byName.Keel).toMatchObject({ LoanType: 1, AppointmentTypeDescription: 'Refinance' });
    const report = (await client.get(`/api/reportapi/signingtype?Year=${YEAR}`)).body;
    const rows = report.Tables[0].Rows as Array<{ TypeOfWork: string; Signings: number; Category: string }>;
    expect(rows.find((row) => row.TypeOfWork === 'Document Courier')).toMatchObject({ Signings: 2, Category: 'OTHER TYPES OF WORK' });
    expect(rows.find((row) => row.TypeOfWork === 'Boat title')).toBeUndefined();
    // The retired type is gone from the profile and from the usage counts.
    const profile = await profileOf(client);
    expect(profile.Categories.flatMap((category) => category.AppointmentTypes).map((type) => type.Id)).not.toContain(boatTitle);
    expect((await client.get('/api/settingsapi/appointmenttypeusage/')).body.AppointmentTypes).toEqual([
      { Id: 1, Signings: 1 },
      { Id: 17, Signings: 2 },
    ]);

    // The history: the settings record the merge, each signing its re-typing.
    const settingsEvents = await app.runtime.stores.eventStore.readStream(`settings-${(await client.get('/api/accountapi/session')).body.UserId}`);
    expect(settingsEvents.at(-1)).toMatchObject({
      type: 'CustomWorkTypeMerged',
      data: { CustomTypeId: boatTitle, IntoTypeId: 17, SigningIds: expect.arrayContaining(signingIds.slice(0, 2)) },
    });
    const harbor = await app.runtime.stores.eventStore.readStream(`signing-${signingIds[0]}`);
    expect(harbor.map((event) => event.type)).toEqual(['SigningScheduled', 'SigningRetyped']);
    expect(harbor[1]!.data).toEqual({
      SigningId: signingIds[0],
      FromType: boatTitle,
      ToType: 17,
      AppointmentTypeCategoryId: 3,
      AppointmentTypeDescription: 'Document Courier',
      Reason: 'merge',
    });
    expect((await app.runtime.stores.eventStore.readStream(`signing-${signingIds[2]}`)).map((event) => event.type)).toEqual(['SigningScheduled']);

    // Asked again (a retry), the same merge records nothing new.
    const retried = await merge(client, boatTitle, 17);
    expect(retried.status).toBe(200);
    expect(retried.body.SigningsRetyped).toBe(0);
    expect((await app.runtime.stores.eventStore.readStream(`signing-${signingIds[0]}`)).length).toBe(2);
    // Into another type, now that it is merged, it is refused; a signing cannot take the retired type again.
    expect(await merge(client, boatTitle, 16)).toMatchObject({ status: 400, body: { Response: MERGE_FAILED } });
    const refused = await client.post('/api/appointmentapi/save', signingBody({ LastName: 'Late', LoanType: boatTitle }));
    expect(refused.status).toBe(400);
  });

  it('finishes a merge recorded before its signings were re-typed', async () => {
    const { client, userId } = await notary('merge-resume');
    const saved = await client.post('/api/settingsapi/save', { LoanTypes: [{ Id: 0, Name: 'Estate papers', AppointmentCategory: { Id: 1 } }] });
    const custom = typeIn(saved.body, 'Estate papers').Id;
    const signing = (await client.post('/api/appointmentapi/save', signingBody({ LastName: 'Estate', LoanType: custom }))).body.Id as string;
    // As if a first attempt stopped after recording the merge on the settings stream.
    const { handleCommand } = await import('@notary/infrastructure');
    const { settingsDecider } = await import('@notary/domain');
    await handleCommand(
      app.runtime.stores.eventStore,
      `settings-${userId}`,
      settingsDecider,
      { type: 'MergeCustomWorkType', customTypeId: custom, intoTypeId: 10, signingIds: [signing] },
      { ownerId: userId, actorId: userId, commandId: 'first-attempt', correlationId: 'first-attempt', causationId: 'first-attempt', now: new Date() },
    );
    const retried = await merge(client, custom, 10);
    expect(retried.status).toBe(200);
    expect(retried.body.SigningsRetyped).toBe(1);
    expect((await client.get(`/api/appointmentapi/get/${signing}`)).body).toMatchObject({ LoanType: 10, AppointmentTypeDescription: 'Acknowledgment' });
  });

  it('refuses anything but a custom type of one’s own into a standard type, with spec 001’s message', async () => {
    const { client } = await notary('merge-refused');
    const saved = await client.post('/api/settingsapi/save', {
      LoanTypes: [
        { Id: 0, Name: 'Boat title', AppointmentCategory: { Id: 3 } },
        { Id: 0, Name: 'Car title', AppointmentCategory: { Id: 3 } },
        { Id: 0, Name: 'Gone', AppointmentCategory: { Id: 3 } },
      ],
    });
    const [boat, car, gone] = ['Boat title', 'Car title', 'Gone'].map((name) => typeIn(saved.body, name).Id) as [number, number, number];
    await client.post('/api/settingsapi/save', { LoanTypes: [{ Id: gone, IsDeleted: true }] });
    for (const [from, into] of [
      [6, 1], // a standard type as the one merged
      [boat, car], // a custom type as the target
      [boat, boat],
      [gone, 6], // a deleted custom type
      [4242, 6], // an unknown type
      [boat, 4242],
      [0, 6], // none chosen
      [boat, 0],
      ['x', 6],
      [{ $gt: 0 }, 6],
    ]) {
      const refused = await merge(client, from, into);
      expect({ from, into, status: refused.status, response: refused.body.Response }).toEqual({ from, into, status: 400, response: MERGE_FAILED });
    }
    // The ids may come in the query string, as the old client sent them.
    const byQuery = await client.request('PATCH', `/api/settingsapi/mergeCustomAppointmentType/?customAppointmentId=${boat}&defaultAppointmentId=16`, {});
    expect(byQuery.status).toBe(200);
    expect(byQuery.body.LoanTypes.find((type: WorkType) => type.Id === boat).IsDeleted).toBe(true);
  });

  it('needs a session and the anti-forgery token', async () => {
    const anonymous = new ApiClient(app.url);
    expect((await merge(anonymous, 1000, 6)).status).toBe(401);
    const { client } = await notary('merge-token');
    const withoutToken = await client.request(
      'PATCH',
      '/api/settingsapi/mergeCustomAppointmentType/',
      { customAppointmentId: 1000, defaultAppointmentId: 6 },
      {
        RequestVerificationToken: '',
      },
    );
    expect(withoutToken.status).toBe(403);
  });
});
