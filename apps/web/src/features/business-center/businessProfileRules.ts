// The business profile's rules (spec 001 §2, §4, §5, §9), pure so tests/web can check them.
// Type-only imports of the contract, so the Node tests compile without the API client.
import type { Settings, SettingsSaveBody, WorkType } from '@notary/contracts';
import { currencyInputValue, parseCurrency } from '../../shared/format/money';

/** Category ids are fixed by the product (spec 001 §3). */
export const GENERAL_NOTARY_CATEGORY = 1;
export const LOAN_SIGNING_CATEGORY = 2;
export const OTHER_CATEGORY = 3;

/** Spec 001 §5, §9: a duration is hours 0-6 and minutes every 5 from 0 to 55. */
export const DURATION_HOURS = [0, 1, 2, 3, 4, 5, 6] as const;
export const DURATION_MINUTES = [0, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55] as const;
/** Spec 001 §9: a new custom type sorts after the standard ones. */
export const NEW_TYPE_SORT_ORDER = 200;

export const SAVE_FAILED_TITLE = 'Business profile Save Failed';
export const SAVE_FAILED_TEXT = 'The changes could not be saved, please check your internet connection and try again.';
export const MERGE_FAILED_TEXT = 'Unable to merge custom appointment type.';
export const SAVED_TOAST = { title: 'Saved', text: 'Business profile updated' } as const;

/** A type of work as the page edits it: the fee as typed, the duration as hours and minutes. */
export interface DraftType {
  /** 'type-{Id}', or 'new-{n}' for one added on the page and not saved yet (Id 0). */
  key: string;
  Id: number;
  Name: string;
  Fee: string;
  Hours: number;
  Minutes: number;
  IsActive: boolean;
  IsDeleted: boolean;
  /** Its fee is for acting as a notary public (exempt from self-employment tax). */
  NotarialFee: boolean;
  CategoryId: number;
  /** A standard type: its name is fixed, and it cannot be deleted or merged. */
  Readonly: boolean;
  SortOrder: number;
}

export interface DraftCategory {
  Id: number;
  Description: string;
  IsActive: boolean;
  SortOrder: number;
}

export interface ProfileDraft {
  categories: DraftCategory[];
  types: DraftType[];
}

/** Minutes as the form shows them (none: 0 h 0 min). */
export function durationParts(minutes: number): { hours: number; minutes: number } {
  const hours = Math.min(6, Math.floor(Math.max(0, minutes) / 60));
  return { hours, minutes: Math.min(55, Math.round((minutes - hours * 60) / 5) * 5) };
}

/** Stored duration = hours × 60 + minutes; 0 when both are 0 (spec 001 §5). */
export const durationOf = (hours: number, minutes: number) => hours * 60 + minutes;

const draftTypeOf = (type: WorkType): DraftType => {
  const parts = durationParts(type.AppointmentDuration);
  return {
    key: `type-${type.Id}`,
    Id: type.Id,
    Name: type.Name,
    Fee: currencyInputValue(type.FeeAmount),
    Hours: parts.hours,
    Minutes: parts.minutes,
    IsActive: type.IsActive,
    IsDeleted: type.IsDeleted,
    NotarialFee: type.NotarialFee,
    CategoryId: type.AppointmentCategory.Id,
    Readonly: type.Readonly,
    SortOrder: type.SortOrder,
  };
};

/** The profile as loaded (or as a save or merge answered it): categories in order, the live types. */
export function profileDraft(settings: Pick<Settings, 'LoanTypes'> & { Categories: DraftCategory[] }): ProfileDraft {
  return {
    categories: [...settings.Categories]
      .sort((a, b) => a.SortOrder - b.SortOrder)
      .map(({ Id, Description, IsActive, SortOrder }) => ({ Id, Description, IsActive, SortOrder })),
    types: settings.LoanTypes.filter((type) => !type.IsDeleted).map(draftTypeOf),
  };
}

/** The types of one category as listed: by sort order, then name; new ones last. */
export const typesOf = (draft: ProfileDraft, categoryId: number) =>
  draft.types.filter((type) => type.CategoryId === categoryId && !type.IsDeleted).sort((a, b) => a.SortOrder - b.SortOrder || a.Name.localeCompare(b.Name));

const categoryActive = (draft: ProfileDraft, categoryId: number) => draft.categories.find((category) => category.Id === categoryId)?.IsActive ?? true;

/** Spec 001 §4: a type in an inactive category is inactive, whatever its own switch says. */
export const isEffectivelyActive = (draft: ProfileDraft, type: DraftType) => type.IsActive && categoryActive(draft, type.CategoryId);

/** Spec 001 §4: changing a type's category moves it there and makes it active. */
export function withCategory(draft: ProfileDraft, key: string, categoryId: number): ProfileDraft {
  return { ...draft, types: draft.types.map((type) => (type.key === key ? { ...type, CategoryId: categoryId, IsActive: true } : type)) };
}

export function withType(draft: ProfileDraft, key: string, changes: Partial<Omit<DraftType, 'key' | 'Id' | 'Readonly'>>): ProfileDraft {
  return { ...draft, types: draft.types.map((type) => (type.key === key ? { ...type, ...changes } : type)) };
}

export function withCategoryActive(draft: ProfileDraft, categoryId: number, IsActive: boolean): ProfileDraft {
  return { ...draft, categories: draft.categories.map((category) => (category.Id === categoryId ? { ...category, IsActive } : category)) };
}

