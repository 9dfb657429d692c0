import type { Page } from 'playwright-core';
import { signingBody } from '../support/api-client';
import {
  BROWSER_TEST_TIMEOUT_MS,
  columnTexts,
  dialog,
  eventually,
  logInThroughUi,
  mainMenu,
  openMenuGroup,
  screenshot,
  seedNotary,
  signingRow,
  signingsTable,
  waitForPath,
} from './support/browser';
import { useBrowser, WIDE_WINDOW } from './support/harness';

// The business profile (issue 15): a notary adds a type of work of their own, changes fees and
// categories with Save enabled only while something differs, and merges a custom type into a
// standard one, after which its signings show the standard type.
jest.setTimeout(BROWSER_TEST_TIMEOUT_MS * 3);

const SPEC = 'business-profile';
const session = useBrowser();
const year = new Date().getFullYear();

const saveButton = (page: Page) => page.getByRole('button', { name: 'Save', exact: true });
const section = (page: Page, title: string) => page.getByRole('region', { name: title });
const typeRow = (page: Page, name: string) => page.getByRole('listitem', { name, exact: true });
const expectSave = async (page: Page, enabled: boolean) => eventually(async () => expect(await saveButton(page).isEnabled()).toBe(enabled));

async function openProfile(page: Page) {
  await openMenuGroup(page, 'Business Center');
  await mainMenu(page).getByRole('link', { name: 'Business Profile' }).click();
  await waitForPath(page, '/BusinessProfile');
  await typeRow(page, 'Refinance').waitFor();
}

