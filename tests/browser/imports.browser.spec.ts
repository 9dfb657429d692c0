import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
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
  signingRow,
  signingsTable,
  usDate,
  waitForPath,
} from './support/browser';
import { useBrowser } from './support/harness';

// Issue 14: a notary imports last year's spreadsheet, looks the rows over, discards one, accepts
// the rest and finds them among the signings; then exports the signings to a CSV file.
jest.setTimeout(BROWSER_TEST_TIMEOUT_MS * 3);

const SPEC = 'imports';
const session = useBrowser();

/** Dates the signings list shows by default ("This year"). */
const day = (offset: number) => localDate(offset - new Date().getDate() + 15);

function spreadsheet(): Buffer {
  return Buffer.from(
    [
      'Appointment Date,Time,Borrower Last Name,First Name,Street Address,City,State,Zip Code,Fee,Order #',
      `${usDate(day(0))},10:00 AM,Alvarez,Ana,12 Oak St,Austin,TX,78701,125,A-100`,
      `${usDate(day(1))},2:30 PM,Brooks,Ben,9 Elm St,Round Rock,TX,78664,"$150.00",A-101`,
      `not a date,3:00 PM,Broken,Bea,1 Pine St,Austin,TX,78702,90,A-102`,
      `${usDate(day(2))},4:15 PM,Castro,Cy,5 Main St,Austin,TX,78703,95.5,A-103`,
    ].join('\r\n'),
  );
}

const pendingTable = (page: Page) => page.getByRole('table', { name: /Imported signings waiting to be accepted/ });
const pendingRow = (page: Page, signer: string) =>
  pendingTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: signer, exact: true }) });

