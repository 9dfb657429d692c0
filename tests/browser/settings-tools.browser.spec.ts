import type { Page } from 'playwright-core';
import { BROWSER_TEST_TIMEOUT_MS, dialog, eventually, logInThroughUi, mainMenu, openMenuGroup, screenshot, seedNotary, waitForPath } from './support/browser';
import { useBrowser } from './support/harness';

// Issue 15: the rescission calendar (Tools), the Settings dialog on each tab (spec 001 §2, §4, §8),
// the help dialogs and the onboarding that shows what is new once.
jest.setTimeout(BROWSER_TEST_TIMEOUT_MS * 2);

const SPEC = 'settings-tools';
const session = useBrowser();
const LAPTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };

async function signedIn(who: string, viewport = LAPTOP, options: { onboarded?: boolean } = {}) {
  const notary = await seedNotary(session.app, who, options);
  const page = await (await session.newContext()).newPage();
  // Signed in at laptop width, where the login waits for the menu; then the size under test.
  await page.setViewportSize(LAPTOP);
  await logInThroughUi(page, notary.email);
  if (viewport !== LAPTOP) await page.setViewportSize(viewport);
  return { page, api: notary.api };
}

/** Opens a menu entry of a group; on a phone the menu is a drawer behind the Menu button. */
async function fromMenu(page: Page, group: string, entry: string, phone = false) {
  if (phone) await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await openMenuGroup(page, group);
  await mainMenu(page).getByRole('button', { name: entry, exact: true }).click();
}

async function openSettings(page: Page, tab: string, phone = false) {
  await fromMenu(page, 'Settings', `${tab} settings`, phone);
  const settings = dialog(page, 'Settings');
  await settings.getByRole('tab', { name: tab, selected: true }).waitFor();
  return settings;
}

const savedToast = (page: Page) => page.getByRole('status').filter({ hasText: 'Settings saved' });

describe('Tools → Rescission Calendar', () => {
  it('gives the last day to rescind with each day counted or skipped, around a Saturday Independence Day', async () => {
    const { page } = await signedIn('rescission');
    await fromMenu(page, 'Tools', 'Rescission Calendar');
    const calendar = dialog(page, 'Rescission Calendar');
    await calendar.getByLabel('Signing date').fill('2026-07-02');
    const result = calendar.getByRole('region', { name: 'Rescission date' });
    await result.getByText('07/07/2026', { exact: true }).waitFor();
    expect(await result.getByText('Tuesday, until midnight').count()).toBe(1);
    expect(await result.getByRole('listitem').allInnerTexts()).toEqual([
      'Fri 07/03/2026 — business day 1',
      'Sat 07/04/2026 — skipped: Independence Day',
      'Sun 07/05/2026 — skipped: Sunday',
      'Mon 07/06/2026 — business day 2',
      'Tue 07/07/2026 — business day 3',
    ]);
    await result.getByText(/^Regulation Z \(12 CFR 1026\.23\)/).waitFor();
    await screenshot(page, SPEC, '01-rescission-1366');

    // Thanksgiving, picked next: the list follows the date.
    await calendar.getByLabel('Signing date').fill('2026-11-24');
    await result.getByText('11/28/2026', { exact: true }).waitFor();
    await result.getByText('Thu 11/26/2026 — skipped: Thanksgiving Day').waitFor();

    // Its help, over it.
    await calendar.getByRole('button', { name: 'Help: The rescission calendar' }).click();
    await dialog(page, 'The rescission calendar')
      .getByText(/third business day after signing/)
      .waitFor();
    await dialog(page, 'The rescission calendar').getByRole('button', { name: 'Close', exact: true }).last().click();
    await dialog(page, 'The rescission calendar').waitFor({ state: 'detached' });
    await calendar.getByRole('button', { name: 'Close', exact: true }).last().click();
    await calendar.waitFor({ state: 'detached' });
  });

  it('works on a phone', async () => {
    const { page } = await signedIn('rescission-phone', PHONE);
    await fromMenu(page, 'Tools', 'Rescission Calendar', true);
    const calendar = dialog(page, 'Rescission Calendar');
    await calendar.getByLabel('Signing date').fill('2026-12-30');
    await calendar.getByText('01/04/2027', { exact: true }).waitFor();
    await calendar.getByText("Fri 01/01/2027 — skipped: New Year's Day").waitFor();
    await screenshot(page, SPEC, '02-rescission-phone');
  });
});

