import { unzipSync } from 'fflate';
import { ApiClient, signingBody } from '../support/api-client';
import { BROWSER_TEST_TIMEOUT_MS, logInThroughUi, PASSWORD, screenshot, seedNotary, waitForPath } from './support/browser';
import { useBrowser } from './support/harness';

// Leaving (issue 17): from Profile, the notary reaches /Account/Delete, downloads everything first,
// then deletes the account with the password and the typed word, and lands on the login page.
jest.setTimeout(BROWSER_TEST_TIMEOUT_MS * 2);

const SPEC = 'account-deletion';
const session = useBrowser();

describe('deleting my account', () => {
  it('offers the download, refuses a wrong password, then erases and signs out to the login page', async () => {
    const notary = await seedNotary(session.app, 'leaving-notary');
    await notary.api.post('/api/appointmentapi/save', signingBody({ FirstName: 'Zebulon', LastName: 'Quackenbush' }));
    const context = await session.newContext();
    const page = await context.newPage();
    await logInThroughUi(page, notary.email);
    // Then at phone width, where a notary between appointments would be.
    await page.setViewportSize({ width: 390, height: 844 });

    await page.goto(`${session.app.url}/Profile`);
    await page.getByRole('link', { name: 'Delete my account' }).click();
    await waitForPath(page, '/Account/Delete');
    await page.getByRole('heading', { name: 'Delete my account', level: 1 }).waitFor();
    await screenshot(page, SPEC, '01-delete-page-390');

    // The download is offered first, and is the notary's whole data.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download all my data' }).click()]);
    const zip = unzipSync(new Uint8Array(await (await import('node:fs/promises')).readFile((await download.path())!)));
    expect(Object.keys(zip)).toEqual(expect.arrayContaining(['signings.csv', 'signings.json']));
    expect(new TextDecoder().decode(zip['signings.csv'])).toContain('Quackenbush');

    const button = page.getByRole('button', { name: 'Delete my account and all of its data' });
    expect(await button.isDisabled()).toBe(true);
    await page.getByLabel('Your password').fill('not my password');
    await page.getByLabel('Type DELETE to confirm').fill('delete');
    await button.click();
    await page.getByText('The password is incorrect.').first().waitFor();
    await screenshot(page, SPEC, '02-wrong-password-390');

    await page.getByLabel('Your password').fill(PASSWORD);
    await button.click();
    await waitForPath(page, '/Account/Login');
    await page.getByRole('status').filter({ hasText: 'Account has been successfully deleted.' }).waitFor();
    await screenshot(page, SPEC, '03-deleted-login-390');

    // The account is gone: its login fails.
    const login = await new ApiClient(session.app.url).post('/api/accountapi/login', { Email: notary.email, Password: PASSWORD });
    expect(login.status).not.toBe(200);
    await context.close();
  });
});
