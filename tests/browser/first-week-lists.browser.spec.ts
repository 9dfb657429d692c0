import type { Page } from 'playwright-core';
import { signingBody } from '../support/api-client';
import {
  BROWSER_TEST_TIMEOUT_MS,
  columnTexts,
  dialog,
  eventually,
  localDate,
  logInThroughUi,
  mainMenu,
  openMenuGroup,
  screenshot,
  seedNotary,
  signingEditor,
  signingRow,
  signingsTable,
  waitForPath,
} from './support/browser';
import { useBrowser } from './support/harness';

// Issue 10, walls 6, 7, 8 and the double click of 10: customers with an address, found without
// accents; past signings that read as done; a new signing where the notary double-clicked.
jest.setTimeout(BROWSER_TEST_TIMEOUT_MS * 2);

const SPEC = 'first-week-lists';
const session = useBrowser();

async function signedIn(who: string) {
  const notary = await seedNotary(session.app, who);
  const page = await (await session.newContext()).newPage();
  await page.setViewportSize({ width: 1366, height: 768 });
  await logInThroughUi(page, notary.email);
  return { page, ...notary };
}

const customersTable = (page: Page) => page.getByRole('table', { name: 'Customers, sorted by name, ascending' });

describe('walls 6 and 8: customers have an address, and search ignores accents', () => {
  it('types, saves, shows and finds an address; deleting says what becomes of the signings', async () => {
    const { page, api } = await signedIn('address');
    await openMenuGroup(page, 'Customers');
    await mainMenu(page).getByRole('link', { name: 'View customers' }).click();
    await waitForPath(page, '/Customer');

    await page.getByRole('button', { name: 'New customer' }).click();
    const form = dialog(page, 'New customer');
    await form.getByLabel('Customer name').fill('Peña Title & Escrow');
    const address = form.getByRole('group', { name: 'Address (printed on invoices)' });
    await address.getByLabel('Address', { exact: true }).fill('12 Congress Ave');
    await address.getByLabel('Address line 2').fill('Suite 400');
    await address.getByLabel('City').fill('Austin');
    await address.getByLabel('State').selectOption({ label: 'Texas' });
    await address.getByLabel('ZIP code').fill('7870');
    await form.getByRole('button', { name: 'Save' }).click();
    // A ZIP code the server would refuse is caught first, and nothing typed is lost.
    await form.getByText('Enter a ZIP code like 12345 or 12345-6789').waitFor();
    expect(await address.getByLabel('City').inputValue()).toBe('Austin');
    await screenshot(page, SPEC, '01-customer-address-zip');
    await address.getByLabel('ZIP code').fill('78701');
    await screenshot(page, SPEC, '02-customer-address');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.waitFor({ state: 'detached' });

    const table = customersTable(page);
    await eventually(async () => expect(await columnTexts(table, 'Address')).toEqual(['12 Congress Ave, Suite 400, Austin, TX 78701']));
    await screenshot(page, SPEC, '03-customers-with-address');

    // "pena" finds "Peña"; so does the city.
    const search = page.getByRole('searchbox', { name: 'Search customers' });
    await search.fill('pena');
    await eventually(async () => expect(await columnTexts(table, 'Name')).toEqual(['Peña Title & Escrow']));
    await search.fill('AUSTIN');
    await eventually(async () => expect(await columnTexts(table, 'Name')).toEqual(['Peña Title & Escrow']));
    await search.fill('');

    // Two signings name it; the delete question says so, and that they stay.
    const customerId = (await api.post('/api/customerapi/getpage', { Search: 'pena' })).body.Customers[0].Id;
    for (const LastName of ['Ruiz', 'Núñez'])
      expect((await api.post('/api/appointmentapi/save', signingBody({ LastName, CustomerId: customerId }))).status).toBe(200);
    await table.getByRole('button', { name: 'Delete Peña Title & Escrow' }).click();
    const question = dialog(page, 'Delete customer');
    await question
      .getByText(`2 signings name this customer; they keep their details and the customer's name, and are not deleted.`, { exact: false })
      .waitFor();
    await screenshot(page, SPEC, '04-delete-customer-question');
    await question.getByRole('button', { name: 'Delete' }).click();
    await question.waitFor({ state: 'detached' });

    // The signings are still there, with the customer's name, and "nunez" finds Núñez.
    await openMenuGroup(page, 'Signings');
    await mainMenu(page).getByRole('link', { name: 'View Signings' }).click();
    await signingRow(page, 'Ruiz, Ana').waitFor();
    expect(await signingRow(page, 'Ruiz, Ana').innerText()).toContain('Peña Title & Escrow');
    await page.getByLabel('Search').fill('nunez');
    await signingRow(page, 'Núñez, Ana').waitFor();
    await eventually(async () => expect(await signingsTable(page).getByRole('row').count()).toBe(2));
  });
});

