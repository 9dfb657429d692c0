import { mileageFields, milesDriven, milesDrivenText, withTotalMiles } from '../../apps/web/src/features/signings/mileageRules';

// Spec 000 §5 and 001 §5: with total mileage on, the end mileage holds the total and the start is 0;
// an odometer record shows end minus start when a start was entered.

describe('mileage of a signing', () => {
  it('counts end minus start when an odometer start was entered', () => {
    expect(milesDriven(10250, 10312)).toBe(62);
  });

  it('counts the end mileage alone as the total when there is no start, and never negative miles', () => {
    expect(milesDriven(0, 48)).toBe(48);
    expect(milesDriven(null, 48)).toBe(48);
    expect(milesDriven(null, null)).toBe(0);
    expect(milesDriven(10312, 10250)).toBe(0);
    expect(milesDriven(10250, null)).toBe(0);
  });

  describe('opening a signing in the edit form', () => {
    it('with total mileage on shows an odometer record as its miles driven with start 0, and a stored total as it is', () => {
      expect(mileageFields(10250, 10312, true)).toEqual({ StartMileage: '0', EndMileage: '62' });
      expect(mileageFields(0, 48, true)).toEqual({ StartMileage: '0', EndMileage: '48' });
      expect(mileageFields(null, null, true)).toEqual({ StartMileage: '', EndMileage: '' });
    });

    it('with total mileage off shows both odometer readings', () => {
      expect(mileageFields(10250, 10312, false)).toEqual({ StartMileage: '10250', EndMileage: '10312' });
    });
  });

  describe('typing the total miles', () => {
    it('sets the start mileage to 0 once the end mileage is above 0, keeping only the digits typed', () => {
      const form = { StartMileage: '10250', EndMileage: '10312', LastName: 'Lee' };
      expect(withTotalMiles(form, '45')).toEqual({ StartMileage: '0', EndMileage: '45', LastName: 'Lee' });
      expect(withTotalMiles({ StartMileage: '', EndMileage: '' }, '1,2a0 mi')).toEqual({ StartMileage: '0', EndMileage: '120' });
    });

    it('leaves the start mileage alone while the end mileage is empty or 0', () => {
      expect(withTotalMiles({ StartMileage: '10250', EndMileage: '62' }, '0')).toEqual({ StartMileage: '10250', EndMileage: '0' });
      expect(withTotalMiles({ StartMileage: '10250', EndMileage: '62' }, '')).toEqual({ StartMileage: '10250', EndMileage: '' });
    });
  });

  it('shows the miles driven for what the form holds', () => {
    expect(milesDrivenText({ StartMileage: '10250', EndMileage: '10312' })).toBe('62');
    expect(milesDrivenText({ StartMileage: '', EndMileage: '48' })).toBe('48');
    expect(milesDrivenText({ StartMileage: '', EndMileage: '' })).toBe('0');
  });
});
