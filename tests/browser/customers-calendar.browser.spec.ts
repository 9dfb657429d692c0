import type { Page } from 'playwright-core';
import {
  BROWSER_TEST_TIMEOUT_MS,
  columnTexts,
  dialog,
  eventually,
  localDate,
  logInThroughUi,
  mainMenu,
  openMenuGroup,
  pathOf,
  saveSigning,
  screenshot,
  seedNotary,
  signingEditor,
  waitForPath,
} from './support/browser';
import { useBrowser } from './support/harness';

// Customers (spec 001 §5) and the calendar (spec 001 §9): the customer dialog with contacts, and
// the month grid's double-click to add a signing on a day, and the Day / Week / Month views.
jest.setTimeout(BROWSER_TEST_TIMEOUT_MS);

const SPEC = 'customers-calendar';

const session = useBrowser();

async function signedInNotary(who: string) {
  const notary = await seedNotary(session.app, who);
  const context = await session.newContext();
  const page = await context.newPage();
  await logInThroughUi(page, notary.email);
  return { ...notary, page };
}

const CUSTOMERS_TABLE = 'Customers, sorted by name, ascending';

/** 'Tuesday, November 10, 2026' for a YYYY-MM-DD date, as the calendar names days. */
const longDate = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
const monthTitle = (iso: string) => new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));

/** The month grid's cell for a day, found by the day's button ('Tuesday, November 10, 2026, no signings'). */
const dayCell = (page: Page, iso: string) => page.getByRole('cell').filter({ has: page.getByRole('button', { name: new RegExp(`^${longDate(iso)}, `) }) });

describe('customers', () => {
  it('adds a customer with a contact through the dialog; a missing name is refused without losing the rest', async () => {
    const { page, api } = await signedInNotary('customers');
    // Another customer already exists, to show the table's order.
    expect((await api.post('/api/customerapi/save', { Name: 'Abbott Escrow', Website: '', Inactive: false, Contacts: [] })).status).toBe(200);

    await openMenuGroup(page, 'Customers');
    await mainMenu(page).getByRole('link', { name: 'View customers' }).click();
    await waitForPath(page, '/Customer');
    const table = page.getByRole('table', { name: CUSTOMERS_TABLE });
    await table.waitFor();
    await page.getByRole('searchbox', { name: 'Search customers' }).waitFor();
    expect(await page.getByRole('checkbox', { name: 'Show inactive customers' }).isChecked()).toBe(false);

    await page.getByRole('button', { name: 'New customer' }).click();
    const form = dialog(page, 'New customer');
    await form.getByLabel('Customer name').waitFor();

    // Everything but the name, then Save: the name is asked for, the rest stays.
    await form.getByLabel('Website').fill('capitoltitle.example');
    await form.getByRole('button', { name: 'Add contact' }).click();
    const contact = form.getByRole('group', { name: 'Contact 1' });
    await contact.getByLabel('Contact name').waitFor();
    await eventually(async () => expect(await contact.getByLabel('Contact name').evaluate((input) => input === input.ownerDocument.activeElement)).toBe(true));
    await contact.getByLabel('Contact name').fill('Maria Lopez');
    await contact.getByLabel('Email').fill('maria@capitoltitle.example');
    await contact.getByLabel('Phone', { exact: true }).fill('512-555-0101');
    await form.getByRole('button', { name: 'Save' }).click();

    const name = form.getByLabel('Customer name');
    await form.getByText('Please enter the customer name').waitFor();
    await eventually(async () => expect(await name.getAttribute('aria-invalid')).toBe('true'));
    await eventually(async () => expect(await name.evaluate((input) => input === input.ownerDocument.activeElement)).toBe(true));
    expect(await form.getByLabel('Website').inputValue()).toBe('capitoltitle.example');
    expect(await contact.getByLabel('Contact name').inputValue()).toBe('Maria Lopez');
    expect(await contact.getByLabel('Email').inputValue()).toBe('maria@capitoltitle.example');
    await screenshot(page, SPEC, '01-customer-name-required');

    await name.fill('Capitol Title Co');
    await eventually(async () => expect(await form.getByText('Please enter the customer name').count()).toBe(0));
    await screenshot(page, SPEC, '02-customer-filled');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.waitFor({ state: 'detached' });

    // The table, sorted by name: Abbott, then Capitol with its contact.
    await eventually(async () => expect(await columnTexts(table, 'Name')).toEqual(['Abbott Escrow', 'Capitol Title Co']));
    const row = table.getByRole('row').filter({ has: page.getByRole('button', { name: 'Capitol Title Co', exact: true }) });
    expect(await row.innerText()).toContain('Maria Lopez');
    await row.getByRole('link', { name: 'maria@capitoltitle.example' }).waitFor();
    await page.getByRole('status').filter({ hasText: 'Saved Capitol Title Co.' }).waitFor();
    await screenshot(page, SPEC, '03-customers-table');

    // Opening it again shows what was saved.
    await row.getByRole('button', { name: 'Capitol Title Co', exact: true }).click();
    const edit = dialog(page, 'Edit customer');
    await edit.getByLabel('Customer name').waitFor();
    expect(await edit.getByLabel('Customer name').inputValue()).toBe('Capitol Title Co');
    expect(await edit.getByRole('group', { name: 'Contact 1' }).getByLabel('Contact name').inputValue()).toBe('Maria Lopez');
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await edit.waitFor({ state: 'detached' });

    // The search narrows the table.
    await page.getByRole('searchbox', { name: 'Search customers' }).fill('abbott');
    await eventually(async () => expect(await columnTexts(table, 'Name')).toEqual(['Abbott Escrow']));
  });
});

