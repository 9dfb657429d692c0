import { signingBody } from '../support/api-client';
import { BROWSER_TEST_TIMEOUT_MS, dialog, eventually, logInThroughUi, mainMenu, openMenuGroup, screenshot, seedNotary, waitForPath } from './support/browser';
import { useBrowser } from './support/harness';

// Extra mileage (issue 12): a notary records a trip and sees what it is worth at the IRS rate of
// its date, with the signings' own miles in the year's total; sets their own rate; deletes.
jest.setTimeout(BROWSER_TEST_TIMEOUT_MS * 2);

const SPEC = 'mileage';
const session = useBrowser();

describe('extra mileage', () => {
  it('records a trip, shows its deduction and the year’s totals, takes the notary’s own rate, and deletes it', async () => {
    const notary = await seedNotary(session.app, 'mileage');
    const year = new Date().getFullYear();
    await notary.api.post(
      '/api/appointmentapi/save',
      signingBody({ LastName: 'Driven', AppointmentDate: `${year}-03-05`, StartMileage: 100, EndMileage: 120 }),
    );
    const page = await (await session.newContext()).newPage();
    await page.setViewportSize({ width: 1366, height: 768 });
    await logInThroughUi(page, notary.email);
    await openMenuGroup(page, 'Extra Mileage');
    await mainMenu(page).getByRole('link', { name: 'Add Extra Miles' }).click();
    await waitForPath(page, '/Mileage');

    const form = dialog(page, 'Add extra miles');
    await form.getByLabel('Details').waitFor();
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('Please enter the details of the trip').waitFor();
    await form.getByText('The end mileage must be greater than 0').waitFor();
    await form.getByLabel('Date').fill(`${year}-11-20`);
    await form.getByLabel('Details').fill('Documents to First Title');
    await form.getByLabel('Start mileage').fill('10250');
    await form.getByLabel('End mileage').fill('10287');
    await form.getByLabel('Type of work (optional)').selectOption({ label: 'Jurat' });
    await screenshot(page, SPEC, '01-trip-dialog');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.waitFor({ state: 'detached' });

    const row = page.getByRole('row').filter({ hasText: 'Documents to First Title' });
    await row.waitFor();
    expect(await row.innerText()).toContain('37 mi');
    const stored = (await notary.api.query('/api/mileageapi/getpage', { Year: year })).body.Mileages[0];
    expect(stored.AppointmentTypeId).toEqual(expect.any(Number));
    // At the IRS standard rate of the trip's date (a year past the table says it uses the latest).
    expect(await row.innerText()).toMatch(/IRS \d{4} rate/);
    const totals = page.getByRole('region', { name: `Mileage deduction, ${year}` });
    await eventually(async () => expect(await totals.innerText()).toMatch(/signings\s+20 mi/i));
    await eventually(async () => expect(await totals.innerText()).toMatch(/total\s+57 mi/i));
    await screenshot(page, SPEC, '02-mileage-list');

    // The notary's own rate wins.
    await page.getByLabel('Your own rate per mile, in dollars (leave empty to use the IRS standard rate)').fill('0.60');
    await page.getByRole('button', { name: 'Save rate' }).click();
    await eventually(async () => expect(await row.innerText()).toContain('Your own rate (settings)'));
    expect(await row.innerText()).toContain('$22.20');

    await row.getByRole('button', { name: /^Delete the trip of/ }).click();
    await dialog(page, 'Delete trip').getByRole('button', { name: 'Delete' }).click();
    await page.getByText(`No extra trips in ${year}.`, { exact: false }).waitFor();
  });

  it('works on a phone', async () => {
    const notary = await seedNotary(session.app, 'mileage-phone');
    await notary.api.post('/api/mileageapi/save', { Date: `${new Date().getFullYear()}-02-03`, Details: 'Post office', StartMileage: 0, EndMileage: 12 });
    const page = await (await session.newContext()).newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/Account/Login');
    await page.getByLabel('Email').fill(notary.email);
    await page.getByLabel('Password', { exact: true }).fill('correct horse 1');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('button', { name: 'Menu', exact: true }).waitFor();
    await page.goto('/Mileage');
    await page.getByRole('row').filter({ hasText: 'Post office' }).waitFor();
    await screenshot(page, SPEC, '03-mileage-phone');
  });
});
