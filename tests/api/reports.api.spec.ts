import type { Report } from '@notary/contracts';
import { REPORT_KINDS } from '@notary/contracts/wire-values';
import { ApiClient, signingBody } from '../support/api-client';
import { startTestApp, type TestApp } from '../support/test-app';

// Reports (issue 14): every report's figures reconcile with the lists and the dashboard, for a
// seeded year; each table's totals are the sums of its rows; another notary sees only their own.
const YEAR = 2025;
const AS_OF = '2026-01-20';

let app: TestApp;
let ann: ApiClient;
let bob: ApiClient;

/** A small deterministic generator, so the seeded year is the same on every run. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const cents = (dollars: number) => Math.round(dollars * 100);
const sum = (values: number[]) => values.reduce((total, value) => total + cents(value), 0) / 100;
const report = async (client: ApiClient, kind: string, query = `Year=${YEAR}&AsOf=${AS_OF}`): Promise<Report> => {
  const answer = await client.get(`/api/reportapi/${kind}?${query}`);
  expect(answer.status).toBe(200);
  return answer.body;
};

beforeAll(async () => {
  app = await startTestApp({ env: { TRIAL_SIGNINGS: '1000' } });
  ann = new ApiClient(app.url);
  await ann.register('reports@example.com');
  bob = new ApiClient(app.url);
  await bob.register('reports-other@example.com');

  const next = random(20_251_231);
  const customers: string[] = [];
  for (const Name of ['First American Title', 'Alamo Escrow', 'Signing Pros']) {
    customers.push((await ann.post('/api/customerapi/save', { Name })).body.Id);
  }
  // Loan signings (not notarial fees), notarial acts (acknowledgment, jurat) and other work.
  const types = [1, 2, 6, 10, 11, 15, 16];
  for (let n = 0; n < 36; n++) {
    const month = 1 + Math.floor(next() * 12);
    const day = 1 + Math.floor(next() * 28);
    const date = `${YEAR}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
    const amount = Math.round(next() * 20_000) / 100 + 15;
    const pays = next();
    const paidDate = new Date(Date.parse(`${date}T00:00:00Z`) + (10 + Math.floor(next() * 50)) * 86_400_000).toISOString().slice(0, 10);
    const full = pays < 0.5;
    const partial = pays >= 0.5 && pays < 0.7;
    const miles = next() < 0.5 ? 1 + Math.floor(next() * 60) : 0;
    const saved = await ann.post(
      '/api/appointmentapi/save',
      signingBody({
        LastName: `Signer${n}`,
        AppointmentDate: date,
        LoanType: types[n % types.length],
        CustomerId: n % 4 === 3 ? null : customers[n % 3],
        Amount: amount,
        InvoiceSent: next() < 0.8 ? date : null,
        InvoicePaid: full ? paidDate : null,
        Payments: full
          ? [{ PaidDate: paidDate, Amount: amount, CheckNumber: `${1000 + n}` }]
          : partial
            ? [{ PaidDate: paidDate, Amount: 20, CheckNumber: '' }]
            : [],
        StartMileage: miles ? 0 : null,
        EndMileage: miles || null,
      }),
    );
    if (saved.status !== 200) throw new Error(JSON.stringify(saved.body));
  }
  // Paid in January of the year for a signing of the year before: received this year.
  await ann.post(
    '/api/appointmentapi/save',
    signingBody({
      LastName: 'LastYear',
      AppointmentDate: `${YEAR - 1}-12-20`,
      Amount: 175,
      LoanType: 1,
      InvoicePaid: `${YEAR}-01-08`,
      Payments: [{ PaidDate: `${YEAR}-01-08`, Amount: 175 }],
    }),
  );
  // Paid in the next January: billed this year, received the next.
  await ann.post(
    '/api/appointmentapi/save',
    signingBody({
      LastName: 'NextYear',
      AppointmentDate: `${YEAR}-12-29`,
      Amount: 150,
      LoanType: 1,
      InvoicePaid: `${YEAR + 1}-01-05`,
      Payments: [{ PaidDate: `${YEAR + 1}-01-05`, Amount: 150 }],
    }),
  );

  const expenseTypes = [1, 2, 6, 12, 16, 17, 20, 20, 22, -1];
  for (let n = 0; n < 25; n++) {
    const month = 1 + Math.floor(next() * 12);
    const saved = await ann.post('/api/expenseapi/save', {
      Date: `${YEAR}-${String(month).padStart(2, '0')}-${String(1 + Math.floor(next() * 28)).padStart(2, '0')}`,
      Payee: `Payee ${n % 7}`,
      Details: n === 3 ? '=HYPERLINK("http://evil.example")' : `Expense ${n}`,
      Amount: Math.round(next() * 6_000) / 100 + 1.01,
      CategoryKey: expenseTypes[n % expenseTypes.length],
    });
    expect(saved.status).toBe(200);
  }
  await ann.post('/api/expenseapi/save', { Date: `${YEAR - 1}-12-31`, Payee: 'Outside', Amount: 999, CategoryKey: 1 });
  for (let n = 0; n < 8; n++) {
    const saved = await ann.post('/api/mileageapi/save', {
      Date: `${YEAR}-${String(1 + n).padStart(2, '0')}-15`,
      Details: `Trip ${n}`,
      StartMileage: 1000 * n,
      EndMileage: 1000 * n + 1 + Math.floor(next() * 80),
    });
    expect(saved.status).toBe(200);
  }
  await ann.post('/api/mileageapi/save', { Date: `${YEAR + 1}-01-02`, Details: 'Next year', StartMileage: 0, EndMileage: 50 });

  // Bob has one signing of his own, paid.
  await bob.post(
    '/api/appointmentapi/save',
    signingBody({
      LastName: 'BobsOwn',
      AppointmentDate: `${YEAR}-05-05`,
      Amount: 999,
      InvoicePaid: `${YEAR}-05-06`,
      Payments: [{ PaidDate: `${YEAR}-05-06`, Amount: 999 }],
    }),
  );
}, 120_000);
afterAll(() => app.close());

describe('reports reconcile with the lists and the dashboard', () => {
  let signings: any[];
  let allSignings: any[];

  beforeAll(async () => {
    signings = (await ann.query('/api/appointmentapi/getpage', { PageNumber: 1, PageSize: 500, Year: YEAR })).body.Appointments;
    allSignings = (await ann.query('/api/appointmentapi/getpage', { PageNumber: 1, PageSize: 500, Year: 'All' })).body.Appointments;
    expect(signings).toHaveLength(37);
  });

  it('income: billed, paid and balance equal the dashboard summary, month by month, and the signings list', async () => {
    const income = await report(ann, 'income');
    const dashboard = (await ann.query('/api/appointmentapi/summary', { Year: YEAR, CategoryTypes: [] })).body;
    expect(income.Totals).toMatchObject({
      Billed: dashboard.TotalAmount,
      Paid: dashboard.AmountPaid,
      Balance: dashboard.AmountUnpaid,
      Signings: dashboard.AppointmentCount,
    });
    const months = income.Tables[0]!.Rows;
    expect(months.map((row) => [row.Billed, row.Paid, row.Balance, row.Signings])).toEqual(
      dashboard.Totals.map((line: any) => [line.TotalAmount, line.AmountPaid, line.AmountUnpaid, line.AppointmentCount]),
    );
    expect(income.Totals.Billed).toBe(sum(signings.map((s) => s.Amount ?? 0)));
    expect(income.Totals.Paid).toBe(sum(signings.map((s) => s.AmountPaid)));
    expect(income.Totals.Balance).toBe(sum(signings.map((s) => s.Balance)));
    const received = allSignings.flatMap((s) => s.Payments).filter((p: any) => p.PaidDate?.startsWith(`${YEAR}-`));
    expect(income.Totals.Received).toBe(sum(received.map((p: any) => p.Amount)));
    // The signing of the year before paid in January counts as received, not billed; the one paid next January the other way round.
    expect(received.some((p: any) => p.Amount === 175)).toBe(true);
  });

  it('unpaid, by type of work and by customer add up to the same billed, paid and owed', async () => {
    const [income, unpaid, byType, byCustomer] = await Promise.all(['income', 'unpaid', 'signingtype', 'customer'].map((kind) => report(ann, kind)));
    expect(unpaid.Totals.Balance).toBe(income.Totals.Balance);
    expect(unpaid.Totals.OpenSignings).toBe(signings.filter((s) => s.Balance > 0).length);
    for (const totals of [byType.Totals, byCustomer.Totals]) {
      expect(totals).toMatchObject({
        Billed: income.Totals.Billed,
        Paid: income.Totals.Paid,
        Balance: income.Totals.Balance,
        Signings: income.Totals.Signings,
      });
    }
    const refinances = signings.filter((s) => s.LoanType === 1);
    const refinanceRow = byType.Tables[0]!.Rows.find((row) => row.TypeOfWork === 'Refinance')!;
    expect(refinanceRow).toMatchObject({ Signings: refinances.length, Billed: sum(refinances.map((s) => s.Amount)) });
    const noCustomer = byCustomer.Tables[0]!.Rows.find((row) => row.Customer === 'No customer')!;
    expect(noCustomer.Signings).toBe(signings.filter((s) => !s.CustomerId).length);
    const oldest = unpaid.Tables[1]!.Rows.reduce((max, row) => Math.max(max, row.AgeDays as number), 0);
    expect(oldest).toBeGreaterThan(20);
  });

  it('expense: the total equals the expense list and the dashboard’s expense summary', async () => {
    const expense = await report(ann, 'expense');
    const list = (await ann.query('/api/expenseapi/getpage', { PageNumber: 1, PageSize: 100, Year: YEAR })).body;
    const dashboard = (await ann.get(`/api/appointmentapi/expensessummary/${YEAR}`)).body;
    expect(expense.Totals.Total).toBe(list.TotalAmount);
    expect(expense.Totals.Total).toBe(dashboard.TotalAmount);
    expect(expense.Totals.Expenses).toBe(list.TotalCount);
    // Meals (type 20, line 24b) are half deductible; everything else in full.
    const meals = list.Expenses.filter((e: any) => e.CategoryKey === 20);
    const mealLine = expense.Tables[1]!.Rows.find((row) => row.Line === '24b')!;
    expect(mealLine.Spent).toBe(sum(meals.map((e: any) => e.Amount)));
    expect(mealLine.Deductible).toBe(sum(meals.map((e: any) => Math.round(e.Amount * 50) / 100)));
    expect(expense.Totals.Deductible).toBe(sum([expense.Totals.Total!, -mealLine.Spent!, mealLine.Deductible as number]));
    for (const row of dashboard.Totals) {
      expect(expense.Tables[0]!.Rows.filter((r) => r.Type === row.Title).reduce((t, r) => t + cents(r.Amount as number), 0) / 100).toBe(row.TotalAmount);
    }
  });

  it('mileage: trips, signing miles and the deduction equal the mileage list’s year', async () => {
    const mileage = await report(ann, 'mileage');
    const list = (await ann.query('/api/mileageapi/getpage', { PageNumber: 1, PageSize: 100, Year: YEAR })).body;
    expect(mileage.Totals).toMatchObject({
      TripMiles: list.TripMiles,
      SigningMiles: list.SigningMiles,
      Miles: list.TotalMiles,
      Deduction: list.TotalDeduction,
    });
    expect(mileage.Tables[0]!.Rows.map((row) => row.RateCents)).toEqual([70]);
  });

  it('profit and loss, tax and tax summary agree with each other and with the reports they draw on', async () => {
    const [income, expense, mileage, pnl, tax, summary] = await Promise.all(
      ['income', 'expense', 'mileage', 'pnl', 'tax', 'summary'].map((kind) => report(ann, kind)),
    );
    expect(pnl.Totals).toEqual({
      Income: income.Totals.Billed,
      Expenses: expense.Totals.Deductible,
      MileageDeduction: mileage.Totals.Deduction,
      NetProfit: sum([income.Totals.Billed!, -expense.Totals.Deductible!, -mileage.Totals.Deduction!]),
    });
    expect(tax.Totals).toMatchObject({
      GrossReceipts: income.Totals.Received,
      Expenses: expense.Totals.Deductible,
      MileageDeduction: mileage.Totals.Deduction,
      NetProfit: sum([income.Totals.Received!, -expense.Totals.Deductible!, -mileage.Totals.Deduction!]),
    });
    // Notarial fees: acknowledgments (10) and jurats (11), as received in the year.
    const notarial = allSignings
      .filter((s) => s.LoanType === 10 || s.LoanType === 11)
      .flatMap((s) => s.Payments)
      .filter((p: any) => p.PaidDate?.startsWith(`${YEAR}-`));
    expect(tax.Totals.NotarialFees).toBe(sum(notarial.map((p: any) => p.Amount)));
    const net = tax.Totals.NetProfit!;
    expect(net).toBeGreaterThan(500);
    const subject = net - Math.round(net * (tax.Totals.NotarialFees! / tax.Totals.GrossReceipts!) * 100) / 100;
    expect(tax.Totals.SelfEmploymentTax).toBeCloseTo(subject * 0.9235 * 0.153, 1);
    expect(tax.Notes[0]).toMatch(/estimate/);
    const dueDates = tax.Tables.find((t) => t.Title.startsWith('Estimated tax payments'))!.Rows.map((row) => row.Due);
    expect(dueDates).toEqual(['2025-04-15', '2025-06-16', '2025-09-15', '2026-01-15']);
    for (const key of ['GrossReceipts', 'Expenses', 'MileageDeduction', 'NetProfit', 'SelfEmploymentTax']) expect(summary.Totals[key]).toBe(tax.Totals[key]);
    const quarters = summary.Tables[0]!;
    expect(quarters.Rows).toHaveLength(4);
    expect(quarters.Totals!.Values).toMatchObject({ Billed: income.Totals.Billed, Received: income.Totals.Received, NetProfit: tax.Totals.NetProfit });
  });

  it('every table’s totals row is the sum of its rows', async () => {
    for (const kind of REPORT_KINDS) {
      for (const t of (await report(ann, kind)).Tables) {
        for (const [key, total] of Object.entries(t.Totals?.Values ?? {})) {
          const column = t.Columns.find((c) => c.Key === key)!;
          const values = t.Rows.map((row) => (row[key] as number) ?? 0);
          const expected = column.Kind === 'miles' ? Math.round(values.reduce((a, b) => a + b, 0) * 10) / 10 : sum(values);
          expect({ kind, table: t.Title, key, total }).toEqual({ kind, table: t.Title, key, total: expected });
        }
      }
    }
  });
});

describe('GET /api/reportapi/{kind}', () => {
  it('covers a range of dates as well as a year', async () => {
    const q1 = await report(ann, 'income', `StartDate=${YEAR}-01-01&EndDate=${YEAR}-03-31`);
    expect(q1.Period).toEqual({ StartDate: `${YEAR}-01-01`, EndDate: `${YEAR}-03-31`, Label: `Jan 1, ${YEAR} – Mar 31, ${YEAR}` });
    expect(q1.Tables[0]!.Rows.map((row) => row.Month)).toEqual(['Jan', 'Feb', 'Mar']);
    const summary = (await ann.query('/api/appointmentapi/summary', { Year: YEAR, CategoryTypes: [] })).body;
    expect(q1.Totals.Billed).toBe(sum(summary.Totals.slice(0, 3).map((line: any) => line.TotalAmount)));
  });

  it('shows another notary only their own figures', async () => {
    const income = await report(bob, 'income');
    expect(income.Totals).toMatchObject({ Billed: 999, Paid: 999, Signings: 1, Received: 999 });
    const expense = await report(bob, 'expense');
    expect(expense.Totals.Total).toBe(0);
    const unpaid = await report(bob, 'unpaid');
    expect(JSON.stringify(unpaid)).not.toContain('Signer0');
  });

  it('answers a PDF, a workbook and a CSV of the same report', async () => {
    const pdf = await ann.bytes('GET', `/api/reportapi/tax?Year=${YEAR}&format=pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toBe(`inline; filename="tax-report-${YEAR}.pdf"`);
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const xlsx = await ann.bytes('GET', `/api/reportapi/expense?Year=${YEAR}&format=xlsx`);
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers.get('content-disposition')).toBe(`attachment; filename="expense-report-${YEAR}.xlsx"`);
    expect(xlsx.bytes.subarray(0, 2).toString()).toBe('PK');
    const csv = await ann.bytes('GET', `/api/reportapi/expense?Year=${YEAR}&format=csv`);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const text = csv.bytes.toString('utf8');
    // A formula typed into an expense stays text in the CSV.
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(text).not.toMatch(/(^|,)=HYPERLINK/m);
  });

  it('refuses what is not a report or not a period', async () => {
    expect((await ann.get('/api/reportapi/payroll?Year=2025')).status).toBe(404);
    const noEnd = await ann.get('/api/reportapi/income?StartDate=2025-01-01');
    expect(noEnd.status).toBe(400);
    expect(JSON.stringify(noEnd.body)).toContain('StartDate and EndDate go together');
    expect((await ann.get('/api/reportapi/income?StartDate=2025-03-01&EndDate=2025-01-01')).status).toBe(400);
    expect((await ann.get('/api/reportapi/income?Year=twenty')).status).toBe(400);
    expect((await ann.get('/api/reportapi/income?Year=2025&format=docx')).status).toBe(400);
    expect((await new ApiClient(app.url).get('/api/reportapi/income?Year=2025')).status).toBe(401);
  });
});
