import type { Page } from 'playwright-core';
import type { ApiClient } from '../support/api-client';
import { signingBody } from '../support/api-client';
import {
  BROWSER_TEST_TIMEOUT_MS,
  dialog,
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

// Getting paid (issue 13): a notary sees what customers owe, aged, in a chart and a table, opens a
// figure's signings and follows one to its invoice; sets a customer's terms and the default.
jest.setTimeout(BROWSER_TEST_TIMEOUT_MS * 3);

const SPEC = 'receivables';
const session = useBrowser();

/** Dates relative to the browser's today, which is the day the page ages balances on. */
async function seedReceivables(api: ApiClient) {
  const title = (await api.post('/api/customerapi/save', { Name: 'First American Title', PaymentTerms: 'Net15' })).body;
  const escrow = (await api.post('/api/customerapi/save', { Name: 'Alamo Escrow' })).body;
  const save = async (overrides: Record<string, unknown>) => (await api.post('/api/appointmentapi/save', signingBody(overrides))).body;
  // An invoice saved 100 days ago on Net 30: 70 days late.
  const invoiced = await save({ LastName: 'Invoiced', FirstName: 'Ana', CustomerId: title.Id, Amount: 175 });
  const proposed = (await api.query('/api/invoiceapi/get', { Id: invoiced.Id, Today: localDate(-100) })).body;
  expect((await api.post('/api/invoiceapi/save', { ...proposed, InvoiceDate: localDate(-100), PaymentTerms: 'Net30' })).status).toBe(200);
  // Marked as sent 50 days ago: First American's Net 15 makes it 35 days late.
  await save({ LastName: 'Marked', FirstName: 'Ben', CustomerId: title.Id, Amount: 125, InvoiceSent: localDate(-50) });
  // Alamo is on the notary's default, Net 30: sent 5 days ago, not due yet.
  await save({ LastName: 'Recent', FirstName: 'Cleo', CustomerId: escrow.Id, Amount: 150, InvoiceSent: localDate(-5) });
  // No customer, sent 130 days ago on the default Net 30: 100 days late.
  const walkIn = await save({ LastName: 'Walkin', FirstName: 'Dee', Amount: 80, InvoiceSent: localDate(-130) });
  // Owed but not invoiced yet; and one paid in 20 days, for the average.
  await save({ LastName: 'Pending', FirstName: 'Eve', CustomerId: escrow.Id, Amount: 120 });
  await save({
    LastName: 'Prompt',
    FirstName: 'Fay',
    CustomerId: title.Id,
    Amount: 100,
    InvoiceSent: localDate(-40),
    Payments: [{ PaidDate: localDate(-20), Amount: 100 }],
  });
  return { title, escrow, walkIn };
}

async function openReceivables(page: Page) {
  await openMenuGroup(page, 'Money in');
  await mainMenu(page).getByRole('link', { name: 'Receivables', exact: true }).click();
  await waitForPath(page, '/Receivables');
  await page.getByRole('heading', { name: 'Receivables', level: 1 }).waitFor();
}

const agingTable = (page: Page) => page.getByRole('table', { name: /What each customer owes/ });
const customerRow = (page: Page, name: string) =>
  agingTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name, exact: true }) });

