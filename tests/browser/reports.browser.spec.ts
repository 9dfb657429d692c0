import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { signingBody } from '../support/api-client';
import {
  BROWSER_TEST_TIMEOUT_MS,
  eventually,
  localDate,
  logInThroughUi,
  mainMenu,
  openMenuGroup,
  screenshot,
  seedNotary,
  waitForPath,
} from './support/browser';
import { useBrowser } from './support/harness';

// Reports (issue 14): a notary opens a report from the menu, sees its figures with their basis,
// changes the period, moves to the tax estimate, downloads the workbook and the PDF, and sees the
// report follow a signing saved elsewhere.
jest.setTimeout(BROWSER_TEST_TIMEOUT_MS * 3);

const SPEC = 'reports';
const session = useBrowser();
const figures = (page: Page) => page.getByRole('region', { name: 'Figures' });
const figure = async (page: Page, label: string) =>
  (
    await figures(page)
      .locator('.report-figure')
      .filter({ has: page.getByText(label, { exact: true }) })
      .locator('dd')
      .first()
      .innerText()
  ).trim();

describe('reports', () => {
  it('previews a report with its basis, changes period and kind, downloads the files and stays live', async () => {
    const notary = await seedNotary(session.app, 'reports');
    const api = notary.api;
    const today = localDate();
    const year = Number(today.slice(0, 4));
    // This year: a refinance paid, an acknowledgment owing; an expense, a trip. Last year: one signing.
    await api.post(
      '/api/appointmentapi/save',
      signingBody({
        LastName: 'Paid',
        AppointmentDate: `${year}-01-10`,
        Amount: 150,
        LoanType: 1,
        InvoicePaid: `${year}-01-20`,
        Payments: [{ PaidDate: `${year}-01-20`, Amount: 150 }],
      }),
    );
    await api.post(
      '/api/appointmentapi/save',
      signingBody({ LastName: 'Owing', AppointmentDate: `${year}-01-12`, Amount: 25, LoanType: 10, InvoiceSent: `${year}-01-12` }),
    );
    await api.post('/api/appointmentapi/save', signingBody({ LastName: 'Before', AppointmentDate: `${year - 1}-06-01`, Amount: 99 }));
    await api.post('/api/expenseapi/save', { Date: `${year}-01-05`, Payee: 'NNA', Amount: 40, CategoryKey: 22 });
    await api.post('/api/mileageapi/save', { Date: `${year}-01-10`, Details: 'To the title company', StartMileage: 0, EndMileage: 20 });

    const page = await (await session.newContext()).newPage();
    await page.setViewportSize({ width: 1366, height: 768 });
    await logInThroughUi(page, notary.email);
    await openMenuGroup(page, 'Reports');
    await mainMenu(page).getByRole('link', { name: 'Income report' }).click();
    await waitForPath(page, '/report/report/income');
    await page.getByRole('heading', { name: 'Income Report', level: 1 }).waitFor();

    expect(await figure(page, 'Billed')).toBe('$175.00');
    expect(await figure(page, 'Paid')).toBe('$150.00');
    expect(await figure(page, 'Balance')).toBe('$25.00');
    await figures(page).getByText('The amounts of the signings dated in the period').waitFor();
    const byMonth = page.getByRole('table', { name: 'Income by month' });
    expect((await byMonth.locator('tfoot').innerText()).replace(/\s+/g, ' ')).toContain('Total 2 $175.00 $150.00 $25.00 $150.00');
    await page.locator('.report-chart .highcharts-root').waitFor({ timeout: 15_000 });
    await screenshot(page, SPEC, 'income');

    // Last year instead: the one signing of then.
    await page.getByRole('combobox', { name: 'Period' }).selectOption(String(year - 1));
    await eventually(async () => expect(await figure(page, 'Billed')).toBe('$99.00'));
    expect(new URL(page.url()).searchParams.get('Year')).toBe(String(year - 1));
    // A custom range needs its dates in order.
    await page.getByRole('combobox', { name: 'Period' }).selectOption('custom');
    await page.getByLabel('From', { exact: true }).fill(`${year}-03-01`);
    await page.getByLabel('To', { exact: true }).fill(`${year}-02-01`);
    await page.getByRole('button', { name: 'Show' }).click();
    await page.getByRole('alert').filter({ hasText: 'The end date is before the start date.' }).waitFor();
    await page.getByLabel('From', { exact: true }).fill(`${year}-01-01`);
    await page.getByRole('button', { name: 'Show' }).click();
    await eventually(async () => expect(await figure(page, 'Billed')).toBe('$175.00'));

    // The tax estimate, from the kinds above the report: it says it is an estimate; the acknowledgment is a notarial fee.
    await page.getByRole('navigation', { name: 'Reports' }).getByRole('link', { name: 'Tax', exact: true }).click();
    await waitForPath(page, '/report/report/tax');
    await page
      .getByRole('region', { name: 'About these figures' })
      .getByText(/This is an estimate/)
      .waitFor();
    expect(await figure(page, 'Gross receipts')).toBe('$150.00');
    expect(await figure(page, 'Expenses')).toBe('$40.00');
    await page.getByRole('table', { name: new RegExp(`Estimated tax payments for ${year}`) }).waitFor();
    await screenshot(page, SPEC, 'tax');

    // The workbook downloads with its figures; the PDF opens in a window of its own.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Excel' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^tax-report-.*\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile((await download.path())!);
    expect(workbook.worksheets.map((sheet) => sheet.name)[0]).toBe('Summary');
    const [pdfPage] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('link', { name: 'PDF' }).click()]);
    expect(pdfPage.url()).toContain('/api/reportapi/tax?');
    const pdf = await page.request.get(pdfPage.url());
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await pdfPage.close();

    // Live: a signing saved elsewhere moves the figures without a reload.
    await page.getByRole('navigation', { name: 'Reports' }).getByRole('link', { name: 'Income', exact: true }).click();
    await waitForPath(page, '/report/report/income');
    await eventually(async () => expect(await figure(page, 'Billed')).toBe('$175.00'));
    await api.post('/api/appointmentapi/save', signingBody({ LastName: 'Live', AppointmentDate: `${year}-01-15`, Amount: 100 }));
    await eventually(async () => expect(await figure(page, 'Billed')).toBe('$275.00'));

    // On a phone the figures and the kinds fit the width.
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, SPEC, 'income-phone');
    const html = page.locator('html');
    expect(await html.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(1);
  });
});
