import type { CustomExpenseType, ScheduleCLine } from '@notary/events';
import { validationError } from '../shared';

/**
 * The Schedule C (Form 1040, Profit or Loss From Business) lines an expense can be deducted on, with
 * the share of it that is deductible: meals are 50% deductible (line 24b), everything else in full.
 * Source: IRS Instructions for Schedule C (Form 1040), Part II "Expenses".
 */
export const SCHEDULE_C_LINES: Record<ScheduleCLine, { Title: string; DeductiblePercent: number }> = {
  '8': { Title: 'Advertising', DeductiblePercent: 100 },
  '9': { Title: 'Car and truck expenses', DeductiblePercent: 100 },
  '10': { Title: 'Commissions and fees', DeductiblePercent: 100 },
  '11': { Title: 'Contract labor', DeductiblePercent: 100 },
  '13': { Title: 'Depreciation and section 179 expense', DeductiblePercent: 100 },
  '15': { Title: 'Insurance (other than health)', DeductiblePercent: 100 },
  '16': { Title: 'Interest', DeductiblePercent: 100 },
  '17': { Title: 'Legal and professional services', DeductiblePercent: 100 },
  '18': { Title: 'Office expense', DeductiblePercent: 100 },
  '20': { Title: 'Rent or lease', DeductiblePercent: 100 },
  '21': { Title: 'Repairs and maintenance', DeductiblePercent: 100 },
  '22': { Title: 'Supplies', DeductiblePercent: 100 },
  '23': { Title: 'Taxes and licenses', DeductiblePercent: 100 },
  '24a': { Title: 'Travel', DeductiblePercent: 100 },
  '24b': { Title: 'Deductible meals', DeductiblePercent: 50 },
  '25': { Title: 'Utilities', DeductiblePercent: 100 },
  '27a': { Title: 'Other expenses', DeductiblePercent: 100 },
  '30': { Title: 'Business use of your home', DeductiblePercent: 100 },
};

export const SCHEDULE_C_LINE_IDS = Object.keys(SCHEDULE_C_LINES) as ScheduleCLine[];
export const isScheduleCLine = (line: string): line is ScheduleCLine => Object.hasOwn(SCHEDULE_C_LINES, line);

export interface ExpenseType {
  Id: number;
  Description: string;
  ScheduleCLine: ScheduleCLine;
  /** Standard types come with the product: their names and lines are fixed. */
  Readonly: boolean;
  IsDeleted: boolean;
}

/** An expense with no type chosen is shown as Other and deducted on line 27a (spec 001 §3's Other, -1). */
export const OTHER_EXPENSE_TYPE: ExpenseType = { Id: -1, Description: 'Other', ScheduleCLine: '27a', Readonly: true, IsDeleted: false };

const standard = (Id: number, Description: string, ScheduleCLine: ScheduleCLine): ExpenseType => ({
  Id,
  Description,
  ScheduleCLine,
  Readonly: true,
  IsDeleted: false,
});

/**
 * The expense types every notary starts with, each on its Schedule C line, including what notaries
 * actually buy: E&O insurance and the surety bond (15), the commission and license fees (23), stamps,
 * seals and journals (22), association dues and background checks (27a). Ids are fixed forever:
 * expenses in the log refer to them.
 */
export const STANDARD_EXPENSE_TYPES: readonly ExpenseType[] = [
  standard(1, 'Advertising and marketing', '8'),
  standard(2, 'Parking and tolls', '9'),
  standard(3, 'Signing service and platform fees', '10'),
  standard(4, 'Contract labor', '11'),
  standard(5, 'Equipment (printer, scanner, laptop)', '13'),
  standard(6, 'E&O insurance', '15'),
  standard(7, 'Surety bond', '15'),
  standard(8, 'Interest on business loans and cards', '16'),
  standard(9, 'Legal and accounting', '17'),
  standard(10, 'Office expense', '18'),
  standard(11, 'Postage and shipping', '18'),
  standard(12, 'Software and subscriptions', '18'),
  standard(13, 'Rent or lease', '20'),
  standard(14, 'Repairs and maintenance', '21'),
  standard(15, 'Supplies (paper, toner)', '22'),
  standard(16, 'Stamps, seals and journals', '22'),
  standard(17, 'Notary commission and license fees', '23'),
  standard(18, 'Other taxes and licenses', '23'),
  standard(19, 'Travel (lodging, airfare)', '24a'),
  standard(20, 'Meals while traveling', '24b'),
  standard(21, 'Phone and internet', '25'),
  standard(22, 'Association dues', '27a'),
  standard(23, 'Background checks', '27a'),
  standard(24, 'Training and certification', '27a'),
  standard(25, 'Business use of home', '30'),
];

