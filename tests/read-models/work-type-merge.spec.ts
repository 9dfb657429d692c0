import { settingsStream, signingStream, type WorkType } from '@notary/events';
import { SETTINGS, SIGNING_PAYMENTS, SIGNING_SUMMARIES, SIGNINGS, settingsProjection, signingsProjection } from '@notary/read-models';
import { projectionSpec } from '../support/projection-spec';
import { notaryLog, OWNER, payment } from './fixtures';

// A custom type of work merged into a standard one (spec 001 §2): the settings retire it, and each
// of its signings, re-typed on its own stream, is listed, counted and reported under the new type.

const BOAT_TITLE: WorkType = {
  Id: 1000,
  Name: 'Boat title',
  CategoryId: 1,
  FeeAmount: 40,
  AppointmentDuration: 30,
  Readonly: false,
  IsActive: true,
  IsDeleted: false,
  SortOrder: 200,
};

describe('a merge of a custom type of work, in the read models', () => {
  it('re-types the signing: its type, name and category, its dashboard bucket and its payments', async () => {
    const log = notaryLog();
    const given = projectionSpec(signingsProjection).given(
      log.scheduled('s-1', { LoanType: 1000, AppointmentTypeCategoryId: 1, AppointmentTypeDescription: 'Boat title', Amount: 40 }),
      log.paid('s-1', payment('p-1', 40)),
      log.record(signingStream('s-1'), {
        type: 'SigningRetyped',
        data: { SigningId: 's-1', FromType: 1000, ToType: 17, AppointmentTypeCategoryId: 3, AppointmentTypeDescription: 'Document Courier', Reason: 'merge' },
      }),
    );
    const [signing] = await given.documents(SIGNINGS);
    expect(signing).toMatchObject({ LoanType: 17, AppointmentTypeCategoryId: 3, AppointmentTypeDescription: 'Document Courier', Revision: 2 });
    expect(signing!.SearchText).toContain('document courier');
    expect((await given.documents(SIGNING_PAYMENTS)).map((p) => p.LoanType)).toEqual([17]);
    // The signing counts under other types of work now, no longer under general notary work.
    expect((await given.documents(SIGNING_SUMMARIES)).map(({ CategoryId, AppointmentCount }) => ({ CategoryId, AppointmentCount }))).toEqual(
      expect.arrayContaining([
        { CategoryId: 3, AppointmentCount: 1 },
        { CategoryId: 1, AppointmentCount: 0 },
      ]),
    );
    await given.thenAnnounced([
      { kind: 'signing.saved', id: 's-1' },
      { kind: 'signing.saved', id: 's-1' },
      { kind: 'signing.saved', id: 's-1' },
    ]);
  });

  it('retires the custom type in the settings', async () => {
    const log = notaryLog();
    const stream = settingsStream(OWNER);
    const given = projectionSpec(settingsProjection).given(
      log.settingsInitialized(),
      log.record(stream, { type: 'WorkTypesChanged', data: { WorkTypes: [BOAT_TITLE] } }),
      log.record(stream, { type: 'CustomWorkTypeMerged', data: { CustomTypeId: 1000, IntoTypeId: 17, SigningIds: ['s-1'] } }),
    );
    const [settings] = await given.documents(SETTINGS);
    expect((settings!.WorkTypes as WorkType[]).find((type) => type.Id === 1000)).toEqual({ ...BOAT_TITLE, IsDeleted: true });
  });
});
