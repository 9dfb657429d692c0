import {
  CHOOSE_ONE_WORK_TYPE_TEXT,
  NO_WORK_TYPE_CHOSEN_TEXT,
  offeredWorkTypes,
  ronAllowed,
  withWorkType,
  workTypeFilterText,
  workTypeGroups,
  type WorkTypeFields,
} from '../../apps/web/src/features/signings/workTypeRules';
import { GENERAL, LOAN_SIGNING, OTHER, workType } from './web-fixtures';

// Spec 001 §3-4: category ids (loan signing 2, other 3); what picking a type of work changes.

const refinance = workType({ Id: 6, Name: 'Refinance', FeeAmount: 1250.5, AppointmentDuration: 90, AppointmentCategory: LOAN_SIGNING });
const jurat = workType({ Id: 9, Name: 'Jurat', FeeAmount: 15, AppointmentDuration: 0, AppointmentCategory: GENERAL });
const fingerprinting = workType({ Id: 1001, Name: 'Fingerprinting', FeeAmount: 25.999, AppointmentDuration: 30, AppointmentCategory: OTHER });
const oldSeller = workType({ Id: 7, Name: 'Seller package', IsActive: false, AppointmentCategory: LOAN_SIGNING });
const deletedCustom = workType({ Id: 1002, Name: 'Boat title', IsDeleted: true, AppointmentCategory: OTHER });

const form = (overrides: Partial<WorkTypeFields> = {}): WorkTypeFields => ({
  Amount: '',
  LoanNumber: '',
  RON: false,
  DurationHour: 1,
  DurationMinute: 0,
  ...overrides,
});

describe('type of work', () => {
  describe('picking a type on a new signing', () => {
    it('fills the amount from the fee with 2 decimals and the duration from the default length', () => {
      expect(withWorkType(form(), refinance, true)).toEqual(form({ Amount: '1,250.50', DurationHour: 1, DurationMinute: 30 }));
      expect(withWorkType(form(), fingerprinting, true)).toMatchObject({ Amount: '26.00', DurationHour: 0, DurationMinute: 30 });
    });

    it('keeps the duration chosen so far when the type has no default length', () => {
      expect(withWorkType(form({ DurationHour: 2, DurationMinute: 15 }), jurat, true)).toEqual(form({ Amount: '15.00', DurationHour: 2, DurationMinute: 15 }));
    });

    it('reads a default length of 5 minutes or less as 1 h 0 m', () => {
      const quick = workType({ Id: 20, Name: 'Acknowledgment', AppointmentDuration: 5, AppointmentCategory: GENERAL });
      expect(withWorkType(form({ DurationHour: 3, DurationMinute: 45 }), quick, true)).toMatchObject({ DurationHour: 1, DurationMinute: 0 });
    });

    it('keeps the loan number typed so far', () => {
      expect(withWorkType(form({ LoanNumber: 'LN-4411' }), jurat, true).LoanNumber).toBe('LN-4411');
    });
  });

  describe('changing the type of an existing signing', () => {
    it('clears the loan number for a type outside loan signing work, and leaves the amount and duration', () => {
      const before = form({ Amount: '150.00', LoanNumber: 'LN-4411', DurationHour: 2, DurationMinute: 30 });
      expect(withWorkType(before, jurat, false)).toEqual({ ...before, LoanNumber: '' });
    });

    it('keeps the loan number for a loan signing type', () => {
      expect(withWorkType(form({ Amount: '150.00', LoanNumber: 'LN-4411' }), refinance, false)).toEqual(form({ Amount: '150.00', LoanNumber: 'LN-4411' }));
    });
  });

  it('turns RON off for a type of other work, on a new or an existing signing', () => {
    expect(withWorkType(form({ RON: true }), fingerprinting, true).RON).toBe(false);
    expect(withWorkType(form({ RON: true }), fingerprinting, false).RON).toBe(false);
    expect(withWorkType(form({ RON: true }), jurat, false).RON).toBe(true);
    expect([ronAllowed(fingerprinting), ronAllowed(refinance), ronAllowed(jurat), ronAllowed(null)]).toEqual([false, true, true, true]);
  });

  it('changes nothing when the type is cleared', () => {
    const before = form({ Amount: '150.00', LoanNumber: 'LN-4411', RON: true });
    expect(withWorkType(before, null, false)).toEqual(before);
  });

  describe('the picker', () => {
    it('offers the active types that are not deleted, grouped by category in category order', () => {
      expect(workTypeGroups([fingerprinting, refinance, oldSeller, jurat, deletedCustom])).toEqual([
        { categoryId: 1, label: 'Specialty/general notary work', types: [{ id: 9, name: 'Jurat', unavailable: false }] },
        { categoryId: 2, label: 'Loan signing work', types: [{ id: 6, name: 'Refinance', unavailable: false }] },
        { categoryId: 3, label: 'Other types of work', types: [{ id: 1001, name: 'Fingerprinting', unavailable: false }] },
      ]);
    });

    it("keeps the signing's own inactive or deleted type as an extra item that can no longer be chosen", () => {
      expect(workTypeGroups([refinance, oldSeller], 7)).toEqual([
        {
          categoryId: 2,
          label: 'Loan signing work',
          types: [
            { id: 6, name: 'Refinance', unavailable: false },
            { id: 7, name: 'Seller package (no longer offered)', unavailable: true },
          ],
        },
      ]);
      expect(workTypeGroups([deletedCustom], 1002)).toEqual([
        { categoryId: 3, label: 'Other types of work', types: [{ id: 1002, name: 'Boat title (no longer offered)', unavailable: true }] },
      ]);
    });

    it('puts a type without a category under other types of work', () => {
      const uncategorized = workType({ Id: 30, Name: 'Apostille', AppointmentCategory: undefined });
      expect(workTypeGroups([uncategorized])).toEqual([
        { categoryId: 3, label: 'Other types of work', types: [{ id: 30, name: 'Apostille', unavailable: false }] },
      ]);
    });
  });

  it('filters the list by the offered types only', () => {
    expect(offeredWorkTypes([refinance, oldSeller, jurat, deletedCustom]).map((type) => type.Id)).toEqual([6, 9]);
  });

  describe('the type-of-work filter text', () => {
    const types = [refinance, jurat, fingerprinting];

    it("says 'All Type of works' when none is chosen", () => {
      expect(workTypeFilterText([], types)).toBe('All Type of works');
      expect(NO_WORK_TYPE_CHOSEN_TEXT).toBe('All Type of works');
      expect(CHOOSE_ONE_WORK_TYPE_TEXT).toBe('Select Type of work');
    });

    it('shows up to 2 names, then how many are chosen', () => {
      expect(workTypeFilterText([6], types)).toBe('Refinance');
      expect(workTypeFilterText([6, 9], types)).toBe('Refinance, Jurat');
      expect(workTypeFilterText([6, 9, 1001], types)).toBe('3 selected');
      expect(workTypeFilterText([77], types)).toBe('Type 77');
    });
  });
});
