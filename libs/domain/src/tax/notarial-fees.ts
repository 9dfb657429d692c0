import type { WorkType } from '@notary/events';
import { GENERAL_NOTARY_CATEGORY } from '../settings/standard-catalog';

/**
 * Standard types of work whose fee is for acting as a notary public (an acknowledgment, a jurat, a
 * notarized power of attorney, general notary work). Loan-signing agent work is not: the agent is
 * paid to present and collect documents, and that fee is self-employment income. I-9 verification
 * (as an authorized representative) and apostille assistance are services, not notarial acts.
 */
const NOTARIAL_STANDARD_TYPES = new Set([9, 10, 11, 12]);

/**
 * Whether a type of work's fee is a notarial fee (exempt from self-employment tax). A type may say
 * so itself (`NotarialFee`); otherwise a standard type by the list above, and a custom type by its
 * category: the notary's own types under general notary work are taken as notarial acts.
 */
export function isNotarialFee(type: (Pick<WorkType, 'Id' | 'CategoryId' | 'Readonly'> & { NotarialFee?: boolean }) | undefined): boolean {
  if (!type) return false;
  if (type.NotarialFee !== undefined) return type.NotarialFee;
  if (type.Readonly) return NOTARIAL_STANDARD_TYPES.has(type.Id);
  return type.CategoryId === GENERAL_NOTARY_CATEGORY;
}
