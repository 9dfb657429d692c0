import type { Settings, WorkType } from '@notary/contracts';
import { liveUpdatesOf } from '../../apps/web/src/app/liveUpdates';
import {
  canMerge,
  durationOf,
  durationParts,
  hasChanges,
  isEffectivelyActive,
  mergeTargets,
  problemsOf,
  profileDraft,
  saveBody,
  typesOf,
  withCategory,
  withCategoryActive,
  withNewType,
  withoutMerged,
  withoutType,
  withType,
} from '../../apps/web/src/features/business-center/businessProfileRules';
import { businessCenterLive } from '../../apps/web/src/features/business-center/tags';

// The business profile's client rules (issue 15, spec 001 §4, §5, §9): when Save is enabled, what
// a save sends, what changing a category or switching one off does.

const CATEGORIES: Settings['Categories'] = [
  { Id: 1, Description: 'SPECIALTY/GENERAL NOTARY WORK', IsActive: true, SortOrder: 1, Readonly: true, IsDeleted: false },
  { Id: 2, Description: 'LOAN SIGNING WORK', IsActive: true, SortOrder: 2, Readonly: true, IsDeleted: false },
  { Id: 3, Description: 'OTHER TYPES OF WORK', IsActive: true, SortOrder: 3, Readonly: true, IsDeleted: false },
];
const type = (Id: number, Name: string, categoryId: number, overrides: Partial<WorkType> = {}): WorkType => ({
  Id,
  Name,
  Description: Name,
  FeeAmount: 125,
  AppointmentDuration: 60,
  Readonly: Id < 1000,
  IsActive: true,
  IsDeleted: false,
  SortOrder: Id < 1000 ? Id : 200,
  NotarialFee: categoryId === 1,
  AppointmentCategory: { Id: categoryId, Description: CATEGORIES[categoryId - 1]!.Description },
  ...overrides,
});
const loaded = () =>
  profileDraft({
    Categories: CATEGORIES,
    LoanTypes: [
      type(1, 'Refinance', 2),
      type(6, 'Loan Signing', 2, { FeeAmount: 150.5, AppointmentDuration: 95 }),
      type(10, 'Acknowledgment', 1, { FeeAmount: 15, AppointmentDuration: 0 }),
      type(16, 'Fingerprinting', 3, { FeeAmount: 30 }),
      type(1000, 'Boat title', 3, { FeeAmount: 40 }),
      type(1001, 'Old one', 3, { IsDeleted: true }),
    ],
  });
const key = (draft: ReturnType<typeof loaded>, name: string) => draft.types.find((t) => t.Name === name)!.key;

