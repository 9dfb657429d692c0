import type { AppointmentTypeSummary, BudgetActuals, CustomerSummary, Report } from '@notary/contracts';
import { ApiClient, signingBody } from '../support/api-client';
import { startTestApp, type TestApp } from '../support/test-app';

// Analytics and the budget planner's actuals (issue 15): spec 001 §3's shapes, the year filter,
// one notary's figures only, and a seeded year whose analytics equal the reports' figures (signing
// type, customer, profit and loss) and the dashboard's summary, to the cent.
const YEAR = 2025;
const AS_OF = `${YEAR + 1}-01-20`;

let app: TestApp;
let ann: ApiClient;
let bob: ApiClient;
let renamedCustomer: { Id: string; Name: string };

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
const date = (month: number, day: number, year = YEAR) => `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

const typeSummary = async (client: ApiClient, year = YEAR): Promise<AppointmentTypeSummary> => {
  const answer = await client.get(`/api/appointmentapi/appointmenttypesummary/${year}`);
  expect(answer.status).toBe(200);
  return answer.body;
};
const customerSummary = async (client: ApiClient, year = YEAR): Promise<CustomerSummary> => {
  const answer = await client.get(`/api/appointmentapi/customersummary/${year}`);
  expect(answer.status).toBe(200);
  return answer.body;
};
const report = async (kind: string): Promise<Report> => {
  const answer = await ann.get(`/api/reportapi/${kind}?Year=${YEAR}&AsOf=${AS_OF}`);
  expect(answer.status).toBe(200);
  return answer.body;
};

beforeAll(async () => {
  app = await startTestApp({ env: { TRIAL_SIGNINGS: '1000' } });
  ann = new ApiClient(app.url);
  await ann.register('analytics@example.com');
  bob = new ApiClient(app.url);
  await bob.register('analytics-other@example.com');

  const next = random(20_250_615);
  const customers: Array<{ Id: string; Name: string }> = [];
  for (const Name of ['First American Title', 'Alamo Escrow', 'Signing Pros']) customers.push((await ann.post('/api/customerapi/save', { Name })).body);
  // Loan signings, notarial acts, other work, and signings without a type of work.
  const types = [1, 2, 6, 10, 11, 15, 16, null];
  const signingIds: string[] = [];
  for (let n = 0; n < 40; n++) {
    const amount = Math.round(next() * 20_000) / 100 + 15;
    const when = date(1 + Math.floor(next() * 12), 1 + Math.floor(next() * 28));
    const pays = next();
    const saved = await ann.post(
      '/api/appointmentapi/save',
      signingBody({
        LastName: `Signer${n}`,
        AppointmentDate: when,
        LoanType: types[n % types.length],
        CustomerId: n % 5 === 4 ? null : customers[n % 3]!.Id,
        Amount: amount,
        InvoicePaid: pays < 0.5 ? when : null,
        Payments: pays < 0.5 ? [{ PaidDate: when, Amount: amount }] : pays < 0.7 ? [{ PaidDate: when, Amount: 20 }] : [],
      }),
    );
    if (saved.status !== 200) throw new Error(JSON.stringify(saved.body));
    signingIds.push(saved.body.Id);
  }
  // Outside the year on both sides: the year before, and the month of AsOf (the budget's "this month").
  await ann.post('/api/appointmentapi/save', signingBody({ LastName: 'Before', AppointmentDate: date(12, 20, YEAR - 1), Amount: 175, LoanType: 1 }));
  await ann.post('/api/appointmentapi/save', signingBody({ LastName: 'After', AppointmentDate: date(1, 5, YEAR + 1), Amount: 150, LoanType: 1 }));

  const expenseTypes = [1, 2, 6, 12, 16, 20, 22, -1];
  for (let n = 0; n < 20; n++) {
    const saved = await ann.post('/api/expenseapi/save', {
      Date: date(1 + Math.floor(next() * 12), 1 + Math.floor(next() * 28)),
      Payee: `Payee ${n % 5}`,
      Details: `Expense ${n}`,
      Amount: Math.round(next() * 6_000) / 100 + 1.01,
      CategoryKey: expenseTypes[n % expenseTypes.length],
      // Some are for a signing; the rule shares every expense alike.
      AppointmentId: n % 4 === 0 ? signingIds[n] : null,
    });
    expect(saved.status).toBe(200);
  }
  await ann.post('/api/expenseapi/save', { Date: date(12, 31, YEAR - 1), Payee: 'Outside', Amount: 999, CategoryKey: 1 });

  // A customer renamed after its signings were saved: the analytics name it as it is now.
  renamedCustomer = (await ann.post('/api/customerapi/save', { ...customers[1], Name: 'Alamo Escrow & Title' })).body;

  await bob.post('/api/appointmentapi/save', signingBody({ LastName: 'BobsOwn', AppointmentDate: date(5, 5), Amount: 999, LoanType: 1 }));
  await bob.post('/api/expenseapi/save', { Date: date(5, 6), Payee: 'Bob', Amount: 50, CategoryKey: 1 });
}, 120_000);
afterAll(() => app.close());

describe('analytics by type of work and by customer (spec 001 §3)', () => {
  it('answers categories of types of work and customers, each with twelve months of billed and profit', async () => {
    const byType = await typeSummary(ann);
    expect(byType.Year).toBe(YEAR);
    expect(byType.Totals.map((month) => month.Title)).toEqual(['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']);
    expect(byType.Categories.map((category) => category.Title)).toEqual(
      expect.arrayContaining(['LOAN SIGNING WORK', 'SPECIALTY/GENERAL NOTARY WORK', 'OTHER TYPES OF WORK', 'No category']),
    );
    const loans = byType.Categories.find((category) => category.Id === 2)!;
    expect(loans.AppointmentTypes.map((type) => type.Title).sort()).toEqual(['Loan Signing', 'Purchase - Buyer', 'Refinance']);
    for (const type of loans.AppointmentTypes) {
      expect(type.Totals).toHaveLength(12);
      expect(Object.keys(type.Totals[0]!).sort()).toEqual(['AmountPaid', 'AppointmentCount', 'ExpenseAmount', 'Profit', 'Title', 'TotalAmount']);
    }
    expect(byType.Categories.find((category) => category.Id === 0)!.AppointmentTypes.map((type) => [type.Id, type.Title])).toEqual([[null, 'No type of work']]);
    // Most billed first.
    const billed = byType.Categories.map((category) => category.TotalAmount);
    expect(billed).toEqual([...billed].sort((a, b) => b - a));
    expect(byType.ExpenseSummary.Totals.length).toBeGreaterThan(3);

    const byCustomer = await customerSummary(ann);
    expect(byCustomer.Customers.map((customer) => customer.Name).sort()).toEqual([
      'Alamo Escrow & Title',
      'First American Title',
      'No customer',
      'Signing Pros',
    ]);
    expect(byCustomer.Customers.find((customer) => customer.Id === renamedCustomer.Id)!.Name).toBe('Alamo Escrow & Title');
    for (const customer of byCustomer.Customers) {
      expect(customer.MonthlyTotals).toHaveLength(12);
      expect(customer.TotalAmount).toBe(sum(customer.MonthlyTotals.map((month) => month.TotalAmount)));
    }
  });

  it('equal the Signing Type and Customer reports, row by row, and the dashboard summary month by month', async () => {
    const [byType, byCustomer, signingType, customers] = await Promise.all([typeSummary(ann), customerSummary(ann), report('signingtype'), report('customer')]);
    expect(signingType.Totals).toMatchObject({ Signings: byType.AppointmentCount, Billed: byType.TotalAmount, Paid: byType.AmountPaid });
    const typeRows = signingType.Tables[0]!.Rows;
    const analyticsTypes = byType.Categories.flatMap((category) => category.AppointmentTypes.map((type) => ({ ...type, Category: category.Title })));
    expect(analyticsTypes).toHaveLength(typeRows.length);
    for (const row of typeRows) {
      const type = analyticsTypes.find((candidate) => candidate.Title === row.TypeOfWork && candidate.Category === row.Category)!;
      expect([type.AppointmentCount, type.TotalAmount, type.AmountPaid]).toEqual([row.Signings, row.Billed, row.Paid]);
    }
    for (const row of signingType.Tables[1]!.Rows) {
      const category = byType.Categories.find((candidate) => candidate.Title === row.Category)!;
      expect([category.AppointmentCount, category.TotalAmount, category.AmountPaid]).toEqual([row.Signings, row.Billed, row.Paid]);
    }

    const customerRows = customers.Tables[0]!.Rows;
    expect(byCustomer.Customers).toHaveLength(customerRows.length);
    for (const row of customerRows) {
      const customer = byCustomer.Customers.find((candidate) => candidate.Name === row.Customer)!;
      expect([customer.AppointmentCount, customer.TotalAmount, customer.AmountPaid]).toEqual([row.Signings, row.Billed, row.Paid]);
    }
    expect([byCustomer.AppointmentCount, byCustomer.TotalAmount, byCustomer.AmountPaid]).toEqual([
      byType.AppointmentCount,
      byType.TotalAmount,
      byType.AmountPaid,
    ]);

    const dashboard = (await ann.query('/api/appointmentapi/summary', { Year: YEAR, CategoryTypes: [] })).body;
    expect([byType.AppointmentCount, byType.TotalAmount, byType.AmountPaid]).toEqual([dashboard.AppointmentCount, dashboard.TotalAmount, dashboard.AmountPaid]);
    for (const summary of [byType.Totals, byCustomer.Totals]) {
      expect(summary.map((month) => [month.Title, month.AppointmentCount, month.TotalAmount, month.AmountPaid])).toEqual(
        dashboard.Totals.map((line: any) => [line.Title, line.AppointmentCount, line.TotalAmount, line.AmountPaid]),
      );
    }
    // A category alone, as the dashboard filters it.
    const loans = (await ann.query('/api/appointmentapi/summary', { Year: YEAR, CategoryTypes: [2] })).body;
    expect(byType.Categories.find((category) => category.Id === 2)!.Totals.map((month) => month.TotalAmount)).toEqual(
      loans.Totals.map((line: any) => line.TotalAmount),
    );
  });

  it('take profit as billed less expenses, the expenses shared by what each part billed, adding up month by month', async () => {
    const [byType, byCustomer, expense, pnl] = await Promise.all([typeSummary(ann), customerSummary(ann), report('expense'), report('pnl')]);
    const dashboardExpenses = (await ann.get(`/api/appointmentapi/expensessummary/${YEAR}`)).body;
    expect(byType.ExpenseSummary).toEqual(dashboardExpenses);
    expect(byCustomer.ExpenseSummary).toEqual(dashboardExpenses);
    expect(byType.ExpenseAmount).toBe(expense.Totals.Total);
    expect(byType.TotalAmount).toBe(pnl.Totals.Income);
    expect(byType.Profit).toBe(sum([byType.TotalAmount, -byType.ExpenseAmount]));
    expect(byCustomer.Profit).toBe(byType.Profit);

    const parts = [byType.Categories, byType.Categories.flatMap((category) => category.AppointmentTypes), byCustomer.Customers];
    for (const lines of parts) {
      expect(sum(lines.map((line) => line.Profit))).toBe(byType.Profit);
      for (let month = 0; month < 12; month++) {
        const months = lines.map((line) => ('Totals' in line ? line.Totals : line.MonthlyTotals)[month]!);
        expect(sum(months.map((line) => line.ExpenseAmount))).toBe(byType.Totals[month]!.ExpenseAmount);
        expect(sum(months.map((line) => line.Profit))).toBe(byType.Totals[month]!.Profit);
      }
    }
    // In proportion to billed: the most billed category carries the most expenses.
    const [first, second] = byType.Categories;
    expect(first!.ExpenseAmount).toBeGreaterThanOrEqual(second!.ExpenseAmount);
    expect(first!.ExpenseAmount / byType.ExpenseAmount).toBeCloseTo(first!.TotalAmount / byType.TotalAmount, 2);
  });

  it('count each year apart, and a year without signings answers empty', async () => {
    const before = await typeSummary(ann, YEAR - 1);
    expect(before.Categories.map((category) => [category.Title, category.AppointmentCount, category.TotalAmount])).toEqual([['LOAN SIGNING WORK', 1, 175]]);
    expect(before.ExpenseAmount).toBe(999);
    expect(before.Profit).toBe(-824);
    const empty = await customerSummary(ann, 2015);
    expect(empty).toMatchObject({ Year: 2015, Customers: [], AppointmentCount: 0, TotalAmount: 0, ExpenseAmount: 0, Profit: 0 });
    expect((await ann.get('/api/appointmentapi/customersummary/last-year')).status).toBe(400);
  });

  it('show another notary only their own', async () => {
    const [byType, byCustomer] = await Promise.all([typeSummary(bob), customerSummary(bob)]);
    expect(byType).toMatchObject({ AppointmentCount: 1, TotalAmount: 999, ExpenseAmount: 50, Profit: 949 });
    expect(byType.Categories.flatMap((category) => category.AppointmentTypes.map((type) => type.Title))).toEqual(['Refinance']);
    expect(byCustomer.Customers.map((customer) => [customer.Name, customer.TotalAmount])).toEqual([['No customer', 999]]);
  });

  it('follow a signing moved to another month, type of work and customer, and one deleted', async () => {
    const client = new ApiClient(app.url);
    await client.register('analytics-moves@example.com');
    const customer = (await client.post('/api/customerapi/save', { Name: 'Lone Star Title' })).body;
    const saved = (await client.post('/api/appointmentapi/save', signingBody({ AppointmentDate: date(3, 5), LoanType: 1, Amount: 125 }))).body;
    await client.post('/api/appointmentapi/save', signingBody({ AppointmentDate: date(4, 5), LoanType: 10, Amount: 15 }));
    let summary = await typeSummary(client);
    expect(summary.Totals[2]!.TotalAmount).toBe(125);
    await client.post('/api/appointmentapi/save', { ...saved, AppointmentDate: date(6, 5), LoanType: 16, CustomerId: customer.Id, Amount: 130 });
    summary = await typeSummary(client);
    expect(summary.Totals[2]!.TotalAmount).toBe(0);
    expect(summary.Totals[5]!.TotalAmount).toBe(130);
    expect(summary.Categories.map((category) => [category.Title, category.AppointmentTypes.map((type) => type.Title)])).toEqual([
      ['OTHER TYPES OF WORK', ['Fingerprinting']],
      ['SPECIALTY/GENERAL NOTARY WORK', ['Acknowledgment']],
    ]);
    expect((await customerSummary(client)).Customers.map((c) => [c.Name, c.TotalAmount])).toEqual([
      ['Lone Star Title', 130],
      ['No customer', 15],
    ]);
    expect((await client.post(`/api/appointmentapi/delete/${saved.Id}`)).status).toBe(200);
    expect((await customerSummary(client)).Customers.map((c) => c.Name)).toEqual(['No customer']);
  });
});

describe('the budget planner’s actuals', () => {
  it('give the twelve whole months before AsOf and that month so far, from the same figures as the analytics', async () => {
    const answer = await ann.get(`/api/appointmentapi/budgetactuals?AsOf=${AS_OF}`);
    expect(answer.status).toBe(200);
    const actuals: BudgetActuals = answer.body;
    const byType = await typeSummary(ann);
    expect(actuals.Months.map((month) => month.Title)).toEqual(byType.Totals.map((month) => `${month.Title} ${YEAR}`));
    expect(actuals.Months.map((month) => [month.AppointmentCount, month.TotalAmount, month.AmountPaid, month.ExpenseAmount])).toEqual(
      byType.Totals.map((month) => [month.AppointmentCount, month.TotalAmount, month.AmountPaid, month.ExpenseAmount]),
    );
    expect(actuals).toMatchObject({ TotalAmount: byType.TotalAmount, ExpenseAmount: byType.ExpenseAmount, AppointmentCount: byType.AppointmentCount });
    expect(actuals.ThisMonth).toMatchObject({ Title: `Jan ${YEAR + 1}`, AppointmentCount: 1, TotalAmount: 150 });

    const midYear = (await ann.get(`/api/appointmentapi/budgetactuals?AsOf=${YEAR}-03-31`)).body as BudgetActuals;
    expect(midYear.Months[0]!.Title).toBe(`Mar ${YEAR - 1}`);
    expect(midYear.Months[11]!.Title).toBe(`Feb ${YEAR}`);
    expect(midYear.Months[9]).toMatchObject({ Title: `Dec ${YEAR - 1}`, TotalAmount: 175, ExpenseAmount: 999 });
    expect((await ann.get('/api/appointmentapi/budgetactuals?AsOf=2025-13-01')).status).toBe(400);
    expect((await bob.get(`/api/appointmentapi/budgetactuals?AsOf=${AS_OF}`)).body.TotalAmount).toBe(999);
  });
});
