import type { WorkType } from '@notary/events';
import { validationError } from '../shared';

/** Spec 001 §8: what the notary reads when a merge is refused or fails. */
export const MERGE_FAILED = 'Unable to merge custom appointment type.';

/** A merge as recorded: the custom type, the standard type it went into, and the signings re-typed. */
export interface WorkTypeMerge {
  CustomTypeId: number;
  IntoTypeId: number;
  SigningIds: string[];
}

export interface MergeCheck {
  custom: WorkType;
  into: WorkType;
  /** The same merge recorded before (a retried request): nothing new to record, its signings to finish. */
  recorded: WorkTypeMerge | null;
}

/**
 * Spec 001 §5: only a custom type of the notary's own (positive id, not deleted) merges, and only
 * into a standard type. A type id is the notary's own numbering, so another notary's type is simply
 * not found here. Asking again for a merge already recorded (into the same type) is a retry.
 */
export function checkMerge(
  state: { WorkTypes: readonly WorkType[]; MergedWorkTypes?: readonly WorkTypeMerge[] },
  customTypeId: number,
  intoTypeId: number,
): MergeCheck {
  const refuse = () => validationError('SETTINGS.MERGE', MERGE_FAILED);
  if (!(customTypeId > 0) || !(intoTypeId > 0) || customTypeId === intoTypeId) throw refuse();
  const custom = state.WorkTypes.find((type) => type.Id === customTypeId);
  const into = state.WorkTypes.find((type) => type.Id === intoTypeId);
  if (!custom || custom.Readonly || !into || !into.Readonly || into.IsDeleted) throw refuse();
  const recorded = state.MergedWorkTypes?.find((merge) => merge.CustomTypeId === customTypeId) ?? null;
  if (recorded && recorded.IntoTypeId !== intoTypeId) throw refuse();
  if (!recorded && custom.IsDeleted) throw refuse();
  return { custom, into, recorded };
}

/** The custom type, retired by its merge: it stays (read-only) on any record still naming it. */
export function retireMergedType(types: readonly WorkType[], customTypeId: number): WorkType[] {
  return types.map((type) => (type.Id === customTypeId ? { ...type, IsDeleted: true } : type));
}
