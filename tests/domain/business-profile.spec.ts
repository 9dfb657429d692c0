import type { SettingsEvent, SigningEvent, WorkType } from '@notary/events';
import {
  MERGE_FAILED,
  settingsDecider,
  signingDecider,
  STANDARD_CATEGORIES,
  STANDARD_WORK_TYPES,
  type SigningCommand,
  type SigningState,
} from '@notary/domain';
import { given } from '../support/given-when-then';
import { rules, scheduled, SIGNING } from './signing-fixtures';

// Spec 001 §2, §4, §5, §8: the business profile's categories and types of work, and merging a
// custom type into a standard one.

const initialized = (): SettingsEvent[] => settingsDecider.decide({ type: 'InitializeSettings', email: 'ann@example.com' }, settingsDecider.initialState());
const standard = (id: number) => STANDARD_WORK_TYPES.find((type) => type.Id === id)!;

const BOAT_TITLE: WorkType = {
  Id: 1000,
  Name: 'Boat title',
  CategoryId: 3,
  FeeAmount: 40,
  AppointmentDuration: 30,
  Readonly: false,
  IsActive: true,
  IsDeleted: false,
  SortOrder: 200,
};
const withBoatTitle = (): SettingsEvent[] => [...initialized(), { type: 'WorkTypesChanged', data: { WorkTypes: [BOAT_TITLE] } }];
const typeOf = ({ details }: SigningState) => ({
  LoanType: details!.LoanType,
  AppointmentTypeCategoryId: details!.AppointmentTypeCategoryId,
  AppointmentTypeDescription: details!.AppointmentTypeDescription,
  LoanNumber: details!.LoanNumber,
});
const merge = (customTypeId: number, intoTypeId: number, signingIds: string[] = []) =>
  ({ type: 'MergeCustomWorkType', customTypeId, intoTypeId, signingIds }) as const;

describe('the business profile: categories and types of work', () => {
  it('forces the types of a category switched off inactive on save (spec 001 §4)', () => {
    const other = STANDARD_WORK_TYPES.filter((type) => type.CategoryId === 3);
    given(settingsDecider, withBoatTitle())
      .when({ type: 'SaveSettings', changes: { Categories: [{ Id: 3, IsActive: false }] } })
      .then([
        { type: 'WorkTypesChanged', data: { WorkTypes: [...other, BOAT_TITLE].map((type) => ({ ...type, IsActive: false })) } },
        { type: 'WorkCategoriesChanged', data: { Categories: STANDARD_CATEGORIES.map((c) => (c.Id === 3 ? { ...c, IsActive: false } : c)) } },
      ]);
  });

  it('keeps a type inactive while its category is off, also one moved there, and leaves deleted types alone', () => {
    const off = [
      ...withBoatTitle(),
      { type: 'WorkTypesChanged', data: { WorkTypes: [{ ...BOAT_TITLE, IsDeleted: true, IsActive: true }] } },
      { type: 'WorkCategoriesChanged', data: { Categories: STANDARD_CATEGORIES.map((c) => (c.Id === 1 ? { ...c, IsActive: false } : c)) } },
      { type: 'WorkTypesChanged', data: { WorkTypes: STANDARD_WORK_TYPES.filter((t) => t.CategoryId === 1).map((t) => ({ ...t, IsActive: false })) } },
    ] satisfies SettingsEvent[];
    // Switching a type on in a category that stays off changes nothing.
    given(settingsDecider, off)
      .when({ type: 'SaveSettings', changes: { WorkTypes: [{ Id: 10, IsActive: true }] } })
      .thenNothing();
    // Moving a type there makes it active (spec 001 §4), and the category being off makes it inactive.
    given(settingsDecider, off)
      .when({ type: 'SaveSettings', changes: { WorkTypes: [{ Id: 15, CategoryId: 1 }] } })
      .then([{ type: 'WorkTypesChanged', data: { WorkTypes: [{ ...standard(15), CategoryId: 1, IsActive: false }] } }]);
    // Switching the category back on leaves its types as they are: the notary turns on the ones they offer.
    given(settingsDecider, off)
      .when({ type: 'SaveSettings', changes: { Categories: [{ Id: 1, IsActive: true }], WorkTypes: [{ Id: 10, IsActive: true }] } })
      .then([
        { type: 'WorkTypesChanged', data: { WorkTypes: [standard(10)] } },
        { type: 'WorkCategoriesChanged', data: { Categories: STANDARD_CATEGORIES } },
      ]);
  });

  it('moves a type to another category, active (spec 001 §4)', () => {
    given(settingsDecider, [...withBoatTitle(), { type: 'WorkTypesChanged', data: { WorkTypes: [{ ...BOAT_TITLE, IsActive: false }] } }])
      .when({ type: 'SaveSettings', changes: { WorkTypes: [{ Id: 1000, CategoryId: 2 }] } })
      .then([{ type: 'WorkTypesChanged', data: { WorkTypes: [{ ...BOAT_TITLE, CategoryId: 2, IsActive: true }] } }]);
  });

  it('records whether a type’s fee is a notarial fee, for a new type and a standard one', () => {
    given(settingsDecider, initialized())
      .when({ type: 'SaveSettings', changes: { WorkTypes: [{ Id: 0, Name: 'Estate papers', CategoryId: 1, FeeAmount: 20, NotarialFee: false }] } })
      .then([
        {
          type: 'WorkTypesChanged',
          data: {
            WorkTypes: [
              {
                Id: 1000,
                Name: 'Estate papers',
                CategoryId: 1,
                FeeAmount: 20,
                AppointmentDuration: 0,
                Readonly: false,
                IsActive: true,
                IsDeleted: false,
                SortOrder: 200,
                NotarialFee: false,
              },
            ],
          },
        },
      ]);
    given(settingsDecider, initialized())
      .when({ type: 'SaveSettings', changes: { WorkTypes: [{ Id: 13, NotarialFee: true }] } })
      .then([{ type: 'WorkTypesChanged', data: { WorkTypes: [{ ...standard(13), NotarialFee: true }] } }]);
  });
});