describe('the calendar', () => {
  it('opens a new signing on a double-clicked day, once, and switches between day, week and month', async () => {
    const { page } = await signedInNotary('calendar');
    await mainMenu(page).getByRole('link', { name: 'Calendar', exact: true }).click();
    await waitForPath(page, '/Calendar');
    const views = page.getByRole('group', { name: 'Calendar view' });
    await views.waitFor();
    expect(await views.getByRole('radio', { name: 'Month' }).isChecked()).toBe(true);

    const today = localDate(0);
    const target = today.slice(8) === '10' ? `${today.slice(0, 8)}12` : `${today.slice(0, 8)}10`;
    const neighbour = target.replace(/\d\d$/, (day) => String(Number(day) + 1));
    const grid = page.getByRole('table', { name: monthTitle(today) });
    await grid.waitFor();
    await page.getByRole('status').filter({ hasText: '0 signings shown.' }).waitFor();
    expect(
      await dayCell(page, target)
        .getByRole('button', { name: `${longDate(target)}, no signings` })
        .count(),
    ).toBe(1);
    await screenshot(page, SPEC, '04-month-view');

    // Double-click the empty part of the day: a new signing on that date.
    const cell = dayCell(page, target);
    const box = (await cell.boundingBox())!;
    const openedAt = Date.now();
    await cell.dblclick({ position: { x: box.width / 2, y: box.height - 12 } });
    // A second double-click within a second, on the next day, before or after the dialog covers
    // the grid: it is ignored. (Once the modal is up a real pointer cannot reach the grid, so the
    // event is delivered to the cell itself.)
    await dayCell(page, neighbour).dispatchEvent('dblclick');
    expect(Date.now() - openedAt).toBeLessThan(1000);

    const editor = await signingEditor(page, 'New signing');
    expect(await page.getByRole('dialog').count()).toBe(1);
    expect(await editor.getByLabel('Date', { exact: true }).inputValue()).toBe(target);
    await screenshot(page, SPEC, '05-new-signing-on-day');

    // Saved, it shows on that day.
    await editor.getByLabel('Last name').fill('Dbl');
    await editor.getByLabel('City').fill('Temple');
    await saveSigning(editor);
    await dayCell(page, target)
      .getByRole('button', { name: `${longDate(target)}, 1 signing` })
      .waitFor();
    await dayCell(page, target)
      .getByRole('button', { name: /^Dbl, Temple, / })
      .waitFor();
    expect(
      await dayCell(page, neighbour)
        .getByRole('button', { name: `${longDate(neighbour)}, no signings` })
        .count(),
    ).toBe(1);
    await screenshot(page, SPEC, '06-signing-on-day');

    // After the second has passed, a double-click opens the editor again (on the next day).
    const guardLeft = 1100 - (Date.now() - openedAt);
    if (guardLeft > 0) await new Promise((resolve) => setTimeout(resolve, guardLeft));
    const next = dayCell(page, neighbour);
    const nextBox = (await next.boundingBox())!;
    await next.dblclick({ position: { x: nextBox.width / 2, y: nextBox.height - 12 } });
    const second = await signingEditor(page, 'New signing');
    expect(await second.getByLabel('Date', { exact: true }).inputValue()).toBe(neighbour);
    await second.getByRole('button', { name: 'Cancel' }).click();
    await second.waitFor({ state: 'detached' });

    // Day view: the day shown in the address, one column.
    await views.getByRole('radio', { name: 'Day' }).check();
    await eventually(async () => expect(pathOf(page)).toBe(`/Calendar?view=day&date=${today}`));
    await page.getByRole('heading', { name: longDate(today), level: 2 }).waitFor();
    await eventually(async () => expect(await page.getByRole('group', { name: /^\w+day, / }).count()).toBe(1));
    await page.getByRole('group', { name: longDate(today) }).waitFor();
    expect(await grid.count()).toBe(0);
    await screenshot(page, SPEC, '07-day-view');

    // Week view: seven days, Sunday first.
    await views.getByRole('radio', { name: 'Week' }).check();
    await eventually(async () => expect(pathOf(page)).toBe(`/Calendar?view=week&date=${today}`));
    await eventually(async () => expect(await page.getByRole('group', { name: /^\w+day, / }).count()).toBe(7));
    const weekDays = await page.getByRole('group', { name: /^\w+day, / }).evaluateAll((groups) => groups.map((group) => group.getAttribute('aria-label')));
    expect(weekDays[0]).toMatch(/^Sunday, /);
    expect(weekDays).toContain(longDate(today));
    await screenshot(page, SPEC, '08-week-view');

    // Month view again, and the address keeps it across a reload.
    await views.getByRole('radio', { name: 'Month' }).check();
    await eventually(async () => expect(pathOf(page)).toBe(`/Calendar?view=month&date=${today}`));
    await grid.waitFor();
    await page.reload();
    await page.getByRole('table', { name: monthTitle(today) }).waitFor();
    expect(await page.getByRole('group', { name: 'Calendar view' }).getByRole('radio', { name: 'Month' }).isChecked()).toBe(true);
    await dayCell(page, target)
      .getByRole('button', { name: `${longDate(target)}, 1 signing` })
      .waitFor();
  });
});
