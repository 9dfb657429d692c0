import type { Locator, Page } from 'playwright-core';
import { signingBody, type ApiClient } from '../support/api-client';
import {
  BROWSER_TEST_TIMEOUT_MS,
  PASSWORD,
  columnTexts,
  dialog,
  eventually,
  fillSigning,
  localDate,
  mainMenu,
  openMenuGroup,
  saveSigning,
  screenshot,
  seedNotary,
  signingEditor,
  signingRow,
  signingsTable,
  usDate,
  waitForPath,
} from './support/browser';
import { notaryOnSigningsList, useBrowser, WIDE_WINDOW } from './support/harness';

// The signings list's other actions (spec 000 §2, §4-5, §9; 001 §9): the list's look kept in
// settings, the custom date range, duplicate, print, the tracking and directions links, the
// confirmation calls, and the phone layout.
jest.setTimeout(BROWSER_TEST_TIMEOUT_MS);

const SPEC = 'signing-actions';
const PRINT_NEEDS_SELECTION = 'Please select the signings you want to print. Select the checkbox(es) to the left of the desired signing(s)';
const NO_TRACKING_COMPANY = "This signing has no tracking company. To track the documents, edit the signing and set the 'Sent Via' field.";
const ALREADY_CONFIRMED = 'This signing is already confirmed. To change it, switch it to not confirmed.';

const session = useBrowser();

type Api = ApiClient;

/** Saves signings through the API, as another device would; answers their ids. */
async function seedSignings(api: Api, ...bodies: Array<Record<string, unknown>>): Promise<string[]> {
  const ids: string[] = [];
  for (const overrides of bodies) {
    const saved = await api.post('/api/appointmentapi/save', signingBody(overrides));
    if (saved.status !== 200) throw new Error(`seeding a signing failed: ${saved.status} ${JSON.stringify(saved.body)}`);
    ids.push(saved.body.Id);
  }
  return ids;
}

const pagerText = (page: Page) => page.getByRole('navigation', { name: 'Signings pages' }).innerText();
const filters = (page: Page) => page.getByRole('region', { name: 'Filters' });
const actions = (page: Page) => page.getByRole('group', { name: 'Signing actions' });

/** The header texts of the signings table, in order (the checkbox column has none). */
const headerTexts = (table: Locator) =>
  table.evaluate((element) => Array.from((element as any).querySelectorAll('thead th') as ArrayLike<any>, (th) => String(th.textContent ?? '').trim()));

/** The rendered height of a row, in CSS pixels. */
async function rowHeight(row: Locator): Promise<number> {
  const box = await row.boundingBox();
  if (!box) throw new Error('the row is not on screen');
  return Math.round(box.height);
}

/** The message box (title 'Notary Ledger') says `text`; OK closes it. */
async function expectMessageBox(page: Page, text: string, step: string): Promise<void> {
  const message = dialog(page, 'Notary Ledger');
  await message.waitFor();
  expect((await message.getByRole('alert').innerText()).trim()).toBe(text);
  await screenshot(page, SPEC, step);
  await message.getByRole('button', { name: 'OK' }).click();
  await message.waitFor({ state: 'detached' });
}

