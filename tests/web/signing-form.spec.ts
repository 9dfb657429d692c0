import {
  conflictingChanges,
  duplicateForm,
  hasUnsavedChanges,
  fieldErrorsFromServer,
  formFromSigning,
  isUnchanged,
  saveBodyOf,
  validateSigning,
} from '../../apps/web/src/features/signings/signingForm';
import { storedSigning } from './web-fixtures';

// Spec 001 §5: signing save needs LastName and a changed form (or a new signing); duration rule;
// payments without a PaidDate are dropped on save.

const payment = { PaymentId: 'pay-1', PaidDate: '2026-03-10', Amount: 1000, CheckNumber: '881' };

describe('signing edit form', () => {
  describe('opening a signing', () => {
    it('shows the stored values as the inputs hold them', () => {
      const form = formFromSigning(storedSigning({ Payments: [payment], Documents: null }), false);
      expect(form).toMatchObject({
        Id: 'sig-1',
        Revision: 7,
        DurationHour: 1,
        DurationMinute: 30,
        LoanType: '6',
        CustomerId: 'cust-1',
        ContactId: 'contact-1',
        Amount: '1,250.50',
        StartMileage: '',
        EndMileage: '48',
        Signatures: '12',
        Documents: '',
        TrackingSentBy: '2',
        RON: false,
        Payments: [{ PaymentId: 'pay-1', PaidDate: '2026-03-10', Amount: '1,000.00', CheckNumber: '881' }],
      });
    });

    it('shows an existing duration of 5 minutes or less, or none, as 1 h 0 m', () => {
      expect(formFromSigning(storedSigning({ AppointmentDuration: 5 }), false)).toMatchObject({ DurationHour: 1, DurationMinute: 0 });
      expect(formFromSigning(storedSigning({ AppointmentDuration: null }), false)).toMatchObject({ DurationHour: 1, DurationMinute: 0 });
    });

    it('with total mileage on shows an odometer record as miles driven with start 0', () => {
      const form = formFromSigning(storedSigning({ StartMileage: 10250, EndMileage: 10312 }), true);
      expect([form.StartMileage, form.EndMileage]).toEqual(['0', '62']);
    });

    it('opens a blank signing as new: no id, no revision, no customer, one blank payment row', () => {
      const form = formFromSigning(storedSigning({ Id: '', Revision: 3, CustomerId: null, ContactId: null, Amount: null, Payments: [] }), false);
      expect(form).toMatchObject({
        Id: '',
        Revision: null,
        CustomerId: '',
        ContactId: '',
        Amount: '',
        Payments: [{ PaymentId: '', PaidDate: '', Amount: '', CheckNumber: '' }],
      });
    });
  });

  describe('saving', () => {
    it('sends back what it opened, field for field', () => {
      const signing = storedSigning({ Payments: [payment] });
      const body = saveBodyOf(formFromSigning(signing, false));
      expect(body).toEqual({
        Id: 'sig-1',
        Revision: 7,
        AppointmentDate: '2026-03-05',
        AppointmentTime: { Hour: 2, Minute: 30, AmPm: 'PM' },
        AppointmentDurationHour: 1,
        AppointmentDurationMinute: 30,
        LastName: 'Lee',
        FirstName: 'Ann',
        CustomerId: 'cust-1',
        ContactId: 'contact-1',
        LoanType: 6,
        Address1: '1200 Main St',
        Address2: 'Suite 4',
        City: 'Springfield',
        State: 'IL',
        Zip: '62701',
        CellPhone: '217-555-0100',
        EmailAddress: 'ann.lee@example.com',
        CoSignerName: 'Bo Lee',
        CoSignerCellPhone: '217-555-0101',
        CoSignerEmailAddress: 'bo.lee@example.com',
        OrderNumber: 'ORD-88',
        LoanNumber: 'LN-4411',
        Amount: 1250.5,
        InvoiceNumber: '1042',
        InvoiceSent: '2026-03-06',
        InvoicePaid: null,
        StartMileage: null,
        EndMileage: 48,
        Signatures: 12,
        Documents: 3,
        TrackingSentBy: 2,
        TrackingNumber: '7777 1234',
        RON: false,
        Payments: [payment],
      });
    });

    it('trims text, reads typed amounts and counts, and leaves out payments without a date', () => {
      const form = formFromSigning(storedSigning(), false);
      const body = saveBodyOf({
        ...form,
        LastName: '  Lee ',
        City: ' Springfield ',
        Amount: '2,000.75',
        Signatures: '',
        LoanType: '',
        TrackingSentBy: '',
        InvoiceSent: '',
        Payments: [
          { PaymentId: '', PaidDate: '', Amount: '500.00', CheckNumber: '9' },
          { PaymentId: '', PaidDate: '2026-03-12', Amount: '1,500.00', CheckNumber: ' 12 ' },
        ],
      });
      expect(body).toMatchObject({
        LastName: 'Lee',
        City: 'Springfield',
        Amount: 2000.75,
        Signatures: null,
        LoanType: null,
        TrackingSentBy: null,
        InvoiceSent: null,
      });
      expect(body.Payments).toEqual([{ PaymentId: '', PaidDate: '2026-03-12', Amount: 1500, CheckNumber: '12' }]);
    });

    it('sends the duration as the hours and minutes chosen', () => {
      const body = saveBodyOf({ ...formFromSigning(storedSigning(), false), DurationHour: 0, DurationMinute: 0 });
      expect([body.AppointmentDurationHour, body.AppointmentDurationMinute]).toEqual([0, 0]);
    });

    it('sends no contact without a customer', () => {
      const form = formFromSigning(storedSigning(), false);
      expect(saveBodyOf({ ...form, CustomerId: '' })).toMatchObject({ CustomerId: null, ContactId: null });
    });

    it('does not save an existing signing whose form says the same as when it was opened, but always saves a new one', () => {
      const opened = formFromSigning(storedSigning(), false);
      expect(isUnchanged(opened, { ...opened, LastName: 'Lee  ' })).toBe(true);
      expect(isUnchanged(opened, { ...opened, Amount: '1,250.51' })).toBe(false);
      const blank = formFromSigning(storedSigning({ Id: '' }), false);
      expect(isUnchanged(blank, { ...blank })).toBe(false);
    });

    it("asks for the signer's last name and the date", () => {
      const form = formFromSigning(storedSigning(), false);
      expect(validateSigning(form)).toEqual({});
      expect(validateSigning({ ...form, LastName: '   ', AppointmentDate: '' })).toEqual({
        LastName: "Please enter the signer's last name",
        AppointmentDate: 'Enter the date of the signing',
      });
    });
  });

  it('duplicates a signing as a new one without its payments or invoice', () => {
    const copy = duplicateForm(formFromSigning(storedSigning({ Payments: [payment] }), false));
    expect(copy).toMatchObject({
      Id: '',
      Revision: null,
      InvoiceNumber: '',
      InvoiceSent: '',
      InvoicePaid: '',
      LastName: 'Lee',
      Amount: '1,250.50',
      LoanType: '6',
    });
    expect(copy.Payments).toEqual([{ PaymentId: '', PaidDate: '', Amount: '', CheckNumber: '' }]);
  });

  it("puts the server's messages on the form's fields, the first message per field", () => {
    const form = formFromSigning(storedSigning(), false);
    expect(
      fieldErrorsFromServer(
        {
          LastName: 'Enter a last name',
          'Payments.0.PaidDate': 'Enter a valid payment date',
          'Payments.1.Amount': 'Too much',
          AppointmentDurationHour: 'Choose 0 to 6 hours',
          Unknown: 'ignored',
          City: 42,
          toString: 'not a field',
        },
        form,
      ),
    ).toEqual({ LastName: 'Enter a last name', Payments: 'Enter a valid payment date', DurationHour: 'Choose 0 to 6 hours' });
    expect(fieldErrorsFromServer(null, form)).toEqual({});
  });
});

describe('leaving the form and meeting a newer version', () => {
  const opened = formFromSigning(storedSigning({ Revision: 3 }), false);

  it('counts any change as unsaved, a new signing too', () => {
    expect(hasUnsavedChanges(opened, opened)).toBe(false);
    expect(hasUnsavedChanges(opened, { ...opened, Revision: 4 })).toBe(false);
    expect(hasUnsavedChanges(opened, { ...opened, City: 'Round Rock' })).toBe(true);
  });

  it('lists what the other save changed, with the value saved now and the one in the form', () => {
    const saved = { ...opened, Revision: 4, City: 'Round Rock', Amount: '150.00' };
    const mine = { ...opened, LastName: 'Changed here', City: 'Austin' };
    // The last name changed only here: not a change of the other save.
    expect(conflictingChanges(opened, saved, mine)).toEqual([
      { field: 'City', label: 'City', saved: 'Round Rock', mine: 'Austin' },
      { field: 'Amount', label: 'Amount', saved: '150', mine: '1250.5' },
    ]);
  });
});
