import { EXPORT_FIELD_CODES, EXPORT_NEEDS, type ExportField } from '@notary/contracts/wire-values';
import { isIsoDate } from '../../shared/format';

/** What the export dialog asks for (spec 001 §7's startDate, endDate and fields). */
export interface ExportChoice {
  startDate: string;
  endDate: string;
  fields: ReadonlySet<ExportField>;
}

/** Where the browser remembers the fields last exported, so the next export starts from them. */
export const EXPORT_FIELDS_KEY = 'notary-ledger.export-fields';

/** This year (spec 000 §9's default date filter) and every field, unless other fields were chosen last time. */
export function initialExportChoice(today: string, remembered: string | null): ExportChoice {
  const year = today.slice(0, 4);
  return { startDate: `${year}-01-01`, endDate: `${year}-12-31`, fields: rememberedFields(remembered) ?? new Set(EXPORT_FIELD_CODES) };
}

function rememberedFields(stored: string | null): Set<ExportField> | null {
  if (!stored) return null;
  try {
    const codes = JSON.parse(stored) as unknown;
    if (!Array.isArray(codes)) return null;
    const known = codes.filter((code): code is ExportField => (EXPORT_FIELD_CODES as readonly unknown[]).includes(code));
    return known.length ? new Set(known) : null;
  } catch {
    return null;
  }
}

/** The chosen fields in the dialog's (and the file's) order. */
export const orderedFields = (fields: ReadonlySet<ExportField>): ExportField[] => EXPORT_FIELD_CODES.filter((code) => fields.has(code));

/** Why the choice cannot be exported yet (spec 001 §5), or null. */
export function exportProblem(choice: ExportChoice): string | null {
  if (!isIsoDate(choice.startDate) || !isIsoDate(choice.endDate) || choice.fields.size === 0) return EXPORT_NEEDS;
  if (choice.endDate < choice.startDate) return 'The end date is before the start date';
  return null;
}

/** The request body: codes comma-joined, as the spec sends them. */
export const exportRequest = (choice: ExportChoice) => ({
  startDate: choice.startDate,
  endDate: choice.endDate,
  fields: orderedFields(choice.fields).join(','),
});