describe('receivables', () => {
  it('shows the aging as a chart and a table, lists the signings of a figure, follows one to its invoice, and refreshes live', async () => {
    const notary = await seedNotary(session.app, 'receivables');
    const { walkIn } = await seedReceivables(notary.api);
    const page = await (await session.newContext()).newPage();
    await page.setViewportSize({ width: 1366, height: 768 });
    await logInThroughUi(page, notary.email);
    await openReceivables(page);

    // The figures at a glance, the chart (loaded lazily) and the table with its totals row.
    const glance = page.getByRole('region', { name: 'Receivables at a glance' });
    await glance.getByText('$530.00').waitFor();
    await page.locator('.receivables-chart-card .highcharts-root').waitFor({ timeout: 15_000 });
    const title = customerRow(page, 'First American Title');
    expect((await title.innerText()).replace(/\s+/g, ' ')).toContain('— — $125.00 $175.00 — $300.00 20 days');
    expect((await customerRow(page, 'No customer').innerText()).replace(/\s+/g, ' ')).toContain('$80.00');
    const totals = agingTable(page)
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'All customers' }) });
    expect((await totals.innerText()).replace(/\s+/g, ' ')).toContain('$150.00 — $125.00 $175.00 $80.00 $530.00 20 days');
    await page.getByText('1 signing has a balance of $120.00 but no invoice sent', { exact: false }).waitFor();
    await screenshot(page, SPEC, '01-aging-1366');

    // A figure of the table lists its signings below.
    await title.getByRole('button', { name: 'First American Title, 61 to 90 days past due: $175.00. Show the signings' }).click();
    const list = page.getByRole('region', { name: 'First American Title, 61 to 90 days past due' });
    await list.getByText('1 signing, $175.00 owed.').waitFor();
    const signing = list.getByRole('row').filter({ hasText: 'Ana Invoiced' });
    expect((await signing.innerText()).replace(/\s+/g, ' ')).toContain('70 days late');
    await eventually(async () => expect(await list.getByRole('heading').evaluate((heading) => heading === heading.ownerDocument.activeElement)).toBe(true));
    await screenshot(page, SPEC, '02-figure-signings-1366');

    // A segment of the chart does the same: the Over 90 bar of "No customer".
    await page.locator('.receivables-chart-card .highcharts-series-4 .highcharts-point').first().click();
    const over90 = page.getByRole('region', { name: 'No customer, over 90 days past due' });
    await over90.getByText('Dee Walkin').waitFor();
    await screenshot(page, SPEC, '03-chart-click-1366');

    // Live: the walk-in pays in another tab; the row and the list follow without a reload.
    const walkInNow = (await notary.api.get(`/api/appointmentapi/get/${walkIn.Id}`)).body;
    const paid = await notary.api.post('/api/appointmentapi/save', {
      ...signingBody({ LastName: 'Walkin', FirstName: 'Dee', Amount: 80, InvoiceSent: localDate(-130) }),
      Id: walkIn.Id,
      Revision: walkInNow.Revision,
      Payments: [{ PaidDate: localDate(0), Amount: 80, CheckNumber: '7001' }],
    });
    expect(paid.status).toBe(200);
    await eventually(async () => expect(await customerRow(page, 'No customer').count()).toBe(0));
    await over90.getByText('Nothing is owed here any more.').waitFor();

    // Back to the 61-90 list (the address remembers it), then on to the invoice.
    await page.goBack();
    await list.getByText('Ana Invoiced').waitFor();
    await list.getByRole('link', { name: /^Invoice \d+ for Ana Invoiced$/ }).click();
    await waitForPath(page, '/Invoice');
    await page.getByRole('heading', { name: /^Invoice \d+ for Ana Invoiced$/, level: 1 }).waitFor();

    // On a phone: the same figures as cards, and a figure's signings under them.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/Receivables');
    await page.locator('.receivables-chart-card .highcharts-root').waitFor({ timeout: 15_000 });
    await screenshot(page, SPEC, '04-aging-phone');
    await agingTable(page).scrollIntoViewIfNeeded();
    await screenshot(page, SPEC, '05-table-phone');
    await customerRow(page, 'Alamo Escrow')
      .getByRole('button', { name: /^Alamo Escrow, not yet due/ })
      .click();
    await page.getByRole('region', { name: 'Alamo Escrow, not yet due' }).getByText('Cleo Recent').waitFor();
    await screenshot(page, SPEC, '06-figure-signings-phone');
    await page.getByRole('button', { name: 'Show the signings not invoiced yet' }).click();
    const pending = page.getByRole('region', { name: 'Signings not invoiced yet' });
    await pending.getByRole('link', { name: 'Make the invoice for Eve Pending' }).waitFor();
    await screenshot(page, SPEC, '07-not-invoiced-phone');
  });

  it("sets the default terms in the invoice settings and a customer's own terms in its dialog", async () => {
    const notary = await seedNotary(session.app, 'payment-terms');
    await notary.api.post('/api/customerapi/save', { Name: 'Alamo Escrow' });
    const page = await (await session.newContext()).newPage();
    await page.setViewportSize({ width: 1366, height: 768 });
    await logInThroughUi(page, notary.email);

    await mainMenu(page).getByRole('link', { name: 'Profile', exact: true }).click();
    await waitForPath(page, '/Profile');
    const settings = page.getByRole('form', { name: 'Invoice settings' });
    expect(await settings.getByLabel('Default payment terms').inputValue()).toBe('Net30');
    expect(await settings.getByLabel('Next invoice number').inputValue()).toBe('1001');
    await settings.getByLabel('Default payment terms').selectOption({ label: 'Net 15' });
    await settings.getByLabel('Next invoice number').fill('0');
    await settings.getByRole('button', { name: 'Save invoice settings' }).click();
    await settings.getByRole('alert').getByText('The next invoice number must be a whole number, 1 or more').waitFor();
    await settings.getByLabel('Next invoice number').fill('2001');
    await settings.getByRole('button', { name: 'Save invoice settings' }).click();
    await settings.getByRole('status').filter({ hasText: 'Settings saved.' }).waitFor();
    await settings.scrollIntoViewIfNeeded();
    await screenshot(page, SPEC, '08-invoice-settings');
    const saved = (await notary.api.get('/api/settingsapi/get/')).body;
    expect(saved).toMatchObject({ DefaultPaymentTerms: 'Net15', NextInvoiceNumber: 2001 });

    await openMenuGroup(page, 'Customers');
    await mainMenu(page).getByRole('link', { name: 'View customers' }).click();
    await waitForPath(page, '/Customer');
    await page.getByRole('button', { name: 'Alamo Escrow', exact: true }).click();
    const form = dialog(page, 'Edit customer');
    const terms = form.getByLabel('Payment terms');
    await terms.waitFor();
    expect(await terms.inputValue()).toBe('');
    expect(await terms.locator('option').first().innerText()).toBe('Use my default (Net 15)');
    await terms.selectOption({ label: 'Net 45' });
    await terms.scrollIntoViewIfNeeded();
    await screenshot(page, SPEC, '09-customer-terms');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.waitFor({ state: 'detached' });
    const customers = (await notary.api.get('/api/customerapi/get')).body;
    expect(customers).toEqual([expect.objectContaining({ Name: 'Alamo Escrow', PaymentTerms: 'Net45' })]);
  });
});