describe('the business profile', () => {
  it('adds and edits types of work, saving only while something changed, and merges a custom type into a standard one', async () => {
    const notary = await seedNotary(session.app, 'business-profile');
    // A type of their own from before, with two signings.
    const saved = await notary.api.post('/api/settingsapi/save', { LoanTypes: [{ Id: 0, Name: 'Boat title', FeeAmount: 40, AppointmentCategory: { Id: 3 } }] });
    const boatTitle = saved.body.LoanTypes.find((type: { Name: string }) => type.Name === 'Boat title').Id as number;
    for (const LastName of ['Harbor', 'Marina']) {
      const signing = await notary.api.post('/api/appointmentapi/save', signingBody({ LastName, LoanType: boatTitle, AppointmentDate: `${year}-02-10` }));
      expect(signing.status).toBe(200);
    }
    const page = await (await session.newContext()).newPage();
    await page.setViewportSize({ width: 1366, height: 768 });
    await logInThroughUi(page, notary.email);
    await openProfile(page);
    await expectSave(page, false);
    await screenshot(page, SPEC, '00-profile-top-1366');

    // A fee changed enables Save; typed back to what it was, Save is disabled again.
    const refinanceFee = page.getByLabel('Fee for Refinance');
    expect(await refinanceFee.inputValue()).toBe('125.00');
    await refinanceFee.fill('130');
    await expectSave(page, true);
    await refinanceFee.fill('125.00');
    await expectSave(page, false);
    // So with a category switched off and on again.
    const other = page.getByLabel('Offer this work: Other types of work');
    await other.uncheck();
    await expectSave(page, true);
    expect(await section(page, 'Other types of work').getByLabel('Active: Fingerprinting').isDisabled()).toBe(true);
    await other.check();
    await expectSave(page, false);

    // A type of their own, with a fee and a length; then a standard type's fee.
    await page.getByRole('button', { name: 'Add a type of work to loan signing work' }).click();
    const name = page.getByLabel('Name of the new type of work');
    // The new row's name has the focus. (Run in the page as text: the tests compile without the DOM's types.)
    await eventually(async () => expect(await page.evaluate('document.activeElement?.getAttribute("aria-label")')).toBe('Name of the new type of work'));
    await expectSave(page, true);
    await name.fill('Seller package');
    await page.getByLabel('Fee for Seller package').fill('95.5');
    await page.getByLabel('Fee for Seller package').blur();
    expect(await page.getByLabel('Fee for Seller package').inputValue()).toBe('95.50');
    const length = page.getByRole('group', { name: 'Length of Seller package' });
    await length.getByLabel('Hours').selectOption('1');
    await length.getByLabel('Minutes').selectOption('15');
    await refinanceFee.fill('135');
    await saveButton(page).click();
    await page.getByRole('status').filter({ hasText: 'Business profile updated' }).waitFor();
    await expectSave(page, false);
    await typeRow(page, 'Seller package').waitFor();
    expect(await page.getByLabel('Fee for Refinance').inputValue()).toBe('135.00');

    // Change category: Fingerprinting moves to general notary work, active, and is a notarial fee now.
    await page.getByRole('button', { name: 'Change category of Fingerprinting' }).click();
    const move = dialog(page, 'Change Category');
    await move.getByLabel('Specialty/general notary work').check();
    await move.getByRole('button', { name: 'Move' }).click();
    await move.waitFor({ state: 'detached' });
    await section(page, 'Specialty/general notary work').getByRole('listitem', { name: 'Fingerprinting' }).waitFor();
    await page.getByLabel('Notarial fee (exempt from self-employment tax): Fingerprinting').check();
    await expectSave(page, true);
    await saveButton(page).click();
    await page.getByRole('status').filter({ hasText: 'Business profile updated' }).waitFor();
    await expectSave(page, false);
    await screenshot(page, SPEC, '01-profile-1366');

    // What the server now holds.
    const profile = (await notary.api.get('/api/settingsapi/getappointmentcategorytype/')).body;
    const all = profile.Categories.flatMap((category: { AppointmentTypes: any[] }) => category.AppointmentTypes);
    expect(all.find((type: any) => type.Name === 'Seller package')).toMatchObject({ FeeAmount: 95.5, AppointmentDuration: 75, AppointmentCategory: { Id: 2 } });
    expect(all.find((type: any) => type.Name === 'Fingerprinting')).toMatchObject({ NotarialFee: true, IsActive: true, AppointmentCategory: { Id: 1 } });

    // Merge Boat title into Document Courier: the dialog says how many signings are re-typed.
    await typeRow(page, 'Boat title').scrollIntoViewIfNeeded();
    await screenshot(page, SPEC, '01b-custom-types-1366');
    await page.getByRole('button', { name: 'Merge Boat title' }).click();
    const merge = dialog(page, 'Merge Type of work');
    expect(await merge.getByRole('button', { name: 'Merge' }).isDisabled()).toBe(true);
    await merge.getByLabel('Merge into').selectOption({ label: 'Document Courier' });
    await merge.getByText('2 signings will be re-typed from Boat title to Document Courier.').waitFor();
    await screenshot(page, SPEC, '02-merge-dialog');
    await merge.getByRole('button', { name: 'Merge' }).click();
    await merge.waitFor({ state: 'detached' });
    await page.getByRole('status').filter({ hasText: 'Boat title is now Document Courier: 2 signings re-typed.' }).waitFor();
    await eventually(async () => expect(await typeRow(page, 'Boat title').count()).toBe(0));

    // The signings list shows them re-typed.
    await page.setViewportSize(WIDE_WINDOW);
    await openMenuGroup(page, 'Signings');
    await mainMenu(page).getByRole('link', { name: 'View Signings' }).click();
    await waitForPath(page, '/Appointment');
    await signingRow(page, 'Harbor, Ana').waitFor();
    await eventually(async () => expect(await columnTexts(signingsTable(page), 'Type of work')).toEqual(['Document Courier', 'Document Courier']));
    await screenshot(page, SPEC, '03-signings-retyped');
  });

  it('keeps the edits and Save when the save fails, closes the merge dialog when a merge fails, and fits a phone', async () => {
    const notary = await seedNotary(session.app, 'business-profile-failures');
    await notary.api.post('/api/settingsapi/save', { LoanTypes: [{ Id: 0, Name: 'Yacht papers', AppointmentCategory: { Id: 3 } }] });
    const page = await (await session.newContext()).newPage();
    await page.setViewportSize({ width: 1366, height: 768 });
    await logInThroughUi(page, notary.email);
    // On a phone the menu is a drawer: the page is reached by its address.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/BusinessProfile');
    await typeRow(page, 'Refinance').waitFor();
    await screenshot(page, SPEC, '04-profile-phone');

    await page.route('**/api/settingsapi/save', (route) => route.abort());
    await page.getByLabel('Fee for Refinance').fill('140');
    await saveButton(page).click();
    const failed = dialog(page, 'Business profile Save Failed');
    await failed.getByText('The changes could not be saved, please check your internet connection and try again.').waitFor();
    await failed.getByRole('button', { name: 'OK' }).click();
    expect(await page.getByLabel('Fee for Refinance').inputValue()).toBe('140.00');
    await expectSave(page, true);
    await page.unroute('**/api/settingsapi/save');

    await page.route('**/api/settingsapi/mergeCustomAppointmentType/', (route) => route.fulfill({ status: 500, body: '' }));
    await typeRow(page, 'Yacht papers').scrollIntoViewIfNeeded();
    await page.getByRole('button', { name: 'Merge Yacht papers' }).click();
    const merge = dialog(page, 'Merge Type of work');
    await merge.getByLabel('Merge into').selectOption({ label: 'Other' });
    await merge.getByText('No signing has Yacht papers; it is simply removed.').waitFor();
    await screenshot(page, SPEC, '05-merge-dialog-phone');
    await merge.getByRole('button', { name: 'Merge' }).click();
    await merge.waitFor({ state: 'detached' });
    await page.getByRole('dialog').getByText('Unable to merge custom appointment type.').waitFor();
    await screenshot(page, SPEC, '06-merge-failed-phone');
  });
});
