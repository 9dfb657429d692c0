import {
  CONFIRMATION_MESSAGES,
  durationParts,
  isUnpaid,
  isPaid,
  milesDriven,
  signingDecider,
  SIGNING_MESSAGES,
  STANDARD_WORK_TYPES,
  type SigningInput,
} from '@notary/domain';
import type { SigningDetails, SigningEvent } from '@notary/events';
import { given } from '../support/given-when-then';
import { input, OWNER, rules, scheduled, SIGNING } from './signing-fixtures';

const save = (overrides: Partial<SigningInput> = {}, context = rules()) =>
  ({ type: 'SaveSigning', signingId: SIGNING, ownerId: OWNER, input: input(overrides), rules: context }) as const;
const detailsOf = (events: SigningEvent[]): SigningDetails => (events[0] as Extract<SigningEvent, { type: 'SigningScheduled' }>).data.Details;
const at = new Date('2026-03-01T10:00:00Z');

describe('scheduling and editing a signing', () => {
  it('a save without an Id schedules a new signing', () => {
    given(signingDecider)
      .when(save())
      .thenEvents((events) => {
        expect(events.map((e) => e.type)).toEqual(['SigningScheduled']);
        expect(detailsOf(events)).toMatchObject({ LastName: 'Rivera', AppointmentDuration: 60, Amount: 125 });
      });
  });

  it('needs a last name', () => {
    given(signingDecider)
      .when(save({ LastName: '   ' }))
      .thenFails('SIGNING.LAST_NAME_REQUIRED', SIGNING_MESSAGES.lastNameRequired);
  });

  it('does not save an unchanged signing', () => {
    given(signingDecider, scheduled()).when(save()).thenNothing();
  });

  it('records only the fields that changed, and a new date as a reschedule', () => {
    given(signingDecider, scheduled())
      .when(save({ City: 'Round Rock', AppointmentDate: '2026-03-06' }))
      .then([
        {
          type: 'SigningRescheduled',
          data: { SigningId: SIGNING, AppointmentDate: '2026-03-06', AppointmentTime: { Hour: 2, Minute: 30, AmPm: 'PM' }, AppointmentDuration: 60 },
        },
        { type: 'SigningDetailsChanged', data: { SigningId: SIGNING, Changes: { City: 'Round Rock' } } },
      ]);
  });

  it('refuses an invalid date or time', () => {
    given(signingDecider)
      .when(save({ AppointmentDate: '2026-02-30' }))
      .thenFails('SIGNING.DATE');
    given(signingDecider)
      .when(save({ AppointmentTime: { Hour: 13, Minute: 0, AmPm: 'PM' } }))
      .thenFails('SIGNING.TIME');
  });

  it('a deleted signing cannot be edited', () => {
    given(signingDecider, [...scheduled(), { type: 'SigningDeleted', data: { SigningId: SIGNING } }])
      .when(save({ City: 'Elsewhere' }))
      .thenFails('SIGNING.NOT_FOUND');
  });
});

describe('duration (spec 001 §5)', () => {
  it('is hours x 60 + minutes', () => {
    given(signingDecider)
      .when(save({ AppointmentDurationHour: 2, AppointmentDurationMinute: 15 }))
      .thenEvents((e) => expect(detailsOf(e).AppointmentDuration).toBe(135));
  });

  it('is empty when both are 0', () => {
    given(signingDecider)
      .when(save({ AppointmentDurationHour: 0, AppointmentDurationMinute: 0 }))
      .thenEvents((e) => expect(detailsOf(e).AppointmentDuration).toBeNull());
  });

  it('accepts hours 0-6 and minutes in 5-minute steps only', () => {
    given(signingDecider)
      .when(save({ AppointmentDurationHour: 7 }))
      .thenFails('SIGNING.DURATION_HOURS');
    given(signingDecider)
      .when(save({ AppointmentDurationMinute: 7 }))
      .thenFails('SIGNING.DURATION_MINUTES');
  });

  it('shows 5 minutes or less (or none) as 1 h 0 m', () => {
    expect(durationParts(5)).toEqual({ hour: 1, minute: 0 });
    expect(durationParts(null)).toEqual({ hour: 1, minute: 0 });
    expect(durationParts(135)).toEqual({ hour: 2, minute: 15 });
  });
});

