import {
  draftOf,
  draftProblems,
  MILEAGE_DETAILS_REQUIRED,
  MILEAGE_END_ABOVE_ZERO,
  milesText,
  saveBodyOf,
} from '../../apps/web/src/features/mileage/mileageForm';

// The mileage dialog's rules, the same as the server's (spec 001 §5): details, an end mileage above 0.
describe('the mileage dialog', () => {
  const blank = draftOf(null, '2026-11-24');

  it('starts a new trip today, and reports what is missing by field', () => {
    expect(blank).toMatchObject({ Id: '', Date: '2026-11-24', Details: '', EndMileage: '' });
    expect(draftProblems(blank)).toEqual({ Details: MILEAGE_DETAILS_REQUIRED, EndMileage: MILEAGE_END_ABOVE_ZERO });
    expect(draftProblems({ ...blank, Details: 'Bank', EndMileage: '12.5' })).toEqual({});
  });

  it('keeps digits and one decimal point in the miles', () => {
    expect(milesText('1,234.5.6 mi')).toBe('1234.56');
  });

  it('sends odometer readings, or only the total when total mileage is on', () => {
    const draft = { ...blank, Details: ' Bank ', StartMileage: '100', EndMileage: '112', AppointmentTypeId: '7' };
    expect(saveBodyOf(draft, false)).toEqual({ Date: '2026-11-24', Details: 'Bank', StartMileage: 100, EndMileage: 112, AppointmentTypeId: 7 });
    expect(saveBodyOf({ ...draft, AppointmentTypeId: '' }, true)).toMatchObject({ StartMileage: 0, EndMileage: 112, AppointmentTypeId: null });
    expect(saveBodyOf({ ...draft, Id: 'm-1', Revision: 3 }, false)).toMatchObject({ Id: 'm-1', Revision: 3 });
  });
});