describe('import and export', () => {
  it('uploads a spreadsheet, discards a row, accepts the rest as signings, then exports the chosen fields to CSV', async () => {
    const notary = await seedNotary(session.app, 'imports');
    await notary.api.post('/api/appointmentapi/save', signingBody({ LastName: 'Existing', FirstName: 'Eve', AppointmentDate: day(3), Amount: 60 }));
    const page = await (await session.newContext()).newPage();
    await page.setViewportSize({ width: 1366, height: 900 });
    await logInThroughUi(page, notary.email);

    // A new account's dashboard offers the import beside a new signing.
    const offer = page.getByRole('region', { name: 'Add your signings' });
    await offer.getByRole('button', { name: 'New signing' }).waitFor();
    await screenshot(page, SPEC, '00-dashboard-offer');
    await offer.getByRole('link', { name: 'Import signings' }).click();
    await waitForPath(page, '/Import');
    await page.getByRole('heading', { name: 'Import Data', level: 1 }).waitFor();
    await page.getByText('Nothing is waiting to be imported.').waitFor();

    // Upload: loading, then uploaded, with what became of each row.
    await page.getByLabel('File of signings').setInputFiles({ name: 'last-year.csv', mimeType: 'text/csv', buffer: spreadsheet() });
    await page.getByRole('button', { name: 'Import file' }).click();
    const uploaded = page.getByRole('status').filter({ hasText: 'Uploaded “last-year.csv”' });
    await uploaded.getByText('4 rows read: 3 signings added to the list below, 1 row not imported.').waitFor();
    await uploaded.getByText('Row 4: The date “not a date” is not a date', { exact: false }).waitFor();
    await pendingRow(page, 'Castro, Cy').waitFor();
    expect(await pendingTable(page).locator('tbody tr').count()).toBe(3);
    expect((await pendingRow(page, 'Brooks, Ben').innerText()).replace(/\s+/g, ' ')).toContain(
      `Brooks, Ben ${usDate(day(1))} 2:30 PM $150.00 9 Elm St, Round Rock, TX 78664 A-101 last-year.csv, row 3`,
    );
    await screenshot(page, SPEC, '01-uploaded-and-pending');

    // The same file again adds nothing.
    await page.getByLabel('File of signings').setInputFiles({ name: 'last-year.csv', mimeType: 'text/csv', buffer: spreadsheet() });
    await page.getByRole('button', { name: 'Import file' }).click();
    await page.getByText('4 rows read: 0 signings added to the list below, 3 rows already imported before, 1 row not imported.').waitFor();

    // A file that is not a spreadsheet: upload failed, in words.
    await page
      .getByLabel('File of signings')
      .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex') });
    await page.getByRole('button', { name: 'Import file' }).click();
    const failed = page.getByRole('alert').filter({ hasText: 'Upload failed' });
    await failed.getByText('Import needs a CSV or Excel (.xlsx) file of signings with a header row', { exact: false }).waitFor();
    await screenshot(page, SPEC, '02-upload-failed');

    // Discard one; accept the others.
    await pendingRow(page, 'Brooks, Ben')
      .getByRole('button', { name: /^Discard/ })
      .click();
    await pendingRow(page, 'Brooks, Ben').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Accept all (2)' }).click();
    await page.getByText('2 signings added to your signings').waitFor();
    await page.getByText('Nothing is waiting to be imported.').waitFor();
    await screenshot(page, SPEC, '03-accepted');

    // They are signings now.
    await page.getByRole('link', { name: 'signings list' }).click();
    await waitForPath(page, '/Appointment');
    await signingsTable(page).waitFor();
    await signingRow(page, 'Alvarez, Ana').waitFor();
    await signingRow(page, 'Castro, Cy').waitFor();
    expect(await signingRow(page, 'Brooks, Ben').count()).toBe(0);

    // Export: this year by default, every field; choose three, in the dialog's order.
    await page.getByRole('group', { name: 'Signing actions' }).getByRole('button', { name: 'Export' }).click();
    const exporting = dialog(page, 'Export signings');
    const year = String(new Date().getFullYear());
    expect(await exporting.getByLabel('Start date').inputValue()).toBe(`${year}-01-01`);
    expect(await exporting.getByLabel('End date').inputValue()).toBe(`${year}-12-31`);
    expect(await exporting.getByRole('checkbox', { checked: true }).count()).toBe(19);
    await exporting.getByRole('button', { name: 'Select none' }).click();
    await exporting.getByRole('button', { name: 'Download CSV' }).click();
    await exporting.getByRole('alert').getByText('Export needs a start date, an end date and at least one field').waitFor();
    await screenshot(page, SPEC, '04-export-needs-a-field');
    for (const field of ['Amount', 'Signer Last Name', 'Date']) await exporting.getByRole('checkbox', { name: field, exact: true }).check();
    await screenshot(page, SPEC, '05-export-dialog');
    const [download] = await Promise.all([page.waitForEvent('download'), exporting.getByRole('button', { name: 'Download CSV' }).click()]);
    expect(download.suggestedFilename()).toBe('AppointmentExport.csv');
    const file = readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
    expect(file).toBe(
      [
        // The columns come in the dialog's order.
        'Date,Amount,Signer Last Name',
        ...[
          [day(0), '125.00', 'Alvarez'],
          [day(2), '95.50', 'Castro'],
          [day(3), '60.00', 'Existing'],
        ].map(([date, amount, name]) => `${usDate(date!)},${amount},${name}`),
        '',
      ].join('\r\n'),
    );
    await exporting.waitFor({ state: 'detached' });

    // The choice is remembered for the next export.
    await page.getByRole('group', { name: 'Signing actions' }).getByRole('button', { name: 'Export' }).click();
    await eventually(async () =>
      expect(
        await dialog(page, 'Export signings')
          .getByRole('checkbox', { checked: true })
          .evaluateAll((boxes) => boxes.map((box) => (box as any).parentElement.textContent)),
      ).toEqual(['Date', 'Amount', 'Signer Last Name']),
    );
  });

  it('is in the menu under Tools, and reads well on a phone', async () => {
    const notary = await seedNotary(session.app, 'imports-phone');
    const page = await (await session.newContext()).newPage();
    await logInThroughUi(page, notary.email);
    await openMenuGroup(page, 'Tools');
    await mainMenu(page).getByRole('link', { name: 'Import Data' }).click();
    await waitForPath(page, '/Import');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByLabel('File of signings').setInputFiles({ name: 'last-year.csv', mimeType: 'text/csv', buffer: spreadsheet() });
    await page.getByRole('button', { name: 'Import file' }).click();
    await pendingRow(page, 'Alvarez, Ana').waitFor();
    await screenshot(page, SPEC, '06-phone');
    await pendingTable(page).scrollIntoViewIfNeeded();
    await screenshot(page, SPEC, '07-phone-list');
    await page.getByRole('checkbox', { name: /^Select Castro, Cy/ }).check();
    await page.getByRole('button', { name: 'Accept selected (1)' }).click();
    await page.getByText('1 signing added to your signings').waitFor();
    await pendingRow(page, 'Castro, Cy').waitFor({ state: 'detached' });
    expect(await pendingTable(page).locator('tbody tr').count()).toBe(2);

    // The dashboard reminds the notary of the two still waiting.
    await page.goto('/Dashboard');
    const offer = page.getByRole('region', { name: 'Add your signings' });
    await offer.getByText('2 imported signings are waiting for you to accept them.').waitFor();
    await offer.getByRole('link', { name: 'Review them' }).click();
    await waitForPath(page, '/Import');
    await pendingRow(page, 'Alvarez, Ana').waitFor();
  });
});