describe('payments', () => {
  it('drops payments without a PaidDate', () => {
    given(signingDecider)
      .when(
        save({
          Payments: [
            { PaymentId: 'p1', PaidDate: null, Amount: 50, CheckNumber: '' },
            { PaymentId: 'p2', PaidDate: '2026-03-10', Amount: 50, CheckNumber: '101' },
          ],
        }),
      )
      .thenEvents((events) =>
        expect(events.slice(1)).toEqual([
          { type: 'PaymentRecorded', data: { SigningId: SIGNING, Payment: { PaymentId: 'p2', PaidDate: '2026-03-10', Amount: 50, CheckNumber: '101' } } },
        ]),
      );
  });

  it('records partial payments, corrections and removals', () => {
    const history = scheduled({ Payments: [{ PaymentId: 'p1', PaidDate: '2026-03-10', Amount: 50, CheckNumber: '' }] });
    given(signingDecider, history)
      .when(
        save({
          Payments: [
            { PaymentId: 'p1', PaidDate: '2026-03-10', Amount: 60, CheckNumber: '' },
            { PaymentId: 'p2', PaidDate: '2026-03-12', Amount: 20, CheckNumber: '' },
          ],
        }),
      )
      .then([
        { type: 'PaymentCorrected', data: { SigningId: SIGNING, Payment: { PaymentId: 'p1', PaidDate: '2026-03-10', Amount: 60, CheckNumber: '' } } },
        { type: 'PaymentRecorded', data: { SigningId: SIGNING, Payment: { PaymentId: 'p2', PaidDate: '2026-03-12', Amount: 20, CheckNumber: '' } } },
      ]);
    given(signingDecider, history)
      .when(save({ Payments: [] }))
      .then([{ type: 'PaymentRemoved', data: { SigningId: SIGNING, PaymentId: 'p1' } }]);
  });

  it('marks the signing paid when payments cover the amount', () => {
    given(signingDecider)
      .when(
        save({
          Payments: [
            { PaymentId: 'p1', PaidDate: '2026-03-09', Amount: 100, CheckNumber: '' },
            { PaymentId: 'p2', PaidDate: '2026-03-11', Amount: 25, CheckNumber: '' },
          ],
        }),
      )
      .thenEvents((events) => expect(detailsOf(events).InvoicePaid).toBe('2026-03-11'));
  });

  it('paid when InvoicePaid is set; unpaid when it has an amount and is not paid, or paid less than the amount', () => {
    const p = (PaymentId: string, Amount: number) => ({ PaymentId, PaidDate: '2026-03-01', Amount, CheckNumber: '' });
    expect(isPaid({ InvoicePaid: '2026-03-01' })).toBe(true);
    expect(isUnpaid({ InvoicePaid: null, Amount: 100 }, [])).toBe(true);
    expect(isUnpaid({ InvoicePaid: '2026-03-01', Amount: 100 }, [p('a', 40)])).toBe(true);
    expect(isUnpaid({ InvoicePaid: '2026-03-01', Amount: 100 }, [p('a', 100)])).toBe(false);
    expect(isUnpaid({ InvoicePaid: null, Amount: null }, [])).toBe(false);
  });

  it('a batch payment pays the balance and marks the signing paid on that date', () => {
    const history = scheduled({ Payments: [{ PaymentId: 'p1', PaidDate: '2026-03-10', Amount: 25, CheckNumber: '' }] });
    given(signingDecider, history)
      .when({ type: 'RecordBatchPayment', paymentId: 'b1', paidDate: '2026-03-20', checkNumber: '2044' })
      .then([
        { type: 'PaymentRecorded', data: { SigningId: SIGNING, Payment: { PaymentId: 'b1', PaidDate: '2026-03-20', Amount: 100, CheckNumber: '2044' } } },
        { type: 'SigningDetailsChanged', data: { SigningId: SIGNING, Changes: { InvoicePaid: '2026-03-20' } } },
      ]);
  });
});

