import type { Locator, Page } from 'playwright-core';
import { signingBody } from '../support/api-client';
import * as path from 'node:path';
import {
  BROWSER_TEST_TIMEOUT_MS,
  eventually,
  logInThroughUi,
  mainMenu,
  openMenuGroup,
  screenshot as viewportShot,
  SCREENSHOT_DIR,
  seedNotary,
  waitForPath,
} from './support/browser';
import { useBrowser } from './support/harness';

// Analytics and the budget planner (issue 15): a notary opens Business Analytics from the Business
// Center, sees the charts beside their figures, switches between summary and detailed and between
// years, sorts the table; opens Customer Analytics; and plans a budget from the last twelve months.
jest.setTimeout(BROWSER_TEST_TIMEOUT_MS * 3);

const SPEC = 'analytics';
const session = useBrowser();

const cents = (dollars: number) => Math.round(dollars * 100);
const usd = (dollars: number) => `$${(cents(dollars) / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The first of the month `back` months before today's, at `day`. */
function monthsAgo(back: number, day = 10): string {
  const today = new Date();
  const date = new Date(today.getFullYear(), today.getMonth() - back, day);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** A figure of the page's figures card ("Billed" → "$375.00"). */
async function figure(page: Page, label: string, region = 'Figures'): Promise<string> {
  const item = page
    .getByRole('region', { name: region })
    .locator('.analytics-figure')
    .filter({
      has: page.getByRole('term').getByText(label, { exact: true }),
    });
  return (await item.getByRole('definition').first().innerText()).trim();
}

/** A table's body rows as arrays of cell texts (the row's name first). */
async function rowsOf(table: Locator): Promise<string[][]> {
  return table.evaluate((element) =>
    Array.from((element as any).querySelectorAll('tbody tr') as ArrayLike<any>, (row) =>
      Array.from(row.querySelectorAll('th, td') as ArrayLike<any>, (cell) => String(cell.innerText ?? cell.textContent).trim()),
    ),
  );
}

/** The view is kept in the address: the radio shows it checked once the navigation has happened. */
async function chooseView(page: Page, name: string): Promise<void> {
  const radio = page.getByRole('radio', { name });
  await radio.click();
  await eventually(async () => expect(await radio.isChecked()).toBe(true));
}

/** The window as the notary sees it, and the whole page below it (charts and tables further down). */
async function screenshot(page: Page, spec: string, step: string): Promise<void> {
  await viewportShot(page, spec, step);
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${spec}-${step}-full.png`), fullPage: true, animations: 'disabled' });
}