describe('the Settings dialog', () => {
  it('General: turns confirmations off, saves with the toast, keeps the setting after a reload, and keeps the edit when the server does not answer', async () => {
    const { page, api } = await signedIn('settings-general');
    let settings = await openSettings(page, 'General');
    await settings.getByText('Working out a signing’s miles from the driving distance').waitFor();
    const confirmations = settings.getByRole('checkbox', { name: 'Confirmations' });
    expect(await confirmations.isChecked()).toBe(true);
    await confirmations.uncheck();
    await screenshot(page, SPEC, '03-settings-general-1366');

    // The server does not answer: the catalogue's message, and the edit is still there.
    await page.route('**/api/settingsapi/save', (route) => route.abort());
    await settings.getByRole('button', { name: 'Save', exact: true }).click();
    await settings.getByRole('alert').filter({ hasText: 'Server not responding, please try saving again.' }).waitFor();
    expect(await confirmations.isChecked()).toBe(false);
    await page.unroute('**/api/settingsapi/save');

    await settings.getByRole('button', { name: 'Save', exact: true }).click();
    await savedToast(page).waitFor();
    await screenshot(page, SPEC, '04-settings-saved');
    expect((await api.get('/api/settingsapi/get/')).body.EnableConfirmations).toBe(false);

    await page.reload();
    await mainMenu(page).waitFor();
    settings = await openSettings(page, 'General');
    expect(await settings.getByRole('checkbox', { name: 'Confirmations' }).isChecked()).toBe(false);
    // Another tab, by the keyboard: the arrows move between tabs.
    await settings.getByRole('tab', { name: 'General' }).press('ArrowDown');
    await settings.getByRole('tab', { name: 'Mileage', selected: true }).waitFor();
  });

  it('Tracking: adds a carrier in a blank row, deletes one, and saves them', async () => {
    const { page, api } = await signedIn('settings-tracking');
    const settings = await openSettings(page, 'Tracking');
    await settings.getByRole('button', { name: 'Add a carrier' }).click();
    await settings.getByLabel('Carrier 5 name').fill('OnTrac');
    await settings.getByLabel('Carrier 5 tracking page address').fill('not a web address');
    await settings.getByRole('button', { name: 'Save', exact: true }).click();
    await settings.getByText('Enter the tracking page’s address, such as https://www.ups.com/track?tracknum={TN}').first().waitFor();
    await settings.getByLabel('Carrier 5 tracking page address').fill('www.ontrac.com/tracking/?number={TN}');
    await settings.getByRole('button', { name: 'Delete carrier 4: DHL' }).click();
    await screenshot(page, SPEC, '05-settings-tracking');
    await settings.getByRole('button', { name: 'Save', exact: true }).click();
    await savedToast(page).waitFor();
    const saved = (await api.get('/api/settingsapi/get/')).body.TrackingCompanies;
    expect(saved.map((carrier: { Name: string }) => carrier.Name)).toEqual(['FedEx', 'UPS', 'USPS', 'OnTrac']);
    expect(saved[3]).toMatchObject({ Website: 'https://www.ontrac.com/tracking/', Parameters: '?number={TN}' });
    // Not DHL's 4: signings that named DHL must not come to name OnTrac.
    expect(saved[3].Id).toBe(5);
  });

  it('Mileage: sets the own rate, which the mileage list then uses', async () => {
    const year = new Date().getFullYear();
    const { page, api } = await signedIn('settings-mileage');
    await api.post('/api/mileageapi/save', { Date: `${year}-01-15`, Details: 'Bank deposit', StartMileage: 0, EndMileage: 40 });
    const settings = await openSettings(page, 'Mileage');
    await settings.getByText(/Leave it empty for the IRS standard rate: [\d.]+¢ a mile today \(IRS \d{4} rate/).waitFor();
    await settings.getByLabel('Your own rate per mile, in dollars').fill('0.50');
    await settings.getByText('100 miles at this rate: $50.00.').waitFor();
    await screenshot(page, SPEC, '12-settings-mileage');
    await settings.getByRole('button', { name: 'Save', exact: true }).click();
    await savedToast(page).waitFor();
    await settings.getByRole('button', { name: 'Close', exact: true }).last().click();
    await settings.waitFor({ state: 'detached' });

    await openMenuGroup(page, 'Extra Mileage');
    await mainMenu(page).getByRole('link', { name: 'View Extra Miles' }).click();
    await waitForPath(page, '/Mileage');
    const row = page.getByRole('row').filter({ hasText: 'Bank deposit' });
    await eventually(async () => expect(await row.innerText()).toContain('Your own rate (settings)'));
    expect(await row.innerText()).toContain('50¢');
    expect(await row.innerText()).toContain('$20.00');
    expect(await page.getByLabel('Your own rate per mile, in dollars (leave empty to use the IRS standard rate)').inputValue()).toBe('0.50');
  });

  it('shows the other tabs truthfully, and works on a phone', async () => {
    const { page } = await signedIn('settings-phone', PHONE);
    const settings = await openSettings(page, 'Google Calendar', true);
    await settings.getByText('This server has no Google connection set up,').waitFor();
    await screenshot(page, SPEC, '06-settings-google-phone');
    await settings.getByRole('tab', { name: 'iCal Calendar' }).click();
    await settings.getByRole('button', { name: 'Turn on the calendar feed' }).click();
    await settings.getByLabel(/Subscribe to this address/).waitFor();
    await screenshot(page, SPEC, '13-settings-ical-phone');
    await settings.getByRole('tab', { name: 'Invoicing' }).click();
    await settings.getByLabel('Next invoice number').fill('0');
    await settings.getByRole('button', { name: 'Save', exact: true }).click();
    await settings.getByRole('alert').filter({ hasText: 'The next invoice number must be a whole number, 1 or more' }).waitFor();
    await screenshot(page, SPEC, '07-settings-invoicing-phone');
    await settings.getByLabel('Next invoice number').fill('3001');
    await settings.getByRole('button', { name: 'Save', exact: true }).click();
    await savedToast(page).waitFor();
    await settings.getByRole('tab', { name: 'Notary Fees' }).click();
    await settings.getByRole('link', { name: 'Business Profile' }).waitFor();
    await settings.getByRole('tab', { name: 'E-mail' }).click();
    await settings.getByRole('link', { name: 'E-mail templates' }).click();
    await waitForPath(page, '/EmailTemplates');
    await settings.waitFor({ state: 'detached' });
  });
});

describe('help and onboarding', () => {
  it('opens a page’s help from its "?" and leads on to related topics', async () => {
    const { page } = await signedIn('help');
    await openMenuGroup(page, 'Expenses');
    await mainMenu(page).getByRole('link', { name: 'View expenses' }).click();
    await waitForPath(page, '/Expense');
    await page.getByRole('heading', { name: 'Expenses', level: 1 }).waitFor();
    await screenshot(page, SPEC, '08-page-with-help-button');
    await page.getByRole('button', { name: 'Help: Expenses' }).click();
    const help = dialog(page, 'Expenses');
    await help.getByText(/Schedule C the expense is deducted on/).waitFor();
    await screenshot(page, SPEC, '09-help-expenses');
    await help.getByRole('navigation', { name: 'See also' }).getByRole('button', { name: 'Expense types' }).click();
    await dialog(page, 'Expense types')
      .getByText(/standard types come with Notary Ledger/)
      .waitFor();
    await page.keyboard.press('Escape');
    await dialog(page, 'Expense types').waitFor({ state: 'detached' });

    // Every topic is on the Updates page too, at phone width.
    await page.setViewportSize(PHONE);
    await page.goto('/Help');
    const topics = page.getByRole('region', { name: 'Help' });
    await topics.getByRole('button', { name: 'Tracking companies' }).click();
    await dialog(page, 'Tracking companies')
      .getByText(/FedEx, UPS, USPS and DHL/)
      .waitFor();
    await screenshot(page, SPEC, '11-help-tracking-phone');
  });

  it('shows what is new once after an upgrade (onboarding status 1), and not again once closed', async () => {
    const { page, api } = await signedIn('whats-new', LAPTOP, { onboarded: false });
    const welcome = dialog(page, 'Welcome to Notary Ledger');
    await welcome.getByRole('button', { name: 'Get started' }).click();
    await eventually(async () => expect((await api.get('/api/settingsapi/get/')).body.IsOnboardedStatus).toBe(2));

    // An upgrade marks the notary's onboarding 1: what's new shows at the next visit, once.
    expect((await api.post('/api/settingsapi/saveonboardstatus', { IsOnboardedStatus: 1 })).status).toBe(200);
    await page.reload();
    const whatsNew = dialog(page, "What's new in Notary Ledger");
    await whatsNew.getByText(/Tools → Rescission Calendar/).waitFor();
    await screenshot(page, SPEC, '10-whats-new');
    await whatsNew.getByRole('button', { name: 'Got it' }).click();
    await whatsNew.waitFor({ state: 'detached' });
    await eventually(async () => expect((await api.get('/api/settingsapi/get/')).body.IsOnboardedStatus).toBe(2));
    await page.reload();
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('dialog').count()).toBe(0);
  });
});