describe('types of work', () => {
  const refinance = STANDARD_WORK_TYPES.find((t) => t.Id === 1)!;
  const jurat = STANDARD_WORK_TYPES.find((t) => t.Id === 11)!;
  const courier = STANDARD_WORK_TYPES.find((t) => t.Id === 17)!;

  it('on a new signing a type fills the amount (2 decimals) and the duration', () => {
    const types = STANDARD_WORK_TYPES.map((t) => (t.Id === 1 ? { ...t, FeeAmount: 149.999, AppointmentDuration: 75 } : t));
    given(signingDecider)
      .when(save({ LoanType: 1, Amount: null, AppointmentDurationHour: 0, AppointmentDurationMinute: 0 }, rules({ workTypes: types })))
      .thenEvents((events) => {
        expect(detailsOf(events)).toMatchObject({
          Amount: 150,
          AppointmentDuration: 75,
          AppointmentTypeCategoryId: 2,
          AppointmentTypeDescription: refinance.Name,
        });
      });
  });

  it('changing the type clears the loan number unless the new type is a loan signing', () => {
    const history = scheduled({ LoanType: 1, LoanNumber: 'LN-1' });
    given(signingDecider, history)
      .when(save({ LoanType: jurat.Id, LoanNumber: 'LN-1' }))
      .thenEvents((events) => {
        expect(events.find((e) => e.type === 'SigningDetailsChanged')).toMatchObject({ data: { Changes: { LoanNumber: '', LoanType: jurat.Id } } });
      });
    given(signingDecider, history)
      .when(save({ LoanType: 2, LoanNumber: 'LN-1' }))
      .thenEvents((events) => {
        expect(events.find((e) => e.type === 'SigningDetailsChanged')?.data).not.toHaveProperty('Changes.LoanNumber');
      });
  });

  it('an other-category type forces RON off', () => {
    given(signingDecider)
      .when(save({ LoanType: courier.Id, RON: true }))
      .thenEvents((events) => expect(detailsOf(events).RON).toBe(false));
  });

  it('an inactive or deleted type cannot be chosen, but stays on a signing that has it', () => {
    const history = scheduled({ LoanType: 1 });
    const retired = rules({ workTypes: STANDARD_WORK_TYPES.map((t) => (t.Id === 1 ? { ...t, IsActive: false } : t)) });
    given(signingDecider)
      .when(save({ LoanType: 1 }, retired))
      .thenFails('SIGNING.WORK_TYPE_UNAVAILABLE');
    given(signingDecider, history)
      .when(save({ LoanType: 1, City: 'Waco' }, retired))
      .thenEvents((events) => expect(events.map((e) => e.type)).toEqual(['SigningDetailsChanged']));
  });
});

describe('mileage (spec 000 §5)', () => {
  it('with total mileage on, an end mileage above 0 sets the start to 0', () => {
    given(signingDecider)
      .when(save({ StartMileage: 1200, EndMileage: 48 }, rules({ useTotalMileage: true })))
      .thenEvents((events) => {
        expect(detailsOf(events)).toMatchObject({ StartMileage: 0, EndMileage: 48 });
      });
  });

  it('miles driven are end minus start when a start was entered', () => {
    expect(milesDriven(1200, 1248)).toBe(48);
    expect(milesDriven(0, 48)).toBe(48);
    expect(milesDriven(null, null)).toBe(0);
  });
});

describe('confirmation (spec 000 §4-5)', () => {
  const confirm = (confirmed: boolean) =>
    ({ type: 'RecordConfirmation', confirmed, note: 'Spoke with signer', date: '2026-03-04', time: { Hour: 9, Minute: 15, AmPm: 'AM' }, now: at }) as const;
  const confirmedHistory: SigningEvent[] = [
    ...scheduled(),
    {
      type: 'SigningConfirmationRecorded',
      data: {
        SigningId: SIGNING,
        Entry: {
          Note: 'ok',
          Confirmed: true,
          ConfirmationDate: '2026-03-04',
          ConfirmationTime: { Hour: 9, Minute: 0, AmPm: 'AM' },
          RecordedAt: at.toISOString(),
        },
      },
    },
  ];

  it('an unconfirmed signing can be confirmed', () => {
    given(signingDecider, scheduled())
      .when(confirm(true))
      .thenEvents((events) =>
        expect(events[0]).toMatchObject({ type: 'SigningConfirmationRecorded', data: { Entry: { Confirmed: true, Note: 'Spoke with signer' } } }),
      );
  });

  it('a confirmed signing can only be switched to unconfirmed', () => {
    given(signingDecider, confirmedHistory).when(confirm(true)).thenFails('SIGNING.ALREADY_CONFIRMED', CONFIRMATION_MESSAGES.alreadyConfirmed);
    given(signingDecider, confirmedHistory)
      .when(confirm(false))
      .thenEvents((events) => expect(events).toHaveLength(1));
  });
});

describe('deleting', () => {
  it('deletes once', () => {
    given(signingDecider, scheduled())
      .when({ type: 'DeleteSigning' })
      .then([{ type: 'SigningDeleted', data: { SigningId: SIGNING } }]);
    given(signingDecider, [...scheduled(), { type: 'SigningDeleted', data: { SigningId: SIGNING } }])
      .when({ type: 'DeleteSigning' })
      .thenFails('SIGNING.NOT_FOUND');
  });
});
