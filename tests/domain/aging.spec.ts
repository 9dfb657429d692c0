import {
  ageBalances,
  agingBucketOf,
  agingReport,
  daysBetween,
  paidSinceFor,
  paymentTermsFor,
  type AgedBalance,
  type OpenBalance,
  type PaidInvoice,
  type TermsOf,
} from '@notary/domain';

// Receivables aging (issue 13): given open balances, when aged on a day, then each one's due date,
// days past due and bucket; and the report per customer with its totals and average days to pay.

const onNotarysDefault: TermsOf = () => 'Net30';

const balance = (overrides: Partial<OpenBalance> = {}): OpenBalance => ({
  CustomerId: 'c-title',
  CustomerName: 'First American Title',
  InvoiceSent: '2026-01-01',
  SavedDueDate: null,
  Balance: 100,
  ...overrides,
});

function given(balances: OpenBalance[], termsOf: TermsOf = onNotarysDefault) {
  return {
    whenAgedOn(asOf: string) {
      const aged = ageBalances(balances, termsOf, asOf);
      return {
        then: (expected: Array<Partial<AgedBalance>>) => expect(aged).toEqual(expected.map((fields, index) => ({ ...balances[index], ...fields }))),
        aged,
      };
    },
  };
}

/** The local date `days` after `date`. */
const plus = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe('the buckets, at their exact edges', () => {
  // Due on the last day of January: the days past due run over the ends of February and March.
  const due = '2026-01-31';
  it.each([
    [-1, 'Current'],
    [0, 'Current'],
    [1, 'Days1To30'],
    [30, 'Days1To30'],
    [31, 'Days31To60'],
    [60, 'Days31To60'],
    [61, 'Days61To90'],
    [90, 'Days61To90'],
    [91, 'Over90'],
    [400, 'Over90'],
  ] as const)('given a balance due %s days ago, then it is %s', (days, bucket) => {
    const asOf = plus(due, days);
    given([balance({ SavedDueDate: due })])
      .whenAgedOn(asOf)
      .then([{ DueDate: due, DaysPastDue: days, Bucket: bucket }]);
    expect(agingBucketOf(days)).toBe(bucket);
  });

  it('counts calendar days across month ends and a leap day', () => {
    // Due January 31st: 28 days of February 2026, so March 2nd is 30 days late and March 3rd 31.
    given([balance({ SavedDueDate: '2026-01-31' })])
      .whenAgedOn('2026-03-02')
      .then([{ DueDate: '2026-01-31', DaysPastDue: 30, Bucket: 'Days1To30' }]);
    given([balance({ SavedDueDate: '2026-01-31' })])
      .whenAgedOn('2026-03-03')
      .then([{ DueDate: '2026-01-31', DaysPastDue: 31, Bucket: 'Days31To60' }]);
    // 2028 is a leap year: February 29th is one more day.
    expect(daysBetween('2028-01-31', '2028-03-01')).toBe(30);
    expect(daysBetween('2025-12-31', '2026-01-30')).toBe(30);
    expect(daysBetween('2026-04-30', '2026-03-31')).toBe(-30);
  });
});

describe('the due date', () => {
  it("given a saved invoice, then its own due date, whatever the customer's terms are now", () => {
    given([balance({ InvoiceSent: '2026-01-10', SavedDueDate: '2026-01-25' })], () => 'Net45')
      .whenAgedOn('2026-02-24')
      .then([{ DueDate: '2026-01-25', DaysPastDue: 30, Bucket: 'Days1To30' }]);
  });

  it("given an invoice sent without one saved here, then the date it went out plus the customer's terms", () => {
    const termsOf: TermsOf = (customerId) => paymentTermsFor(customerId === 'c-quick' ? 'Net15' : null, 'Net30');
    given(
      [
        balance({ CustomerId: 'c-quick', InvoiceSent: '2026-01-31' }),
        // Net 30 from January 31st is March 2nd (February has 28 days).
        balance({ CustomerId: 'c-title', InvoiceSent: '2026-01-31' }),
        balance({ CustomerId: null, CustomerName: '', InvoiceSent: '2026-01-31' }),
      ],
      termsOf,
    )
      .whenAgedOn('2026-03-02')
      .then([
        { DueDate: '2026-02-15', DaysPastDue: 15, Bucket: 'Days1To30' },
        { DueDate: '2026-03-02', DaysPastDue: 0, Bucket: 'Current' },
        { DueDate: '2026-03-02', DaysPastDue: 0, Bucket: 'Current' },
      ]);
  });

  it('given due on receipt, then it is late from the next day; Net 30 in a leap year ends on March 1st', () => {
    given([balance({ InvoiceSent: '2026-05-31' })], () => 'DueOnReceipt')
      .whenAgedOn('2026-05-31')
      .then([{ DueDate: '2026-05-31', DaysPastDue: 0, Bucket: 'Current' }]);
    given([balance({ InvoiceSent: '2026-05-31' })], () => 'DueOnReceipt')
      .whenAgedOn('2026-06-01')
      .then([{ DueDate: '2026-05-31', DaysPastDue: 1, Bucket: 'Days1To30' }]);
    given([balance({ InvoiceSent: '2028-01-31' })])
      .whenAgedOn('2028-03-01')
      .then([{ DueDate: '2028-03-01', DaysPastDue: 0, Bucket: 'Current' }]);
  });

  it('given a signing whose invoice has not gone out, then it is not invoiced yet, with no due date', () => {
    given([balance({ InvoiceSent: null })])
      .whenAgedOn('2026-03-02')
      .then([{ DueDate: null, DaysPastDue: null, Bucket: 'NotInvoiced' }]);
  });

  it("takes the customer's terms, else the notary's default, else Net 30", () => {
    expect(paymentTermsFor('Net15', 'Net45')).toBe('Net15');
    expect(paymentTermsFor(null, 'Net45')).toBe('Net45');
    expect(paymentTermsFor(undefined, undefined)).toBe('Net30');
  });
});

