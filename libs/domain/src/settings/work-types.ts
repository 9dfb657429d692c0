import type { WorkCategory, WorkType } from '@notary/events';
import { nonNegativeMoney, validationError } from '../shared';

/** Custom types get ids above the standard range, so a standard type added later never collides. */
export const FIRST_CUSTOM_WORK_TYPE_ID = 1000;

/**
 * Applies the changed types a settings save carries and answers only those that really changed.
 * Standard (read-only) types keep their name and cannot be deleted; a new custom type starts active
 * with SortOrder 200 and fee 0 unless given (spec 001 §9).
 */
export function mergeWorkTypes(current: WorkType[], changes: Array<Partial<WorkType> & { Id?: number }>): WorkType[] {
  let nextId = Math.max(FIRST_CUSTOM_WORK_TYPE_ID - 1, ...current.map((type) => type.Id)) + 1;
  const result: WorkType[] = [];
  for (const change of changes) {
    const existing = change.Id ? current.find((type) => type.Id === change.Id) : undefined;
    if (change.Id && !existing) throw validationError('SETTINGS.WORK_TYPE_NOT_FOUND', `Type of work ${change.Id} was not found`);
    if (!existing) {
      const name = (change.Name ?? '').trim();
      if (!name) throw validationError('SETTINGS.WORK_TYPE_NAME', 'A type of work needs a name', { Name: 'A type of work needs a name' });
      result.push({
        Id: nextId++,
        Name: name,
        CategoryId: change.CategoryId ?? 3,
        FeeAmount: nonNegativeMoney(change.FeeAmount ?? 0, 'FeeAmount', 'A fee'),
        AppointmentDuration: change.AppointmentDuration ?? 0,
        Readonly: false,
        IsActive: change.IsActive ?? true,
        IsDeleted: false,
        SortOrder: change.SortOrder ?? 200,
        ...(change.NotarialFee !== undefined ? { NotarialFee: change.NotarialFee } : {}),
      });
      continue;
    }
    const next: WorkType = {
      ...existing,
      Name: existing.Readonly ? existing.Name : (change.Name ?? existing.Name).trim() || existing.Name,
      CategoryId: change.CategoryId ?? existing.CategoryId,
      FeeAmount: change.FeeAmount !== undefined ? nonNegativeMoney(change.FeeAmount, 'FeeAmount', 'A fee') : existing.FeeAmount,
      AppointmentDuration: change.AppointmentDuration ?? existing.AppointmentDuration,
      IsActive: change.IsActive ?? existing.IsActive,
      IsDeleted: existing.Readonly ? false : (change.IsDeleted ?? existing.IsDeleted),
      SortOrder: change.SortOrder ?? existing.SortOrder,
    };
    if (change.NotarialFee !== undefined) next.NotarialFee = change.NotarialFee;
    // Moving a type to another category makes it active (spec 001 §4).
    if (next.CategoryId !== existing.CategoryId) next.IsActive = true;
    if (JSON.stringify(next) !== JSON.stringify(existing)) result.push(next);
  }
  return result;
}

/**
 * Spec 001 §4: the types of a category that is switched off are forced inactive on save. Given the
 * types as they were, the types this save changes and the categories after it, answers the changed
 * types with every live type of an inactive category switched off too (also one just moved there).
 */
export function withInactiveCategories(current: readonly WorkType[], changed: readonly WorkType[], categories: readonly WorkCategory[]): WorkType[] {
  const inactive = new Set(categories.filter((category) => !category.IsActive).map((category) => category.Id));
  const byId = new Map(changed.map((type) => [type.Id, type]));
  const all = [...current.map((type) => byId.get(type.Id) ?? type), ...changed.filter((type) => !current.some((existing) => existing.Id === type.Id))];
  const result = [...changed];
  for (const type of all) {
    if (!inactive.has(type.CategoryId) || !type.IsActive || type.IsDeleted) continue;
    const index = result.findIndex((candidate) => candidate.Id === type.Id);
    if (index >= 0) result[index] = { ...type, IsActive: false };
    else result.push({ ...type, IsActive: false });
  }
  // A type turned on in a category that stays off ends as it was: not a change.
  return result.filter((type) => JSON.stringify(type) !== JSON.stringify(current.find((existing) => existing.Id === type.Id)));
}