const noHorizontalScroll = async (page: Page) =>
  expect(await page.locator('html').evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(1);

describe('analytics and the budget planner', () => {
  it('show the year by category and by type of work, by customer, and plan from the last twelve months', async () => {
    const notary = await seedNotary(session.app, 'analytics');
    const api = notary.api;
    const first = (await api.post('/api/customerapi/save', { Name: 'First American Title' })).body;
    const alamo = (await api.post('/api/customerapi/save', { Name: 'Alamo Escrow' })).body;
    const seeded = [
      { date: monthsAgo(1), type: 1, amount: 150, customer: first.Id, paid: true },
      { date: monthsAgo(1, 12), type: 10, amount: 25, customer: alamo.Id, paid: false },
      { date: monthsAgo(2), type: 2, amount: 200, customer: first.Id, paid: false },
      { date: monthsAgo(3), type: 16, amount: 30, customer: null, paid: false },
      { date: monthsAgo(0, 1), type: 1, amount: 125, customer: alamo.Id, paid: false },
      { date: monthsAgo(14), type: 1, amount: 99, customer: first.Id, paid: true },
    ];
    for (const [n, signing] of seeded.entries()) {
      const saved = await api.post(
        '/api/appointmentapi/save',
        signingBody({
          LastName: `Signer${n}`,
          AppointmentDate: signing.date,
          LoanType: signing.type,
          Amount: signing.amount,
          CustomerId: signing.customer,
          ...(signing.paid ? { InvoicePaid: signing.date, Payments: [{ PaidDate: signing.date, Amount: signing.amount }] } : {}),
        }),
      );
      expect(saved.status).toBe(200);
    }
    expect((await api.post('/api/expenseapi/save', { Date: monthsAgo(1), Payee: 'NNA', Amount: 40, CategoryKey: 22 })).status).toBe(200);
    // The year of the month before last, so the year shown has several signings whatever today's date.
    const year = Number(monthsAgo(1).slice(0, 4));
    const billedIn = (y: number) => seeded.filter((s) => s.date.startsWith(`${y}-`)).reduce((sum, s) => sum + cents(s.amount), 0) / 100;
    const expensesIn = (y: number) => (monthsAgo(1).startsWith(`${y}-`) ? 40 : 0);

    const page = await (await session.newContext()).newPage();
    await page.setViewportSize({ width: 1366, height: 768 });
    await logInThroughUi(page, notary.email);
    await openMenuGroup(page, 'Business Center');
    await mainMenu(page).getByRole('link', { name: 'Business Analytics' }).click();
    await waitForPath(page, '/BusinessAnalytics');
    await page.getByRole('heading', { name: 'Business Analytics', level: 1 }).waitFor();
    await page.getByRole('combobox', { name: 'Year' }).selectOption(String(year));
    await eventually(async () => expect(await figure(page, 'Billed')).toBe(usd(billedIn(year))));
    expect(await figure(page, 'Expenses')).toBe(usd(expensesIn(year)));
    expect(await figure(page, 'Profit')).toBe(usd(billedIn(year) - expensesIn(year)));
    // Column, pie and trend charts, each with its figures beside it.
    await eventually(async () => expect(await page.locator('.analytics-chart-card .highcharts-root').count()).toBe(3));
    await page.getByRole('table', { name: 'Billed and profit by category' }).waitFor();
    const byCategory = page.getByRole('table', { name: `Signings by category in ${year}` });
    const categories = await rowsOf(byCategory);
    expect(categories.map((row) => row[0])).toContain('LOAN SIGNING WORK');
    await screenshot(page, SPEC, 'business-summary');

    // Detailed: by type of work, with the category beside each; sorted by name on a click.
    await chooseView(page, 'Detailed: by type of work');
    const byType = page.getByRole('table', { name: `Signings by type of work in ${year}` });
    await byType.waitFor();
    expect(new URL(page.url()).searchParams.get('View')).toBe('detailed');
    const refinance = seeded.filter((s) => s.type === 1 && s.date.startsWith(`${year}-`));
    const refinanceRow = (await rowsOf(byType)).find((row) => row[0] === 'Refinance')!;
    expect(refinanceRow.slice(0, 4)).toEqual([
      'Refinance',
      'LOAN SIGNING WORK',
      String(refinance.length),
      usd(refinance.reduce((sum, s) => sum + s.amount, 0)),
    ]);
    const nameHeader = byType.getByRole('columnheader', { name: 'Type of work' });
    await nameHeader.getByRole('button').click();
    expect(await nameHeader.getAttribute('aria-sort')).toBe('ascending');
    const names = (await rowsOf(byType)).map((row) => row[0]!);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const billedHeader = byType.getByRole('columnheader', { name: 'Billed' });
    await billedHeader.getByRole('button').click();
    expect(await billedHeader.getAttribute('aria-sort')).toBe('descending');
    await page.locator('.analytics-chart-card .highcharts-root').first().waitFor();
    await screenshot(page, SPEC, 'business-detailed');

    // Another year: the signing of fourteen months ago.
    const earlier = Number(monthsAgo(14).slice(0, 4));
    if (earlier !== year) {
      await page.getByRole('combobox', { name: 'Year' }).selectOption(String(earlier));
      await eventually(async () => expect(await figure(page, 'Billed')).toBe(usd(billedIn(earlier))));
      expect(new URL(page.url()).searchParams.get('Year')).toBe(String(earlier));
      await page.getByRole('combobox', { name: 'Year' }).selectOption(String(year));
    }
    // Live: a signing saved elsewhere moves the figures without a reload.
    await api.post('/api/appointmentapi/save', signingBody({ LastName: 'Live', AppointmentDate: monthsAgo(1, 20), LoanType: 9, Amount: 15 }));
    await eventually(async () => expect(await figure(page, 'Billed')).toBe(usd(billedIn(year) + 15)));

    await page.setViewportSize({ width: 390, height: 844 });
    await page.locator('.analytics-chart-card .highcharts-root').first().waitFor();
    await screenshot(page, SPEC, 'business-phone');
    await noHorizontalScroll(page);
    await page.setViewportSize({ width: 1366, height: 768 });

    // Customer analytics: the customers' names, the year or month by month.
    await openMenuGroup(page, 'Business Center');
    await mainMenu(page).getByRole('link', { name: 'Customer Analytics' }).click();
    await waitForPath(page, '/CustomerAnalytics');
    await page.getByRole('heading', { name: 'Customer Analytics', level: 1 }).waitFor();
    await page.getByRole('combobox', { name: 'Year' }).selectOption(String(year));
    const byCustomer = page.getByRole('table', { name: `Signings by customer in ${year}` });
    await eventually(async () =>
      expect((await rowsOf(byCustomer)).map((row) => row[0])).toEqual(expect.arrayContaining(['First American Title', 'Alamo Escrow'])),
    );
    await eventually(async () => expect(await page.locator('.analytics-chart-card .highcharts-root').count()).toBe(3));
    await screenshot(page, SPEC, 'customers-summary');
    await chooseView(page, 'Detailed: month by month');
    const byMonth = page.getByRole('table', { name: `Billed per customer by month in ${year}` });
    await byMonth.getByRole('columnheader', { name: 'Jan' }).waitFor();
    await screenshot(page, SPEC, 'customers-detailed');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, SPEC, 'customers-phone');
    await noHorizontalScroll(page);
    await page.setViewportSize({ width: 1366, height: 768 });

    // The budget planner: the income of the last twelve whole months, targets from it and the percentages.
    await openMenuGroup(page, 'Business Center');
    await mainMenu(page).getByRole('link', { name: 'Budget Planner' }).click();
    await waitForPath(page, '/Budget');
    await page.getByRole('heading', { name: 'Budget Planner', level: 1 }).waitFor();
    const lastTwelve = seeded.filter((s) => s.date >= monthsAgo(12, 1) && s.date < monthsAgo(0, 1)).reduce((sum, s) => sum + cents(s.amount), cents(15)) / 100; // with the live signing above
    const income = page.getByLabel('Income for the year ($)');
    await eventually(async () => expect(await income.inputValue()).toBe(usd(lastTwelve).slice(1)));
    expect(await figure(page, 'Monthly target', 'Plan')).toBe(usd(Math.round((lastTwelve / 11) * 100) / 100));
    expect(await figure(page, 'Taxes', 'Plan')).toBe(usd(Math.round(lastTwelve * 15) / 100));
    await page.getByRole('table', { name: 'Billed each month against the monthly target' }).waitFor();
    await page.locator('.analytics-chart-card .highcharts-root').waitFor();
    // A percentage changed: the set-asides follow; the profit savings is floored to a whole number.
    await page.getByLabel('Taxes (%)').fill('20');
    await eventually(async () => expect(await figure(page, 'Taxes', 'Plan')).toBe(usd(Math.round(lastTwelve * 20) / 100)));
    const profit = page.getByLabel('Profit savings (%)');
    await profit.fill('7.8');
    await profit.blur();
    expect(await profit.inputValue()).toBe('7');
    await income.fill('11000');
    await eventually(async () => expect(await figure(page, 'Monthly target', 'Plan')).toBe('$1,000.00'));
    expect(await figure(page, 'Quarterly target', 'Plan')).toBe('$2,750.00');
    await screenshot(page, SPEC, 'budget');
    // The percentages are kept in this browser; the income starts again from the actuals.
    await page.reload();
    await eventually(async () => expect(await page.getByLabel('Taxes (%)').inputValue()).toBe('20'));
    expect(await page.getByLabel('Profit savings (%)').inputValue()).toBe('7');
    await eventually(async () => expect(await page.getByLabel('Income for the year ($)').inputValue()).toBe(usd(lastTwelve).slice(1)));
    await page.setViewportSize({ width: 390, height: 844 });
    await page.locator('.analytics-chart-card .highcharts-root').waitFor();
    await screenshot(page, SPEC, 'budget-phone');
    await noHorizontalScroll(page);
  });
});
