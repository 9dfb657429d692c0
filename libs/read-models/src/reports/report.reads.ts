import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Payment } from '@notary/events';
import type { OwnerScope } from '../shared/owner-scope';
import { EXPENSES, type ExpenseFields } from '../expenses/expense.document';
import { MILEAGE, type MileageFields } from '../mileage/mileage.document';
import { SIGNING_PAYMENTS, SIGNINGS, type SigningView } from '../signings/signing.document';
import type { SigningPayment } from '../signings/signing-payments';

/**
 * What the reports read: the rows of a period, each with only the fields a report uses. A period is
 * inclusive dates, YYYY-MM-DD. Signings are read through the { OwnerId, AppointmentDateTime } index.
 */
export interface ReportPeriod {
  StartDate: string;
  EndDate: string;
}

export type ReportSigning = Pick<
  SigningView,
  | 'Id'
  | 'AppointmentDate'
  | 'FirstName'
  | 'LastName'
  | 'CustomerId'
  | 'CustomerName'
  | 'LoanType'
  | 'AppointmentTypeCategoryId'
  | 'AppointmentTypeDescription'
  | 'Amount'
  | 'AmountPaid'
  | 'Balance'
  | 'PaymentStatus'
  | 'InvoiceNumber'
  | 'InvoiceSent'
  | 'InvoicePaid'
  | 'Mileage'
> & { Payments: Payment[] };

const SIGNING_FIELDS = {
  _id: 0,
  Id: 1,
  AppointmentDate: 1,
  FirstName: 1,
  LastName: 1,
  CustomerId: 1,
  CustomerName: 1,
  LoanType: 1,
  AppointmentTypeCategoryId: 1,
  AppointmentTypeDescription: 1,
  Amount: 1,
  AmountPaid: 1,
  Balance: 1,
  PaymentStatus: 1,
  InvoiceNumber: 1,
  InvoiceSent: 1,
  InvoicePaid: 1,
  Mileage: 1,
  Payments: 1,
} as const;

/** The months of a period, each as its first and last day within the period. */
export function monthsOfPeriod(period: ReportPeriod): ReportPeriod[] {
  const months: ReportPeriod[] = [];
  let start = period.StartDate;
  while (start <= period.EndDate) {
    const [year, month] = [Number(start.slice(0, 4)), Number(start.slice(5, 7))];
    const last = new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
    months.push({ StartDate: start, EndDate: last < period.EndDate ? last : period.EndDate });
    start = new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 10);
  }
  return months;
}

/**
 * Reads a period a month at a time, letting the event loop turn between months: the embedded store
 * reads synchronously, and a busy year (5,000 signings) read at once would hold every other request
 * for a hundred milliseconds; a month is a few.
 */
async function monthByMonth<T>(period: ReportPeriod, read: (month: ReportPeriod) => Promise<T[]>): Promise<T[]> {
  const rows: T[] = [];
  for (const month of monthsOfPeriod(period)) {
    for (const row of await read(month)) rows.push(row);
    await nextTurn();
  }
  return rows;
}

/** The signings dated in the period, oldest first. */
export function signingsDated(scope: OwnerScope, period: ReportPeriod): Promise<ReportSigning[]> {
  return monthByMonth(period, (month) =>
    scope.find<ReportSigning & { _id: string }>(
      SIGNINGS,
      { AppointmentDateTime: { $gte: `${month.StartDate}T00:00`, $lte: `${month.EndDate}T23:59` } },
      { projection: SIGNING_FIELDS, sort: { AppointmentDateTime: 1 } },
    ),
  );
}

export type ReportPayment = Pick<SigningPayment, 'SigningId' | 'PaymentId' | 'PaidDate' | 'Amount' | 'LoanType'>;

/**
 * The payments dated in the period, whatever their signing's date (money received in January for a
 * December signing is January's): small documents read through the { OwnerId, PaidDate } index.
 */
export function paymentsDated(scope: OwnerScope, period: ReportPeriod): Promise<ReportPayment[]> {
  return monthByMonth(period, (month) =>
    scope.find<ReportPayment & { _id: string }>(
      SIGNING_PAYMENTS,
      { PaidDate: { $gte: month.StartDate, $lte: month.EndDate } },
      { projection: { _id: 0, SigningId: 1, PaymentId: 1, PaidDate: 1, Amount: 1, LoanType: 1 } },
    ),
  );
}

export type ReportExpense = Pick<
  ExpenseFields,
  'Id' | 'Date' | 'Payee' | 'Details' | 'Amount' | 'CategoryKey' | 'CategoryName' | 'ScheduleCLine' | 'AppointmentId' | 'ReceiptHash'
>;

/** The expenses dated in the period, oldest first. */
export function expensesDated(scope: OwnerScope, period: ReportPeriod): Promise<ReportExpense[]> {
  return scope.find<ReportExpense & { _id: string }>(
    EXPENSES,
    { Date: { $gte: period.StartDate, $lte: period.EndDate } },
    {
      projection: {
        _id: 0,
        Id: 1,
        Date: 1,
        Payee: 1,
        Details: 1,
        Amount: 1,
        CategoryKey: 1,
        CategoryName: 1,
        ScheduleCLine: 1,
        AppointmentId: 1,
        ReceiptHash: 1,
      },
      sort: { Date: 1 },
    },
  );
}

export type ReportTrip = Pick<MileageFields, 'Id' | 'Date' | 'Details' | 'Miles'>;

/** The extra-mileage trips driven in the period, oldest first. */
export function tripsDated(scope: OwnerScope, period: ReportPeriod): Promise<ReportTrip[]> {
  return scope.find<ReportTrip & { _id: string }>(
    MILEAGE,
    { Date: { $gte: period.StartDate, $lte: period.EndDate } },
    { projection: { _id: 0, Id: 1, Date: 1, Details: 1, Miles: 1 }, sort: { Date: 1 } },
  );
}