/** Spec 001 §9: a new custom type is active, with fee 0 and sort order 200; a general one's fee is notarial. */
export function withNewType(draft: ProfileDraft, categoryId: number, key: string): ProfileDraft {
  const added: DraftType = {
    key,
    Id: 0,
    Name: '',
    Fee: currencyInputValue(0),
    Hours: 0,
    Minutes: 0,
    IsActive: true,
    IsDeleted: false,
    NotarialFee: categoryId === GENERAL_NOTARY_CATEGORY,
    CategoryId: categoryId,
    Readonly: false,
    SortOrder: NEW_TYPE_SORT_ORDER,
  };
  return { ...draft, types: [...draft.types, added] };
}

/** Only custom types are deleted (spec 001 §5); one never saved simply goes. */
export function withoutType(draft: ProfileDraft, key: string): ProfileDraft {
  const type = draft.types.find((candidate) => candidate.key === key);
  if (!type || type.Readonly) return draft;
  if (type.Id === 0) return { ...draft, types: draft.types.filter((candidate) => candidate.key !== key) };
  return withType(draft, key, { IsDeleted: true });
}

type LoanTypeChange = NonNullable<SettingsSaveBody['LoanTypes']>[number];

const sameType = (a: DraftType, b: DraftType) =>
  a.Name.trim() === b.Name.trim() &&
  parseCurrency(a.Fee) === parseCurrency(b.Fee) &&
  durationOf(a.Hours, a.Minutes) === durationOf(b.Hours, b.Minutes) &&
  a.IsActive === b.IsActive &&
  a.IsDeleted === b.IsDeleted &&
  a.CategoryId === b.CategoryId &&
  a.NotarialFee === b.NotarialFee;

/** Spec 001 §5: a type is sent when its name, active flag, deleted flag, fee, duration, category (or notarial flag) changed. */
function changeOf(original: DraftType | undefined, type: DraftType): LoanTypeChange | null {
  if (original && sameType(original, type)) return null;
  const change: LoanTypeChange = {
    Id: type.Id,
    FeeAmount: parseCurrency(type.Fee) ?? 0,
    AppointmentDuration: durationOf(type.Hours, type.Minutes),
    IsActive: type.IsActive,
    IsDeleted: type.IsDeleted,
    AppointmentCategory: { Id: type.CategoryId as 1 | 2 | 3 },
  };
  if (!type.Readonly) change.Name = type.Name.trim();
  if (!original) change.SortOrder = type.SortOrder;
  if (!original || original.NotarialFee !== type.NotarialFee) change.NotarialFee = type.NotarialFee;
  return change;
}

const originalOf = (original: ProfileDraft, type: DraftType) => (type.Id > 0 ? original.types.find((candidate) => candidate.Id === type.Id) : undefined);

/**
 * The save button's rule (spec 001 §4): something differs from what was loaded. A category switched
 * off and on again, or a fee typed back to what it was, is no change.
 */
export function hasChanges(original: ProfileDraft, draft: ProfileDraft): boolean {
  const categoryChanged = draft.categories.some((category) => original.categories.find((c) => c.Id === category.Id)?.IsActive !== category.IsActive);
  return categoryChanged || draft.types.some((type) => changeOf(originalOf(original, type), type) !== null);
}

/**
 * What the save sends (spec 001 §5, §7): only the changed types, new ones with Id 0, plus the
 * categories. The types of an inactive category go inactive on save (spec 001 §4).
 */
export function saveBody(original: ProfileDraft, draft: ProfileDraft): Pick<SettingsSaveBody, 'LoanTypes' | 'Categories'> {
  const forced = draft.types.map((type) => (type.IsActive && !categoryActive(draft, type.CategoryId) ? { ...type, IsActive: false } : type));
  return {
    LoanTypes: forced.map((type) => changeOf(originalOf(original, type), type)).filter((change) => change !== null),
    Categories: draft.categories.map(({ Id, IsActive, SortOrder }) => ({ Id: Id as 1 | 2 | 3, IsActive, SortOrder })),
  };
}

/** What must be put right before saving, by type key. */
export function problemsOf(draft: ProfileDraft): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const type of draft.types) {
    if (type.IsDeleted) continue;
    const fee = parseCurrency(type.Fee);
    if (!type.Readonly && !type.Name.trim()) problems[type.key] = 'Enter a name for this type of work';
    else if (fee === null || fee < 0) problems[type.key] = 'Enter a fee of 0 or more';
  }
  return problems;
}

/** The standard types a custom one may be merged into (spec 001 §5), by category. */
export function mergeTargets(draft: ProfileDraft): Array<{ category: DraftCategory; types: DraftType[] }> {
  return draft.categories
    .map((category) => ({ category, types: typesOf(draft, category.Id).filter((type) => type.Readonly && type.Id > 0) }))
    .filter((group) => group.types.length > 0);
}

/** Spec 001 §5: a merge needs a custom type and a chosen standard type, each with a positive id. */
export const canMerge = (customTypeId: number, intoTypeId: number | null) => customTypeId > 0 && (intoTypeId ?? 0) > 0;

/** A merged type is gone from the profile, as loaded and as edited, leaving the notary's other edits. */
export const withoutMerged = (draft: ProfileDraft, typeId: number): ProfileDraft => ({ ...draft, types: draft.types.filter((type) => type.Id !== typeId) });