describe('the report', () => {
  const asOf = '2026-06-30';
  const aged = (balances: OpenBalance[]) => ageBalances(balances, onNotarysDefault, asOf);

  it('given balances of several customers, then one row each, most owed first, with totals in exact cents', () => {
    const report = agingReport(
      aged([
        balance({ CustomerId: 'c-title', SavedDueDate: '2026-07-15', Balance: 0.1 }),
        balance({ CustomerId: 'c-title', SavedDueDate: '2026-06-10', Balance: 0.2 }),
        balance({ CustomerId: 'c-escrow', CustomerName: 'Alamo Escrow', SavedDueDate: '2026-03-01', Balance: 250 }),
        balance({ CustomerId: null, CustomerName: '', SavedDueDate: '2026-05-01', Balance: 75 }),
        balance({ CustomerId: 'c-title', InvoiceSent: null, Balance: 120 }),
        balance({ CustomerId: null, CustomerName: '', InvoiceSent: null, Balance: 30.05 }),
      ]),
      [],
    );
    expect(report.Customers).toEqual([
      {
        CustomerId: 'c-escrow',
        CustomerName: 'Alamo Escrow',
        Current: 0,
        Days1To30: 0,
        Days31To60: 0,
        Days61To90: 0,
        Over90: 250,
        Total: 250,
        SigningCount: 1,
        AverageDaysToPay: null,
      },
      {
        CustomerId: null,
        CustomerName: 'No customer',
        Current: 0,
        Days1To30: 0,
        Days31To60: 75,
        Days61To90: 0,
        Over90: 0,
        Total: 75,
        SigningCount: 1,
        AverageDaysToPay: null,
      },
      {
        CustomerId: 'c-title',
        CustomerName: 'First American Title',
        Current: 0.1,
        Days1To30: 0.2,
        Days31To60: 0,
        Days61To90: 0,
        Over90: 0,
        Total: 0.3,
        SigningCount: 2,
        AverageDaysToPay: null,
      },
    ]);
    expect(report.Totals).toEqual({
      Current: 0.1,
      Days1To30: 0.2,
      Days31To60: 75,
      Days61To90: 0,
      Over90: 250,
      Total: 325.3,
      SigningCount: 4,
      AverageDaysToPay: null,
    });
    // Owed on signings not invoiced yet: apart, never in a bucket.
    expect(report.NotInvoiced).toEqual({ Total: 150.05, SigningCount: 2 });
  });

  it('given invoices paid in full, then the average days from going out to paid, per customer and overall', () => {
    const paid: PaidInvoice[] = [
      { CustomerId: 'c-title', InvoiceSent: '2026-01-31', InvoicePaid: '2026-03-02' },
      { CustomerId: 'c-title', InvoiceSent: '2026-04-01', InvoicePaid: '2026-04-16' },
      // Paid before the invoice went out: it took no time, not negative time.
      { CustomerId: 'c-title', InvoiceSent: '2026-05-10', InvoicePaid: '2026-05-01' },
      { CustomerId: null, InvoiceSent: '2026-02-01', InvoicePaid: '2026-04-02' },
      // A customer that owes nothing now still counts in the overall average.
      { CustomerId: 'c-gone', InvoiceSent: '2026-02-01', InvoicePaid: '2026-02-11' },
    ];
    const report = agingReport(
      aged([
        balance({ CustomerId: 'c-title', SavedDueDate: '2026-07-15' }),
        balance({ CustomerId: 'c-escrow', CustomerName: 'Alamo Escrow', SavedDueDate: '2026-07-15' }),
        balance({ CustomerId: null, CustomerName: '', SavedDueDate: '2026-07-15' }),
      ]),
      paid,
    );
    const average = Object.fromEntries(report.Customers.map((row) => [row.CustomerName, row.AverageDaysToPay]));
    // (30 + 15 + 0) / 3 = 15; February 2026 has 28 days, April 2nd is 60 days after February 1st.
    expect(average).toEqual({ 'First American Title': 15, 'Alamo Escrow': null, 'No customer': 60 });
    // (30 + 15 + 0 + 60 + 10) / 5 = 23.
    expect(report.Totals.AverageDaysToPay).toBe(23);
    expect(
      agingReport(
        [],
        [
          { CustomerId: 'c', InvoiceSent: '2026-01-01', InvoicePaid: '2026-01-11' },
          { CustomerId: 'c', InvoiceSent: '2026-01-01', InvoicePaid: '2026-01-12' },
          { CustomerId: 'c', InvoiceSent: '2026-01-01', InvoicePaid: '2026-01-12' },
        ],
      ).Totals.AverageDaysToPay,
    ).toBe(10.7);
  });

  it('given nothing owed, then empty rows and zero totals', () => {
    expect(agingReport([], [])).toEqual({
      Customers: [],
      Totals: { Current: 0, Days1To30: 0, Days31To60: 0, Days61To90: 0, Over90: 0, Total: 0, SigningCount: 0, AverageDaysToPay: null },
      NotInvoiced: { Total: 0, SigningCount: 0 },
    });
  });

  it('averages over the year before the day asked about', () => {
    expect(paidSinceFor('2026-06-30')).toBe('2025-06-30');
    expect(paidSinceFor('2028-03-01')).toBe('2027-03-02');
  });
});
