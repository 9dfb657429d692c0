import { useState } from 'react';
import { parseCurrency } from '../../../shared/format';
import { withTotalMiles } from '../mileageRules';
import { blankPayment, withPaymentDate, withoutPayment, type PaymentRow } from '../paymentRules';
import type { FieldErrors, SigningField, SigningFormValues } from '../signingForm';
import type { WorkType } from '../types';
import { withWorkType } from '../workTypeRules';

/**
 * The edit form's state and the spec's rules that run as the notary types: choosing a customer
 * resets the contact, choosing a type of work fills or clears fields, payment dates fill amounts.
 */
export function useSigningForm(initial: SigningFormValues, workTypes: readonly WorkType[]) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});

  const set = <K extends SigningField>(field: K, value: SigningFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    // The notary is fixing it: the old reason no longer applies.
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };

  const chooseCustomer = (customerId: string) => setValues((current) => ({ ...current, CustomerId: customerId, ContactId: '' }));

  const chooseWorkType = (typeId: string) =>
    setValues((current) => {
      const type = workTypes.find((candidate) => String(candidate.Id) === typeId) ?? null;
      return withWorkType({ ...current, LoanType: typeId }, type, current.Id === '');
    });

  const setPayments = (change: (rows: PaymentRow[], amount: number | null) => PaymentRow[]) =>
    setValues((current) => ({ ...current, Payments: change(current.Payments, parseCurrency(current.Amount)) }));

  const payments = {
    setDate: (index: number, date: string) => setPayments((rows, amount) => withPaymentDate(rows, index, date, amount)),
    setField: (index: number, field: 'Amount' | 'CheckNumber', value: string) =>
      setPayments((rows) => rows.map((row, at) => (at === index ? { ...row, [field]: value } : row))),
    add: () => setPayments((rows) => [...rows, blankPayment()]),
    remove: (index: number) => setPayments((rows) => withoutPayment(rows, index)),
  };

  const setTotalMiles = (typed: string) => setValues((current) => withTotalMiles(current, typed));

  /** Starts the form again from other values (the newer version a conflicting save found). */
  const reset = (next: SigningFormValues) => {
    setValues(next);
    setErrors({});
  };

  return { values, set, errors, setErrors, chooseCustomer, chooseWorkType, payments, setTotalMiles, reset };
}

export type SigningFormApi = ReturnType<typeof useSigningForm>;
