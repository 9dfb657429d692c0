import type { Expense, ExpenseSaveBody } from '@notary/contracts';
import { currencyInputValue, parseCurrency } from '../../shared/format';

/** The expense dialog's form: the amount as typed text, the date as YYYY-MM-DD. */
export interface ExpenseDraft {
  Id: string;
  Revision: number | null;
  Date: string;
  Payee: string;
  Details: string;
  Amount: string;
  /** The expense type's id as text ('-1': Other). */
  CategoryKey: string;
  /** The signing it was spent for, if any (kept as it is when the expense is edited). */
  AppointmentId: string | null;
}

// Spec 001 §5 and §8: the same words the server answers with.
export const PAYEE_REQUIRED = 'Please enter the payee';
export const AMOUNT_ABOVE_ZERO = 'The amount must be greater than 0';
export const DATE_REQUIRED = 'Please enter the date of the expense';
export const INVALID_FILE_TYPE = 'Invalid File Type: the file must be an image (.png, .jpg/.jpeg, .gif) or a .pdf';
export const INVALID_FILE_SIZE = 'Invalid File Size: the file is too large; it may not be bigger than 5 MB';

/** Spec 001 §9: a receipt is at most 5 MB. */
export const RECEIPT_MAX_BYTES = 5_242_880;
const RECEIPT_EXTENSIONS = /\.(png|jpe?g|gif|pdf)$/i;
export const RECEIPT_ACCEPT = '.png,.jpg,.jpeg,.gif,.pdf,image/png,image/jpeg,image/gif,application/pdf';

export function draftOf(expense: Expense | null, today: string, appointmentId: string | null = null): ExpenseDraft {
  return expense
    ? {
        Id: expense.Id,
        Revision: expense.Revision,
        Date: expense.Date,
        Payee: expense.Payee,
        Details: expense.Details,
        Amount: currencyInputValue(expense.Amount),
        CategoryKey: String(expense.CategoryKey),
        AppointmentId: expense.AppointmentId,
      }
    : { Id: '', Revision: null, Date: today, Payee: '', Details: '', Amount: '', CategoryKey: '-1', AppointmentId: appointmentId };
}

/** The rules the server checks too, by field, so the notary sees them before sending. */
export function draftProblems(draft: ExpenseDraft): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!draft.Payee.trim()) problems.Payee = PAYEE_REQUIRED;
  if (!((parseCurrency(draft.Amount) ?? 0) > 0)) problems.Amount = AMOUNT_ABOVE_ZERO;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(draft.Date)) problems.Date = DATE_REQUIRED;
  return problems;
}

export function saveBodyOf(draft: ExpenseDraft): ExpenseSaveBody {
  return {
    ...(draft.Id ? { Id: draft.Id, Revision: draft.Revision } : {}),
    Date: draft.Date,
    Payee: draft.Payee.trim(),
    Details: draft.Details.trim(),
    Amount: parseCurrency(draft.Amount),
    CategoryKey: Number(draft.CategoryKey),
    AppointmentId: draft.AppointmentId,
  };
}

/**
 * A first look at a chosen file, before any upload: the wrong kind or size is said at once. The
 * server judges the bytes again (a renamed file is refused there with the same words).
 */
export function receiptFileProblem(file: Pick<File, 'name' | 'size'>): string | null {
  if (!RECEIPT_EXTENSIONS.test(file.name)) return INVALID_FILE_TYPE;
  if (file.size > RECEIPT_MAX_BYTES) return INVALID_FILE_SIZE;
  return null;
}
