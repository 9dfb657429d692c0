import type { WorkType } from '@notary/events';
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
    // Moving a type to another category makes it active (spec 001 §4).
    if (next.CategoryId !== existing.CategoryId) next.IsActive = true;
    if (JSON.stringify(next) !== JSON.stringify(existing)) result.push(next);
  }
  return result;
}
