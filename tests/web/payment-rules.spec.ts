import {
  blankPayment,
  canAddPartialPayment,
  paymentRowsOf,
  paymentsToSave,
  remainingBalance,
  totalPaid,
  withPaymentDate,
  withoutPayment,
  type PaymentRow,
} from '../../apps/web/src/features/signings/paymentRules';

// Spec 001 §5 (payments) and 000 §5 (payments without a PaidDate are dropped on save).

const row = (PaidDate: string, Amount: string, CheckNumber = '', PaymentId = ''): PaymentRow => ({ PaymentId, PaidDate, Amount, CheckNumber });

describe('payments on a signing', () => {
  describe('choosing a payment date', () => {
    it('fills in the whole fee when nothing is paid yet and the amount is empty', () => {
      expect(withPaymentDate([blankPayment()], 0, '2026-03-10', 1250.5)).toEqual([row('2026-03-10', '1,250.50')]);
    });

    it('fills in only what is still owed after the earlier dated payments, leaving their rows as they were', () => {
      const rows = [row('2026-03-01', '100.00', '881'), row('', '200.00'), row('', '')];
      const next = withPaymentDate(rows, 2, '2026-03-15', 1250);
      expect(next).toEqual([row('2026-03-01', '100.00', '881'), row('', '200.00'), row('2026-03-15', '1,150.00')]);
      expect(next[0]).toBe(rows[0]);
    });

    it('treats an amount of zero like an empty one', () => {
      const rows = [row('2026-03-01', '50.00'), row('', '0.00', '1043')];
      expect(withPaymentDate(rows, 1, '2026-03-20', 125)[1]).toEqual(row('2026-03-20', '75.00', '1043'));
    });

    it('keeps an amount the notary already typed', () => {
      expect(withPaymentDate([row('', '40.00')], 0, '2026-03-10', 150)).toEqual([row('2026-03-10', '40.00')]);
    });

    it('never fills in a negative amount when the signing is already overpaid', () => {
      const rows = [row('2026-03-01', '200.00'), row('', '')];
      expect(withPaymentDate(rows, 1, '2026-03-10', 150)[1]!.Amount).toBe('0.00');
    });

    it('clears the amount when the date is cleared, keeping the check number', () => {
      expect(withPaymentDate([row('2026-03-01', '40.00', '881', 'pay-1')], 0, '', 150)).toEqual([row('', '', '881', 'pay-1')]);
    });
  });

  describe('what is paid and what is owed', () => {
    it('adds up only the rows that have a paid date, without floating-point drift', () => {
      expect(totalPaid([row('2026-03-01', '1,000.25'), row('', '500.00'), row('2026-03-02', '99.75')])).toBe(1100);
      expect(totalPaid([row('2026-03-01', '0.10'), row('2026-03-02', '0.20')])).toBe(0.3);
    });

    it('owes the amount minus the payments, optionally leaving one row out', () => {
      const rows = [row('2026-03-01', '40.00'), row('2026-03-02', '60.00')];
      expect(remainingBalance(rows, 150)).toBe(50);
      expect(remainingBalance(rows, 150, 1)).toBe(110);
    });

    it('owes nothing on a signing without an amount or one paid beyond its amount', () => {
      expect(remainingBalance([row('2026-03-01', '40.00')], null)).toBe(0);
      expect(remainingBalance([row('2026-03-01', '400.00')], 150)).toBe(0);
    });
  });

  describe('adding a partial payment', () => {
    it('is offered once a payment is recorded and the fee is not yet covered', () => {
      expect(canAddPartialPayment([row('2026-03-01', '50.00')], 150)).toBe(true);
    });

    it('is not offered before any payment is recorded', () => {
      expect(canAddPartialPayment([blankPayment()], 150)).toBe(false);
      expect(canAddPartialPayment([row('', '50.00')], 150)).toBe(false);
      expect(canAddPartialPayment([row('2026-03-01', '0.00')], 150)).toBe(false);
    });

    it('is not offered once nothing more is owed: paid in full, overpaid, or no amount on the signing', () => {
      expect(canAddPartialPayment([row('2026-03-01', '100.00'), row('2026-03-02', '50.00')], 150)).toBe(false);
      expect(canAddPartialPayment([row('2026-03-01', '175.00')], 150)).toBe(false);
      expect(canAddPartialPayment([row('2026-03-01', '50.00')], null)).toBe(false);
    });
  });

  describe('deleting a payment', () => {
    it('removes just that row', () => {
      const rows = [row('2026-03-01', '40.00', '', 'pay-1'), row('2026-03-02', '60.00', '', 'pay-2')];
      expect(withoutPayment(rows, 0)).toEqual([row('2026-03-02', '60.00', '', 'pay-2')]);
    });

    it('leaves one blank row to fill when the last payment is deleted', () => {
      expect(withoutPayment([row('2026-03-01', '150.00', '881', 'pay-1')], 0)).toEqual([{ PaymentId: '', PaidDate: '', Amount: '', CheckNumber: '' }]);
    });
  });

  describe('opening and saving', () => {
    it('opens with one blank row when there are no payments, else the stored amounts with commas and two decimals', () => {
      expect(paymentRowsOf([])).toEqual([row('', '')]);
      expect(paymentRowsOf([{ PaymentId: 'pay-1', PaidDate: '2026-03-01', Amount: 1234.5, CheckNumber: '881' }])).toEqual([
        row('2026-03-01', '1,234.50', '881', 'pay-1'),
      ]);
    });

    it('drops rows without a paid date and sends amounts as numbers', () => {
      const rows = [row('2026-03-01', '1,234.50', ' 881 ', 'pay-1'), row('', '99.00', '1043'), row('2026-03-09', '', '')];
      expect(paymentsToSave(rows)).toEqual([
        { PaymentId: 'pay-1', PaidDate: '2026-03-01', Amount: 1234.5, CheckNumber: '881' },
        { PaymentId: '', PaidDate: '2026-03-09', Amount: null, CheckNumber: '' },
      ]);
    });
  });
});