describe('wall 7: a past signing reads as done', () => {
  it('shows Completed with paid or unpaid once the signing has taken place, and the confirmation before', async () => {
    const { page, api } = await signedIn('completed');
    const lastMonth = localDate(-30);
    const nextWeek = localDate(7);
    await api.post('/api/appointmentapi/save', signingBody({ LastName: 'Owed', AppointmentDate: lastMonth }));
    const paid = (await api.post('/api/appointmentapi/save', signingBody({ LastName: 'Settled', AppointmentDate: lastMonth }))).body;
    expect((await api.post('/api/appointmentapi/savebatchpayment', { SigningIds: [paid.Id], PaymentDate: lastMonth, CheckNumber: '1001' })).status).toBe(200);
    await api.post('/api/appointmentapi/save', signingBody({ LastName: 'Ahead', AppointmentDate: nextWeek }));

    await openMenuGroup(page, 'Signings');
    await mainMenu(page).getByRole('link', { name: 'View Signings' }).click();
    await page.getByLabel('Date', { exact: true }).selectOption({ label: 'All' });
    await signingRow(page, 'Ahead, Ana').waitFor();
    await signingRow(page, 'Owed, Ana').getByRole('button', { name: 'Confirmation for Ana Owed: completed, unpaid' }).waitFor();
    await signingRow(page, 'Settled, Ana').getByRole('button', { name: 'Confirmation for Ana Settled: completed, paid' }).waitFor();
    await signingRow(page, 'Ahead, Ana').getByRole('button', { name: 'Confirmation for Ana Ahead: not confirmed' }).waitFor();
    expect(await signingsTable(page).innerText()).toContain('Completed · Unpaid');
    await screenshot(page, SPEC, '05-completed');
  });
});

describe('wall 10: a double click in the week or day view opens a signing at that hour', () => {
  it('opens the new signing at 2:00 PM after a double click at 2 PM', async () => {
    const { page } = await signedIn('double-click');
    await mainMenu(page).getByRole('link', { name: 'Calendar', exact: true }).click();
    await waitForPath(page, '/Calendar');
    const views = page.getByRole('group', { name: 'Calendar view' });
    await views.getByRole('radio', { name: 'Week' }).check();
    const today = localDate(0);
    const column = page.locator(`.time-grid__column[data-date="${today}"]`);
    await column.waitFor();
    const box = (await column.boundingBox())!;
    // The grid runs from 5 AM to midnight: 2:10 PM is 9 h 10 min down its 19 hours.
    await column.dblclick({ position: { x: box.width / 2, y: (box.height * (9 * 60 + 10)) / (19 * 60) } });
    const editor = await signingEditor(page, 'New signing');
    const time = editor.getByRole('group', { name: 'Time' });
    expect([await time.getByLabel('Hour').inputValue(), await time.getByLabel('Minute').inputValue(), await time.getByLabel('AM/PM').inputValue()]).toEqual([
      '2',
      '0',
      'PM',
    ]);
    expect(await editor.getByLabel('Date', { exact: true }).inputValue()).toBe(today);
    await screenshot(page, SPEC, '06-double-click-2pm');
  });
});

describe('wall 4: the money stays on screen', () => {
  it('at 1366×768, Amount and Balance are in view without scrolling sideways; the columns left out are named', async () => {
    const { page, api } = await signedIn('columns');
    await api.post('/api/appointmentapi/save', signingBody({ LastName: 'Wide', Amount: 150, OrderNumber: 'ORD-1' }));
    await openMenuGroup(page, 'Signings');
    await mainMenu(page).getByRole('link', { name: 'View Signings' }).click();
    await signingRow(page, 'Wide, Ana').waitFor();
    const frame = page.getByRole('region', { name: 'Signings table, scrolls sideways' });
    const box = (await frame.boundingBox())!;
    for (const header of ['Amount', 'Balance']) {
      const cell = (await signingsTable(page).getByRole('columnheader', { name: header }).boundingBox())!;
      expect(cell.x + cell.width).toBeLessThanOrEqual(box.x + box.width + 1);
    }
    // Nothing to scroll sideways.
    expect(await frame.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(1);
    await page.getByText('Not shown at this window width:', { exact: false }).waitFor();
    await screenshot(page, SPEC, '07-columns-1366');
  });

  it('on a phone, the filters fold behind a Filters button that counts them, and the first screen shows signings', async () => {
    const notary = await seedNotary(session.app, 'phone-filters');
    await notary.api.post('/api/appointmentapi/save', signingBody({ LastName: 'Pocket' }));
    const page = await (await session.newContext()).newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/Account/Login');
    await page.getByLabel('Email').fill(notary.email);
    await page.getByLabel('Password', { exact: true }).fill('correct horse 1');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('button', { name: 'Menu', exact: true }).waitFor();
    await page.goto('/Appointment');
    const toggle = page.getByRole('button', { name: 'Filters', exact: true });
    await toggle.waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByRole('region', { name: 'Filters' }).isVisible()).toBe(false);
    const card = page.getByText('Pocket, Ana').first();
    await card.waitFor();
    expect((await card.boundingBox())!.y).toBeLessThan(844);
    await screenshot(page, SPEC, '08-phone-filters-folded');

    await toggle.click();
    await page.getByLabel('Status').selectOption({ label: 'Unpaid' });
    await page.getByRole('button', { name: 'Filters (1)', exact: true }).waitFor();
    await screenshot(page, SPEC, '09-phone-filters-open');
  });
});