describe('merging a custom type of work into a standard one', () => {
  it('records the merge with the signings to re-type, and retires the custom type', () => {
    const history = withBoatTitle();
    given(settingsDecider, history)
      .when(merge(1000, 16, ['s-1', 's-2']))
      .then([{ type: 'CustomWorkTypeMerged', data: { CustomTypeId: 1000, IntoTypeId: 16, SigningIds: ['s-1', 's-2'] } }]);
    const merged = given(settingsDecider, [...history, ...settingsDecider.decide(merge(1000, 16, ['s-1']), given(settingsDecider, history).state)]).state;
    expect(merged.WorkTypes.find((type) => type.Id === 1000)).toEqual({ ...BOAT_TITLE, IsDeleted: true });
    expect(merged.MergedWorkTypes).toEqual([{ CustomTypeId: 1000, IntoTypeId: 16, SigningIds: ['s-1'] }]);
  });

  it('is idempotent: the same merge again records nothing; into another type it is refused', () => {
    const done = [
      ...withBoatTitle(),
      { type: 'CustomWorkTypeMerged', data: { CustomTypeId: 1000, IntoTypeId: 16, SigningIds: ['s-1'] } },
    ] satisfies SettingsEvent[];
    given(settingsDecider, done)
      .when(merge(1000, 16, []))
      .thenNothing();
    given(settingsDecider, done).when(merge(1000, 17)).thenFails('SETTINGS.MERGE', MERGE_FAILED);
  });

  it.each([
    ['a standard type as the one merged', 6, 1],
    ['a custom type as the one merged into', 1000, 1001],
    ['the type into itself', 1000, 1000],
    ['an unknown type (or another notary’s)', 1002, 6],
    ['into an unknown type', 1000, 99],
    ['no custom type chosen', 0, 6],
    ['no standard type chosen', 1000, 0],
  ])('refuses %s with spec 001’s message', (_what, customTypeId, intoTypeId) => {
    const twoCustom = [
      ...withBoatTitle(),
      { type: 'WorkTypesChanged', data: { WorkTypes: [{ ...BOAT_TITLE, Id: 1001, Name: 'Car title' }] } },
    ] satisfies SettingsEvent[];
    given(settingsDecider, twoCustom).when(merge(customTypeId, intoTypeId)).thenFails('SETTINGS.MERGE', MERGE_FAILED);
  });

  it('refuses a custom type deleted before', () => {
    given(settingsDecider, [...withBoatTitle(), { type: 'WorkTypesChanged', data: { WorkTypes: [{ ...BOAT_TITLE, IsDeleted: true }] } }])
      .when(merge(1000, 6))
      .thenFails('SETTINGS.MERGE', MERGE_FAILED);
  });
});

describe('re-typing a signing of a merged type', () => {
  const boatTitleSigning = (): SigningEvent[] => scheduled({ LoanType: 1000, LoanNumber: 'LN-1' }, rules({ workTypes: [...STANDARD_WORK_TYPES, BOAT_TITLE] }));
  const retype: SigningCommand = { type: 'RetypeSigning', fromType: 1000, toType: 16, categoryId: 3, description: 'Fingerprinting', reason: 'merge' };
  const retyped: SigningEvent = {
    type: 'SigningRetyped',
    data: { SigningId: SIGNING, FromType: 1000, ToType: 16, AppointmentTypeCategoryId: 3, AppointmentTypeDescription: 'Fingerprinting', Reason: 'merge' },
  };

  it('gives the signing the standard type, its category and name, and nothing else', () => {
    given(signingDecider, boatTitleSigning()).when(retype).then([retyped]);
    const state = given(signingDecider, [...boatTitleSigning(), retyped]).state;
    expect(typeOf(state)).toEqual({ LoanType: 16, AppointmentTypeCategoryId: 3, AppointmentTypeDescription: 'Fingerprinting', LoanNumber: 'LN-1' });
  });

  it('records nothing for a signing already re-typed, given another type since, or deleted', () => {
    given(signingDecider, [...boatTitleSigning(), retyped])
      .when(retype)
      .thenNothing();
    given(signingDecider, scheduled({ LoanType: 6 }))
      .when(retype)
      .thenNothing();
    given(signingDecider, [...boatTitleSigning(), { type: 'SigningDeleted', data: { SigningId: SIGNING } }])
      .when(retype)
      .thenNothing();
  });
});