/** Custom types are numbered from here, so they can never collide with a standard one added later. */
export const FIRST_CUSTOM_EXPENSE_TYPE_ID = 1000;

/** Every type the notary has: the standard ones, then their own (deleted ones included, flagged). */
export function expenseTypesOf(custom: readonly CustomExpenseType[] | undefined): ExpenseType[] {
  return [...STANDARD_EXPENSE_TYPES, ...(custom ?? []).map((type) => ({ ...type, Readonly: false }))];
}

/** The type an expense's CategoryKey names; Other when none is chosen or it is not known. */
export function expenseTypeOf(types: readonly ExpenseType[], key: number | null): ExpenseType {
  return (key !== null && types.find((type) => type.Id === key)) || OTHER_EXPENSE_TYPE;
}

export const EXPENSE_TYPE_MESSAGES = {
  descriptionRequired: 'Please enter a description for the expense type',
  duplicate: 'An expense type with this description already exists',
  line: 'Choose the Schedule C line this type is deducted on',
  standardFixed: 'Standard expense types cannot be changed; add a type of your own instead',
  unknown: 'The expense type was not found. It may have been deleted.',
} as const;

export interface ExpenseTypeChange {
  /** Absent or 0: a new type. */
  Id?: number;
  Description: string;
  ScheduleCLine: string;
  IsDeleted?: boolean;
}

/**
 * The custom types a save changes (only those, spec 001 §5's "changed types" habit): a new type
 * gets the next free id; a standard type cannot be changed; a description must be given and may not
 * repeat another live type's (ignoring case). Every broken rule is reported, keyed by the row.
 */
export function changedExpenseTypes(current: readonly CustomExpenseType[], changes: readonly ExpenseTypeChange[]): CustomExpenseType[] {
  const errors: Record<string, string> = {};
  let nextId = Math.max(FIRST_CUSTOM_EXPENSE_TYPE_ID - 1, ...current.map((type) => type.Id)) + 1;
  const result = new Map(current.map((type) => [type.Id, type]));
  const changed: CustomExpenseType[] = [];
  changes.forEach((change, row) => {
    const Description = change.Description.trim();
    const isNew = !change.Id;
    if (!isNew && STANDARD_EXPENSE_TYPES.some((type) => type.Id === change.Id))
      return void (errors[`ExpenseTypes[${row}]`] = EXPENSE_TYPE_MESSAGES.standardFixed);
    if (!isNew && !result.has(change.Id!)) return void (errors[`ExpenseTypes[${row}]`] = EXPENSE_TYPE_MESSAGES.unknown);
    if (!Description) return void (errors[`ExpenseTypes[${row}].Description`] = EXPENSE_TYPE_MESSAGES.descriptionRequired);
    if (!isScheduleCLine(change.ScheduleCLine)) return void (errors[`ExpenseTypes[${row}].ScheduleCLine`] = EXPENSE_TYPE_MESSAGES.line);
    const type: CustomExpenseType = {
      Id: isNew ? nextId++ : change.Id!,
      Description,
      ScheduleCLine: change.ScheduleCLine,
      IsDeleted: Boolean(change.IsDeleted),
    };
    const before = result.get(type.Id);
    if (before && before.Description === type.Description && before.ScheduleCLine === type.ScheduleCLine && before.IsDeleted === type.IsDeleted) return;
    result.set(type.Id, type);
    changed.push(type);
  });
  // A description may appear once among the live types, standard or custom, after the changes.
  const live = [...STANDARD_EXPENSE_TYPES, ...result.values()].filter((type) => !type.IsDeleted);
  changed.forEach((type) => {
    if (type.IsDeleted) return;
    const twin = live.find((other) => other.Id !== type.Id && other.Description.toLowerCase() === type.Description.toLowerCase());
    if (twin)
      errors[`ExpenseTypes[${changes.findIndex((change) => change.Description.trim() === type.Description)}].Description`] = EXPENSE_TYPE_MESSAGES.duplicate;
  });
  const first = Object.values(errors)[0];
  if (first) throw validationError('EXPENSE_TYPE.INVALID', first, errors);
  return changed;
}