describe('the signings list: settings, dates, duplicate, print, links, confirmations, phones', () => {
  it('keeps hidden columns and the grid size in the settings, across a reload', async () => {
    const { page, api } = await notaryOnSigningsList(
      session,
      'actions-columns',
      (api) => seedSignings(api, { AppointmentDate: localDate(-3), LastName: 'Osei', FirstName: 'Kofi', InvoiceNumber: 'INV-2041' }),
      { viewport: WIDE_WINDOW },
    );
    const table = signingsTable(page);
    const row = signingRow(page, 'Osei, Kofi');
    await row.waitFor();
    const before = await headerTexts(table);
    expect(before).toContain('Location');
    expect(before).toContain('Invoice #');
    expect(before).toHaveLength(17);
    expect(await columnTexts(table, 'Invoice #')).toEqual(['INV-2041']);
    const gridSize = page.getByLabel('Grid size');
    expect(await gridSize.inputValue()).toBe('medium');
    const mediumHeight = await rowHeight(row);
    await screenshot(page, SPEC, '01-columns-before');

    // Hide Location and Invoice number in the Columns dialog.
    await page.getByRole('button', { name: 'Columns', exact: true }).click();
    const columns = dialog(page, 'Show or hide columns');
    await columns.waitFor();
    expect(await columns.getByRole('checkbox').count()).toBe(9);
    await columns.getByRole('checkbox', { name: 'Location', exact: true }).uncheck();
    await columns.getByRole('checkbox', { name: 'Invoice number', exact: true }).uncheck();
    await screenshot(page, SPEC, '02-columns-dialog');
    await columns.getByRole('button', { name: 'Save columns' }).click();
    await columns.waitFor({ state: 'detached' });
    await eventually(async () => {
      const after = await headerTexts(table);
      expect(after).not.toContain('Location');
      expect(after).not.toContain('Invoice #');
      expect(after).toHaveLength(15);
    });
    expect(await row.innerText()).not.toContain('INV-2041');

    // Condensed rows are shorter.
    const savedGrid = page.waitForResponse(
      (response) => response.url().includes('/api/settingsapi/save') && response.request().postData()?.includes('condensed') === true,
    );
    await gridSize.selectOption({ label: 'Condensed' });
    expect((await savedGrid).status()).toBe(200);
    await eventually(async () => expect(await rowHeight(row)).toBeLessThan(mediumHeight));
    const condensedHeight = await rowHeight(row);
    await screenshot(page, SPEC, '03-condensed-without-location');

    // Both are in the notary's settings, so a reload (or another device) shows the same list.
    await eventually(async () => {
      const settings = await api.get('/api/settingsapi/get');
      expect(settings.body).toMatchObject({ HiddenColumns: ['Location', 'InvoiceNumber'], GridView: 'condensed' });
    });
    await page.reload();
    await row.waitFor();
    const afterReload = await headerTexts(table);
    expect(afterReload).not.toContain('Location');
    expect(afterReload).not.toContain('Invoice #');
    expect(afterReload).toContain('Amount');
    expect(await page.getByLabel('Grid size').inputValue()).toBe('condensed');
    expect(await rowHeight(row)).toBe(condensedHeight);
    await page.getByRole('button', { name: 'Columns', exact: true }).click();
    await columns.waitFor();
    expect(await columns.getByRole('checkbox', { name: 'Location', exact: true }).isChecked()).toBe(false);
    expect(await columns.getByRole('checkbox', { name: 'Invoice number', exact: true }).isChecked()).toBe(false);
    expect(await columns.getByRole('checkbox', { name: 'Type of work', exact: true }).isChecked()).toBe(true);
    await screenshot(page, SPEC, '04-after-reload');
    await columns.getByRole('button', { name: 'Cancel' }).click();
    await columns.waitFor({ state: 'detached' });
  });

  it('filters by a custom date range: refuses an invalid from date, applies a typed range and the presets', async () => {
    const recent = localDate(-2);
    const weeksAgo = localDate(-20);
    const monthsAgo = localDate(-100);
    const { page } = await notaryOnSigningsList(session, 'actions-dates', (api) =>
      seedSignings(
        api,
        { AppointmentDate: recent, LastName: 'Recent', FirstName: 'Rita' },
        { AppointmentDate: weeksAgo, LastName: 'Weeks', FirstName: 'Wade' },
        { AppointmentDate: monthsAgo, LastName: 'Months', FirstName: 'Mia' },
      ),
    );
    const table = signingsTable(page);
    const signers = () => columnTexts(table, 'Signer');
    const period = filters(page).getByLabel('Date', { exact: true });
    await period.selectOption({ label: 'All' });
    await eventually(async () => expect(await signers()).toEqual(['Recent, Rita', 'Weeks, Wade', 'Months, Mia']));

    // Custom starts as the last 30 days.
    await period.selectOption({ label: 'Custom' });
    const range = page.getByRole('form', { name: 'Custom date range' });
    const from = range.getByLabel('From (MM-DD-YYYY)');
    const to = range.getByLabel('To (MM-DD-YYYY)');
    await eventually(async () => expect(await signers()).toEqual(['Recent, Rita', 'Weeks, Wade']));
    expect(await from.inputValue()).toBe(usDate(localDate(-29)).replace(/\//g, '-'));
    expect(await to.inputValue()).toBe(usDate(localDate(0)).replace(/\//g, '-'));

    // An impossible from date: the spec's message, and the list stays as it was.
    await from.fill('13-45-2026');
    await range.getByRole('button', { name: 'Apply' }).click();
    await eventually(async () => expect((await range.getByRole('alert').innerText()).trim()).toBe('invalid from date'));
    expect(await from.getAttribute('aria-invalid')).toBe('true');
    expect(await signers()).toEqual(['Recent, Rita', 'Weeks, Wade']);
    await screenshot(page, SPEC, '05-invalid-from-date');

    // A valid MM-DD-YYYY range around the middle signing only.
    const dashed = (iso: string) => usDate(iso).replace(/\//g, '-');
    await from.fill(dashed(localDate(-25)));
    await to.fill(dashed(localDate(-15)));
    await range.getByRole('button', { name: 'Apply' }).click();
    await eventually(async () => expect(await signers()).toEqual(['Weeks, Wade']));
    expect(await pagerText(page)).toContain('1–1 of 1 signing');
    expect(await page.getByRole('form', { name: 'Custom date range' }).getByText('invalid from date').count()).toBe(0);
    await screenshot(page, SPEC, '06-custom-range');

    // A range that reaches back to the oldest one.
    await page
      .getByRole('form', { name: 'Custom date range' })
      .getByLabel('From (MM-DD-YYYY)')
      .fill(dashed(localDate(-120)));
    await page.getByRole('form', { name: 'Custom date range' }).getByRole('button', { name: 'Apply' }).click();
    await eventually(async () => expect(await signers()).toEqual(['Weeks, Wade', 'Months, Mia']));

    // The presets fill the dates in and apply them at once.
    await page.getByRole('form', { name: 'Custom date range' }).getByRole('button', { name: 'Last 7 Days' }).click();
    await eventually(async () => expect(await signers()).toEqual(['Recent, Rita']));
    expect(await page.getByRole('form', { name: 'Custom date range' }).getByLabel('From (MM-DD-YYYY)').inputValue()).toBe(dashed(localDate(-6)));
    expect(await page.getByRole('form', { name: 'Custom date range' }).getByLabel('To (MM-DD-YYYY)').inputValue()).toBe(dashed(localDate(0)));
    await screenshot(page, SPEC, '07-last-7-days');
    await page.getByRole('form', { name: 'Custom date range' }).getByRole('button', { name: 'Last 30 Days' }).click();
    await eventually(async () => expect(await signers()).toEqual(['Recent, Rita', 'Weeks, Wade']));
  });

  it('duplicates a signing into a new one, prefilled, and saving adds a second row', async () => {
    const { page } = await notaryOnSigningsList(
      session,
      'actions-duplicate',
      (api) =>
        seedSignings(api, {
          AppointmentDate: localDate(-1),
          LastName: 'Lindqvist',
          FirstName: 'Maja',
          Address1: '12 Elm St',
          City: 'Georgetown',
          Zip: '78626',
          OrderNumber: 'ORD-88',
          Amount: 175,
          InvoiceNumber: 'INV-3001',
        }),
      { viewport: WIDE_WINDOW },
    );
    const table = signingsTable(page);
    await signingRow(page, 'Lindqvist, Maja').waitFor();
    await signingRow(page, 'Lindqvist, Maja').getByRole('button', { name: 'Duplicate signing for Maja Lindqvist' }).click();

    const copy = await signingEditor(page, 'New signing (copy)');
    expect(await copy.getByLabel('Last name').inputValue()).toBe('Lindqvist');
    expect(await copy.getByLabel('First name').inputValue()).toBe('Maja');
    expect(await copy.getByLabel('Address line 1').inputValue()).toBe('12 Elm St');
    expect(await copy.getByLabel('City').inputValue()).toBe('Georgetown');
    expect(await copy.getByLabel('Order number').inputValue()).toBe('ORD-88');
    expect(await copy.getByLabel('Amount', { exact: true }).inputValue()).toBe('175.00');
    expect(await copy.getByLabel('Date', { exact: true }).inputValue()).toBe(localDate(-1));
    // A copy is a new record: the invoice belongs to the original.
    expect(await copy.getByLabel('Invoice number').inputValue()).toBe('');
    // And it has no confirmation calls of its own yet.
    expect(await copy.getByRole('button', { name: 'Record a confirmation call' }).count()).toBe(0);
    await screenshot(page, SPEC, '08-duplicate-editor');

    // Saved as it is, the copy is a second signing.
    await saveSigning(copy);
    await eventually(async () => expect(await columnTexts(table, 'Signer')).toEqual(['Lindqvist, Maja', 'Lindqvist, Maja']));
    expect(await pagerText(page)).toContain('1–2 of 2 signings');
    expect((await columnTexts(table, 'Invoice #')).sort()).toEqual(['', 'INV-3001']);
    expect(await columnTexts(table, 'Order #')).toEqual(['ORD-88', 'ORD-88']);
    expect(await columnTexts(table, 'Amount')).toEqual(['$175.00', '$175.00']);
    await screenshot(page, SPEC, '09-duplicate-saved');
  });

  it('asks for a selection before printing, then prints the selected signings in a new window', async () => {
    const year = new Date().getFullYear();
    const { page } = await notaryOnSigningsList(session, 'actions-print', (api) =>
      seedSignings(
        api,
        { AppointmentDate: `${year}-06-02`, LastName: 'Petrov', FirstName: 'Ivan', City: 'Austin', Amount: 120 },
        { AppointmentDate: `${year}-06-03`, LastName: 'Quinn', FirstName: 'Nora', City: 'Dallas', Amount: 80 },
        { AppointmentDate: `${year}-06-04`, LastName: 'Ramos', FirstName: 'Luis', City: 'Waco', Amount: 95 },
      ),
    );
    const table = signingsTable(page);
    await eventually(async () => expect(await columnTexts(table, 'Signer')).toHaveLength(3));

    // Nothing checked: the spec's message, and no window opens.
    let popups = 0;
    page.on('popup', () => (popups += 1));
    await actions(page).getByRole('button', { name: 'Print' }).click();
    await expectMessageBox(page, PRINT_NEEDS_SELECTION, '10-print-needs-selection');
    expect(popups).toBe(0);

    await table.getByRole('checkbox', { name: `Select signing for Ivan Petrov on 06/02/${year}` }).check();
    await table.getByRole('checkbox', { name: `Select signing for Luis Ramos on 06/04/${year}` }).check();
    await page.getByText('2 selected').waitFor();
    const [sheet] = await Promise.all([page.waitForEvent('popup'), actions(page).getByRole('button', { name: 'Print' }).click()]);
    await sheet.getByRole('heading', { name: 'Signings', level: 1 }).waitFor();
    expect(await sheet.title()).toBe('Signings · Notary Ledger');
    expect(await sheet.getByText(/signings · printed/).innerText()).toBe(`2 signings · printed ${usDate(localDate(0))}`);
    const printed = sheet.getByRole('table');
    const rows = printed.locator('tbody tr');
    expect(await rows.count()).toBe(2);
    expect(await rows.nth(0).innerText()).toContain('Ivan Petrov');
    expect(await rows.nth(0).innerText()).toContain(`06/02/${year}`);
    expect(await rows.nth(1).innerText()).toContain('Luis Ramos');
    expect(await printed.innerText()).not.toContain('Nora Quinn');
    // The foot adds up the selected fees: 120 + 95.
    expect(await printed.locator('tfoot').innerText()).toContain('$215.00');
    await screenshot(sheet, SPEC, '11-print-sheet');
    await sheet.close();
    // The list is still there, with the selection.
    expect(await table.getByRole('checkbox', { checked: true }).count()).toBe(2);
  });

  it("links the tracking number to the carrier's page and the address to directions, and says how to add a missing carrier", async () => {
    const { page } = await notaryOnSigningsList(
      session,
      'actions-links',
      (api) =>
        seedSignings(
          api,
          {
            AppointmentDate: localDate(-4),
            LastName: 'Fedex',
            FirstName: 'Sent',
            Address1: '100 Congress Ave',
            City: 'Austin',
            State: 'TX',
            Zip: '78701',
            TrackingSentBy: 1,
            TrackingNumber: '771234567890',
          },
          {
            AppointmentDate: localDate(-5),
            LastName: 'Nocarrier',
            FirstName: 'Ned',
            Address1: '',
            City: 'Waco',
            State: 'TX',
            Zip: '',
            TrackingNumber: '9400111899',
          },
        ),
      { viewport: WIDE_WINDOW },
    );
    const sent = signingRow(page, 'Fedex, Sent');
    await sent.waitFor();

    // The standard FedEx entry: https://www.fedex.com/fedextrack/ + ?trknbr={TN}.
    const tracking = sent.getByRole('link', { name: 'Track 771234567890 with FedEx (opens in a new tab)' });
    expect(await tracking.getAttribute('href')).toBe('https://www.fedex.com/fedextrack/?trknbr=771234567890');
    expect(await tracking.getAttribute('target')).toBe('_blank');
    expect((await tracking.innerText()).trim()).toBe('771234567890');
    const directions = sent.getByRole('link', { name: 'Directions to 100 Congress Ave, Austin, TX 78701 (opens in a new tab)' });
    expect(await directions.getAttribute('href')).toBe(
      `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent('100 Congress Ave, Austin, TX 78701')}`,
    );
    expect((await directions.innerText()).trim()).toBe('Directions');
    // A city is enough for directions.
    expect(
      await signingRow(page, 'Nocarrier, Ned')
        .getByRole('link', { name: /^Directions to Waco, TX/ })
        .getAttribute('href'),
    ).toBe('https://www.google.com/maps/dir/?api=1&destination=Waco%2C%20TX');
    await tracking.scrollIntoViewIfNeeded();
    await screenshot(page, SPEC, '12-tracking-and-directions');

    // No carrier: no link, a button that says how to fix it.
    const missing = signingRow(page, 'Nocarrier, Ned');
    expect(await missing.getByRole('link', { name: /^Track/ }).count()).toBe(0);
    await missing.getByRole('button', { name: 'Track 9400111899' }).click();
    await expectMessageBox(page, NO_TRACKING_COMPANY, '13-no-tracking-company');

    // Doing what it says: Sent via UPS makes it a UPS link.
    await missing.getByRole('button', { name: 'Edit signing for Ned Nocarrier' }).click();
    const edit = await signingEditor(page, 'Edit signing');
    expect(await edit.getByLabel('Tracking number').inputValue()).toBe('9400111899');
    await edit.getByLabel('Sent via').selectOption({ label: 'UPS' });
    await saveSigning(edit);
    const ups = missing.getByRole('link', { name: 'Track 9400111899 with UPS (opens in a new tab)' });
    await ups.waitFor();
    expect(await ups.getAttribute('href')).toBe('https://www.ups.com/track?tracknum=9400111899');
  });

  it('records confirmation calls: a confirmed signing can only be switched back to not confirmed', async () => {
    // Tomorrow late in the evening: upcoming whatever the hour the suite runs (a signing already
    // past reads Completed, not "not confirmed").
    const { page } = await notaryOnSigningsList(session, 'actions-confirm', (api) =>
      seedSignings(api, { AppointmentDate: localDate(1), AppointmentTime: { Hour: 11, Minute: 30, AmPm: 'PM' }, LastName: 'Haddad', FirstName: 'Yara' }),
    );
    const row = signingRow(page, 'Haddad, Yara');
    await row.waitFor();

    await row.getByRole('button', { name: 'Confirmation for Yara Haddad: not confirmed' }).click();
    const confirmation = dialog(page, 'Confirmation for Yara Haddad');
    await confirmation.getByRole('radio', { name: 'Confirmed', exact: true }).waitFor();
    expect(await confirmation.innerText()).toContain('Currently not confirmed.');
    expect(await confirmation.innerText()).toContain('No confirmation calls recorded yet.');
    // The call is dated the day it is made.
    const today = localDate(0);
    expect(await confirmation.getByLabel('Date (MM/DD/YYYY)').inputValue()).toBe(usDate(today));
    await confirmation.getByRole('radio', { name: 'Confirmed', exact: true }).check();
    await confirmation.getByRole('textbox', { name: 'Note' }).fill('Spoke with Yara: 11:30 PM at her office');
    await screenshot(page, SPEC, '14-confirmation-dialog');
    await confirmation.getByRole('button', { name: 'Save confirmation' }).click();
    await confirmation.waitFor({ state: 'detached' });
    const confirmedPill = row.getByRole('button', { name: 'Confirmation for Yara Haddad: confirmed' });
    await confirmedPill.waitFor();
    expect((await confirmedPill.innerText()).trim()).toBe('Confirmed');

    // Opened again: the call is in the history, and saving another "confirmed" is not offered.
    await confirmedPill.click();
    await confirmation.getByRole('radio', { name: 'Confirmed', exact: true }).waitFor();
    expect(await confirmation.innerText()).toContain('Currently confirmed.');
    const history = confirmation.getByRole('list').filter({ hasText: 'Spoke with Yara' });
    expect(await history.getByRole('listitem').count()).toBe(1);
    expect(await history.getByRole('listitem').first().innerText()).toMatch(
      new RegExp(`^Confirmed\\s+${usDate(today).replace(/\//g, '\\/')} \\d{1,2}:\\d{2} [AP]M\\s+Spoke with Yara: 11:30 PM at her office$`),
    );
    expect(await confirmation.getByRole('radio', { name: 'Confirmed', exact: true }).isChecked()).toBe(true);
    const save = confirmation.getByRole('button', { name: 'Save confirmation' });
    expect(await save.isDisabled()).toBe(true);
    expect((await confirmation.getByText(ALREADY_CONFIRMED).innerText()).trim()).toBe(ALREADY_CONFIRMED);
    expect(await save.getAttribute('aria-describedby')).toBeTruthy();
    await screenshot(page, SPEC, '15-already-confirmed');

    // Switching it to not confirmed is allowed.
    await confirmation.getByRole('radio', { name: 'Not confirmed', exact: true }).check();
    await eventually(async () => expect(await save.isEnabled()).toBe(true));
    expect(await confirmation.getByText(ALREADY_CONFIRMED).count()).toBe(0);
    await confirmation.getByLabel('Preset note').selectOption({ label: 'Signer asked to reschedule' });
    expect(await confirmation.getByRole('textbox', { name: 'Note' }).inputValue()).toBe('Signer asked to reschedule');
    await save.click();
    await confirmation.waitFor({ state: 'detached' });
    await row.getByRole('button', { name: 'Confirmation for Yara Haddad: not confirmed' }).waitFor();

    // The signing's editor lists both calls, newest first.
    await row.getByRole('button', { name: 'Edit signing for Yara Haddad' }).click();
    const edit = await signingEditor(page, 'Edit signing');
    const section = edit.getByRole('region', { name: 'Confirmation' });
    await eventually(async () => {
      const calls = await section.getByRole('listitem').allInnerTexts();
      expect(calls).toHaveLength(2);
      expect(calls[0]).toMatch(/^Not confirmed[\s\S]*Signer asked to reschedule$/);
      expect(calls[1]).toMatch(/^Confirmed[\s\S]*Spoke with Yara: 11:30 PM at her office$/);
    });
    await section.scrollIntoViewIfNeeded();
    await screenshot(page, SPEC, '16-editor-confirmation-history');
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await edit.waitFor({ state: 'detached' });
  });

  it('works on a phone: cards instead of the table, and the full-screen edit dialog', async () => {
    const notary = await seedNotary(session.app, 'actions-phone');
    const context = await session.newContext();
    const page = await context.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/Account/Login');
    await page.getByLabel('Email').fill(notary.email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await waitForPath(page, /^\/(?!account\/)/i);

    // The menu is a drawer behind the Menu button.
    const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
    await menuButton.waitFor();
    expect(await mainMenu(page).isVisible()).toBe(false);
    await menuButton.click();
    await mainMenu(page).waitFor();
    await openMenuGroup(page, 'Signings');
    await screenshot(page, SPEC, '17-phone-menu');
    await mainMenu(page).getByRole('link', { name: 'View Signings' }).click();
    await waitForPath(page, '/Appointment');
    await page.getByText('You have no signings this year yet.').waitFor();
    await eventually(async () => expect(await mainMenu(page).isVisible()).toBe(false));
    // Cards, not a table: no column headers, so sorting and no grid size or columns.
    expect(await signingsTable(page).count()).toBe(0);
    expect(await page.getByLabel('Sort by').inputValue()).toBe('date-desc');
    expect(await page.getByLabel('Grid size').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Columns', exact: true }).count()).toBe(0);
    await screenshot(page, SPEC, '18-phone-empty-list');

    await actions(page).getByRole('button', { name: 'New signing' }).click();
    const editor = await signingEditor(page, 'New signing');
    // The phone variant fills the screen, one field per line.
    // (Measured once the dialog's opening transition has finished.)
    await eventually(async () => expect(Math.round((await editor.boundingBox())!.width)).toBe(390));
    const box = await editor.boundingBox();
    expect(box && Math.round(box.height)).toBe(844);
    const lastName = await editor.getByLabel('Last name').boundingBox();
    const firstName = await editor.getByLabel('First name').boundingBox();
    expect(firstName!.y).toBeGreaterThan(lastName!.y + lastName!.height - 1);
    await fillSigning(editor, { lastName: 'Mbeki', firstName: 'Thandi', city: 'Austin' });
    await editor.getByLabel('Last name').scrollIntoViewIfNeeded();
    await screenshot(page, SPEC, '19-phone-editor');
    await saveSigning(editor);

    const cards = page.getByRole('list', { name: 'Signings' });
    const card = cards.getByRole('listitem').filter({ has: page.getByRole('button', { name: 'Mbeki, Thandi', exact: true }) });
    await card.waitFor();
    expect(await cards.getByRole('listitem').count()).toBe(1);
    const text = await card.innerText();
    expect(text).toContain(usDate(localDate(0)));
    expect(text).toContain('Austin');
    expect(await card.getByRole('button', { name: 'Edit signing for Thandi Mbeki' }).isVisible()).toBe(true);
    const cardBox = await card.boundingBox();
    expect(cardBox!.x).toBeGreaterThanOrEqual(0);
    expect(cardBox!.x + cardBox!.width).toBeLessThanOrEqual(390);
    await eventually(async () => expect(await pagerText(page)).toContain('1–1 of 1 signing'));
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, SPEC, '20-phone-card');
  });
});