describe('the business profile page', () => {
  it('shows what was loaded: live types by category, fees with 2 decimals, lengths as hours and minutes', () => {
    const profile = loaded();
    expect(profile.types.map((t) => t.Name)).not.toContain('Old one');
    expect(typesOf(profile, 2).map((t) => t.Name)).toEqual(['Refinance', 'Loan Signing']);
    expect(profile.types.find((t) => t.Id === 6)).toMatchObject({ Fee: '150.50', Hours: 1, Minutes: 35, Readonly: true });
    expect(profile.types.find((t) => t.Id === 10)).toMatchObject({ Fee: '15.00', Hours: 0, Minutes: 0, NotarialFee: true });
    expect(durationParts(415)).toEqual({ hours: 6, minutes: 55 });
    expect(durationParts(600)).toEqual({ hours: 6, minutes: 55 });
    expect(durationOf(1, 30)).toBe(90);
    expect(durationOf(0, 0)).toBe(0);
  });

  it('enables Save only while something differs from what was loaded (spec 001 §4)', () => {
    const original = loaded();
    expect(hasChanges(original, original)).toBe(false);
    const feeChanged = withType(original, key(original, 'Refinance'), { Fee: '130.00' });
    expect(hasChanges(original, feeChanged)).toBe(true);
    // Typed back to what it was (in another form): no change.
    expect(hasChanges(original, withType(feeChanged, key(original, 'Refinance'), { Fee: '125' }))).toBe(false);
    expect(hasChanges(original, withType(original, key(original, 'Boat title'), { Name: ' Boat title ' }))).toBe(false);
    expect(hasChanges(original, withType(original, key(original, 'Boat title'), { Hours: 2 }))).toBe(true);
    expect(hasChanges(original, withType(original, key(original, 'Fingerprinting'), { NotarialFee: true }))).toBe(true);
  });

  it('enables Save for a category switch only while it differs from the original', () => {
    const original = loaded();
    const off = withCategoryActive(original, 3, false);
    expect(hasChanges(original, off)).toBe(true);
    expect(hasChanges(original, withCategoryActive(off, 3, true))).toBe(false);
  });

  it('moves a type to another category and makes it active (spec 001 §4)', () => {
    const original = loaded();
    const inactive = withType(original, key(original, 'Fingerprinting'), { IsActive: false });
    const moved = withCategory(inactive, key(original, 'Fingerprinting'), 1);
    expect(moved.types.find((t) => t.Name === 'Fingerprinting')).toMatchObject({ CategoryId: 1, IsActive: true });
    expect(typesOf(moved, 1).map((t) => t.Name)).toContain('Fingerprinting');
    expect(saveBody(original, moved).LoanTypes).toEqual([
      { Id: 16, FeeAmount: 30, AppointmentDuration: 60, IsActive: true, IsDeleted: false, AppointmentCategory: { Id: 1 } },
    ]);
  });

  it('forces the types of an inactive category inactive on save, and shows them so (spec 001 §4)', () => {
    const original = loaded();
    const off = withCategoryActive(original, 3, false);
    expect(
      isEffectivelyActive(
        off,
        off.types.find((t) => t.Name === 'Boat title')!,
      ),
    ).toBe(false);
    const body = saveBody(original, off);
    expect(body.Categories).toEqual([
      { Id: 1, IsActive: true, SortOrder: 1 },
      { Id: 2, IsActive: true, SortOrder: 2 },
      { Id: 3, IsActive: false, SortOrder: 3 },
    ]);
    expect(body.LoanTypes!.map((t) => [t.Id, t.IsActive])).toEqual([
      [16, false],
      [1000, false],
    ]);
  });

  it('sends only the changed types, a new one with Id 0 and the defaults of spec 001 §9', () => {
    const original = loaded();
    const added = withNewType(original, 3, 'new-1');
    expect(hasChanges(original, added)).toBe(true);
    expect(problemsOf(added)).toEqual({ 'new-1': 'Enter a name for this type of work' });
    const named = withType(added, 'new-1', { Name: 'Courier run ' });
    expect(problemsOf(named)).toEqual({});
    expect(saveBody(original, named).LoanTypes).toEqual([
      {
        Id: 0,
        Name: 'Courier run',
        FeeAmount: 0,
        AppointmentDuration: 0,
        IsActive: true,
        IsDeleted: false,
        SortOrder: 200,
        NotarialFee: false,
        AppointmentCategory: { Id: 3 },
      },
    ]);
    // A standard type's name is never sent; its fee is sent to the cent.
    const fee = withType(original, key(original, 'Loan Signing'), { Fee: '1,250.75' });
    expect(saveBody(original, fee).LoanTypes).toEqual([
      { Id: 6, FeeAmount: 1250.75, AppointmentDuration: 95, IsActive: true, IsDeleted: false, AppointmentCategory: { Id: 2 } },
    ]);
    expect(problemsOf(withType(original, key(original, 'Loan Signing'), { Fee: '' }))).toEqual({ 'type-6': 'Enter a fee of 0 or more' });
  });

  it('deletes only custom types: a saved one on save, a new one at once', () => {
    const original = loaded();
    expect(withoutType(original, key(original, 'Refinance'))).toBe(original);
    const deleted = withoutType(original, key(original, 'Boat title'));
    expect(typesOf(deleted, 3).map((t) => t.Name)).toEqual(['Fingerprinting']);
    expect(saveBody(original, deleted).LoanTypes).toEqual([
      { Id: 1000, Name: 'Boat title', FeeAmount: 40, AppointmentDuration: 60, IsActive: true, IsDeleted: true, AppointmentCategory: { Id: 3 } },
    ]);
    const added = withNewType(original, 1, 'new-1');
    expect(hasChanges(original, withoutType(added, 'new-1'))).toBe(false);
  });

  it('merges a custom type only into a chosen standard type, and forgets the merged one', () => {
    const original = loaded();
    expect(mergeTargets(original).map(({ category, types }) => [category.Id, types.map((t) => t.Name)])).toEqual([
      [1, ['Acknowledgment']],
      [2, ['Refinance', 'Loan Signing']],
      [3, ['Fingerprinting']],
    ]);
    expect(canMerge(1000, null)).toBe(false);
    expect(canMerge(0, 6)).toBe(false);
    expect(canMerge(1000, 6)).toBe(true);
    const edited = withType(original, key(original, 'Refinance'), { Fee: '99.00' });
    const after = withoutMerged(edited, 1000);
    expect(after.types.map((t) => t.Id)).not.toContain(1000);
    expect(hasChanges(withoutMerged(original, 1000), after)).toBe(true);
  });

  it('refreshes on a settings change anywhere, and the signing counts when signings change', () => {
    const live = liveUpdatesOf([businessCenterLive]);
    expect(live.staleTagsFor('settings.saved', [{ Id: 'notary-1' }])).toEqual(['BusinessProfile', 'WorkTypeUsage']);
    expect(live.staleTagsFor('signing.saved', [{ Id: 's-1' }])).toEqual(['WorkTypeUsage']);
  });
});
