import { currencyInputValue } from '../../shared/format';
import { durationParts } from './durationOptions';
import type { SigningFormValues } from './signingForm';
import type { WorkType } from './types';

/** Category ids (spec 001 §3): 1 general notary work, 2 loan signing, 3 other types of work. */
export const LOAN_SIGNING_CATEGORY = 2;
export const OTHER_CATEGORY = 3;

const CATEGORY_NAMES: Record<number, string> = {
  1: 'Specialty/general notary work',
  2: 'Loan signing work',
  3: 'Other types of work',
};

export interface WorkTypeGroup {
  categoryId: number;
  label: string;
  types: Array<{ id: number; name: string; unavailable: boolean }>;
}

const isOffered = (type: WorkType) => type.IsActive && !type.IsDeleted;
export const categoryOf = (type: WorkType | null | undefined) => type?.AppointmentCategory?.Id ?? null;

/**
 * The type-of-work choices, grouped by category. Only active types that are not deleted are
 * offered; the signing's own type, if it was switched off or deleted since, stays as an extra
 * choice marked as no longer offered (spec 001 §4), so opening an old signing never changes it.
 */
export function workTypeGroups(types: readonly WorkType[], currentTypeId: number | null = null): WorkTypeGroup[] {
  const groups = new Map<number, WorkTypeGroup>();
  for (const type of types) {
    const unavailable = !isOffered(type);
    if (unavailable && type.Id !== currentTypeId) continue;
    const categoryId = categoryOf(type) ?? OTHER_CATEGORY;
    const group = groups.get(categoryId) ?? { categoryId, label: CATEGORY_NAMES[categoryId] ?? type.AppointmentCategory?.Description ?? 'Other', types: [] };
    group.types.push({ id: type.Id, name: unavailable ? `${type.Name} (no longer offered)` : type.Name, unavailable });
    groups.set(categoryId, group);
  }
  return [...groups.values()].sort((a, b) => a.categoryId - b.categoryId);
}

/** The filter offers every type the notary still uses, without the no-longer-offered ones. */
export function offeredWorkTypes(types: readonly WorkType[]): WorkType[] {
  return types.filter(isOffered);
}

/** The form's fields that a type of work can change. */
export type WorkTypeFields = Pick<SigningFormValues, 'Amount' | 'LoanNumber' | 'RON' | 'DurationHour' | 'DurationMinute'>;

/**
 * What picking a type of work changes in the form (spec 001 §4):
 * - on a new signing, the fee (2 decimals) and the default length come from the type;
 * - on an existing signing, the loan number goes unless the new type is loan signing work;
 * - a type of other work cannot be a remote online notarization, so RON goes off.
 */
export function withWorkType<T extends WorkTypeFields>(fields: T, type: WorkType | null, isNew: boolean): T {
  const next = { ...fields };
  if (!type) return next;
  if (isNew) {
    next.Amount = currencyInputValue(Math.round(type.FeeAmount * 100) / 100);
    if ((type.AppointmentDuration ?? 0) > 0) {
      const parts = durationParts(type.AppointmentDuration);
      next.DurationHour = parts.hour;
      next.DurationMinute = parts.minute;
    }
  } else if (categoryOf(type) !== LOAN_SIGNING_CATEGORY) {
    next.LoanNumber = '';
  }
  if (categoryOf(type) === OTHER_CATEGORY) next.RON = false;
  return next;
}

/** RON is not offered for other types of work. */
export const ronAllowed = (type: WorkType | null | undefined) => categoryOf(type) !== OTHER_CATEGORY;

/** The filter button's text (spec 000 §2): none chosen, up to 2 names, else how many. */
export const NO_WORK_TYPE_CHOSEN_TEXT = 'All Type of works';
export const CHOOSE_ONE_WORK_TYPE_TEXT = 'Select Type of work';

export function workTypeFilterText(chosen: readonly number[], types: readonly WorkType[]): string {
  if (!chosen.length) return NO_WORK_TYPE_CHOSEN_TEXT;
  const names = chosen.map((id) => types.find((type) => type.Id === id)?.Name ?? `Type ${id}`);
  return names.length <= 2 ? names.join(', ') : `${names.length} selected`;
}
