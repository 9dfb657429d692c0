import type { Page } from 'playwright-core';
import {
  BROWSER_TEST_TIMEOUT_MS,
  PASSWORD,
  dialog,
  eventually,
  logInThroughUi,
  mainMenu,
  pathOf,
  screenshot,
  seedNotary,
  uniqueEmail,
  waitForPath,
} from './support/browser';
import { useBrowser } from './support/harness';

// Issue 3: accounts and the signed-in shell (spec 000 §1-4, 001 §5).
jest.setTimeout(BROWSER_TEST_TIMEOUT_MS);

const SPEC = 'accounts';

const session = useBrowser();

async function newPage(): Promise<Page> {
  const context = await session.newContext();
  return context.newPage();
}

/** Waits until the page has drawn what the settings answer says (the onboarding dialog, or not). */
async function settled(page: Page) {
  await page.evaluate('new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))');
}

describe('accounts and the signed-in shell', () => {
  it('registers through the page, shows the trial banner and the getting-started help once', async () => {
    const page = await newPage();
    const email = uniqueEmail('new-notary');
    await page.goto('/Account/Register');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await screenshot(page, SPEC, '01-register-filled');
    await page.getByRole('button', { name: 'Create account' }).click();

    // Signed in: the dashboard, the trial countdown across the top, and the welcome.
    await waitForPath(page, '/');
    const welcome = dialog(page, 'Welcome to Notary Ledger');
    await welcome.waitFor();
    await page.getByRole('status').filter({ hasText: 'Trial expires in' }).waitFor();
    expect(await page.getByRole('status').filter({ hasText: 'Trial expires in' }).innerText()).toContain('Trial expires in 30 days or 15 signings');
    await screenshot(page, SPEC, '02-welcome-dialog');

    // Closing the help saves onboarding status 2 ...
    const saved = page.waitForResponse((response) => response.url().includes('/api/settingsapi/saveonboardstatus') && response.request().method() === 'POST');
    await welcome.getByRole('button', { name: 'Get started' }).click();
    await welcome.waitFor({ state: 'detached' });
    expect((await saved).status()).toBe(200);
    await screenshot(page, SPEC, '03-dashboard-after-welcome');

    // ... so it does not come back after a reload.
    const settingsRead = page.waitForResponse((response) => response.url().includes('/api/settingsapi/get'));
    await page.reload();
    expect(await (await settingsRead).json()).toMatchObject({ IsOnboardedStatus: 2 });
    await page.getByRole('region', { name: `Signing totals for ${new Date().getFullYear()}` }).waitFor();
    await settled(page);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.getByRole('status').filter({ hasText: 'Trial expires in 30 days or 15 signings' }).waitFor();
  });

  it('keeps what was typed when registration is refused, and says why', async () => {
    const page = await newPage();
    await page.goto('/Account/Register');
    const email = page.getByLabel('Email');
    const password = page.getByLabel('Password', { exact: true });
    const confirm = page.getByLabel('Confirm password');
    const alert = page.getByRole('alert');

    await email.fill('not-an-address');
    await password.fill(PASSWORD);
    await confirm.fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await alert.filter({ hasText: 'Please enter a valid email address' }).waitFor();
    expect(await email.inputValue()).toBe('not-an-address');
    expect(await password.inputValue()).toBe(PASSWORD);
    expect(await confirm.inputValue()).toBe(PASSWORD);
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    await screenshot(page, SPEC, '04-register-invalid-email');

    const goodEmail = uniqueEmail('typo');
    await email.fill(goodEmail);
    await confirm.fill('correct horse 2');
    await page.getByRole('button', { name: 'Create account' }).click();
    await alert.filter({ hasText: 'Password and password confirmation do not match' }).waitFor();
    expect(await alert.innerText()).not.toContain('valid email');
    expect(await email.inputValue()).toBe(goodEmail);
    expect(await password.inputValue()).toBe(PASSWORD);
    expect(await confirm.inputValue()).toBe('correct horse 2');
    expect(pathOf(page)).toBe('/Account/Register');
    await screenshot(page, SPEC, '05-register-passwords-differ');
  });

  it('logs out after asking, fades out, and logs in again; a wrong password keeps the email', async () => {
    const { email } = await seedNotary(session.app, 'returning');
    const page = await newPage();
    await logInThroughUi(page, email);

    await mainMenu(page).getByRole('button', { name: 'Logout' }).click();
    const ask = dialog(page, 'Log out');
    await ask.waitFor();
    await screenshot(page, SPEC, '06-logout-dialog');

    // "No" keeps the notary signed in.
    await ask.getByRole('button', { name: 'No' }).click();
    await ask.waitFor({ state: 'detached' });
    expect(pathOf(page)).toBe('/');

    await mainMenu(page).getByRole('button', { name: 'Logout' }).click();
    const started = Date.now();
    await ask.getByRole('button', { name: 'Yes' }).click();
    // The page fades for about a second before it leaves.
    await page.locator('.app[data-leaving]').waitFor({ state: 'attached' });
    await screenshot(page, SPEC, '07-logout-fading');
    await waitForPath(page, '/Account/Login');
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    await page.getByRole('button', { name: 'Log in' }).waitFor();

    // The session is gone on the server too: a signed-in page sends us back to log in.
    await page.goto('/Dashboard');
    await waitForPath(page, '/Account/Login');

    // A wrong password: the server's message in the alert, the email still there.
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('not my password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('alert').filter({ hasText: 'The email address or password is incorrect.' }).waitFor();
    expect(await page.getByLabel('Email').inputValue()).toBe(email);
    expect(new URL(page.url()).pathname).toBe('/Account/Login');
    await screenshot(page, SPEC, '08-login-wrong-password');

    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await waitForPath(page, '/Dashboard');
    await mainMenu(page).waitFor();
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    await screenshot(page, SPEC, '09-logged-in-again');
  });

  it('changes the password from the Credentials page, reached through the signed-in address', async () => {
    const { email } = await seedNotary(session.app, 'new-password');
    const page = await newPage();
    await logInThroughUi(page, email);
    await page.getByRole('banner').getByRole('link', { name: email }).click();
    await waitForPath(page, '/Credentials');
    await page.getByRole('heading', { name: 'Credentials', level: 1 }).waitFor();

    // The page also changes the e-mail address (with its own current password): this is the password's form.
    const form = page.getByRole('region', { name: 'Change password' });
    // A wrong current password: the server's message, and nothing typed is lost.
    await form.getByLabel('Current password').fill('not my password');
    await form.getByLabel('New password', { exact: true }).fill('a brand new pass');
    await form.getByLabel('Confirm new password').fill('a brand new pass');
    await form.getByRole('button', { name: 'Change password' }).click();
    await page.getByRole('alert').filter({ hasText: 'The current password is incorrect.' }).waitFor();
    expect(await form.getByLabel('New password', { exact: true }).inputValue()).toBe('a brand new pass');
    await screenshot(page, SPEC, '14-credentials-wrong-current');

    // Confirmation typed differently: refused before anything is sent.
    await form.getByLabel('Current password').fill(PASSWORD);
    await form.getByLabel('Confirm new password').fill('a brand new pas');
    await form.getByRole('button', { name: 'Change password' }).click();
    await page.getByRole('alert').filter({ hasText: 'Password and password confirmation do not match' }).waitFor();

    await form.getByLabel('Confirm new password').fill('a brand new pass');
    await form.getByRole('button', { name: 'Change password' }).click();
    await page.getByRole('status').filter({ hasText: 'Your password has been changed.' }).waitFor();
    expect(await form.getByLabel('Current password').inputValue()).toBe('');
    await screenshot(page, SPEC, '15-credentials-changed');

    // This browser stays signed in; the new password is the one that works from now on.
    await page.goto('/Dashboard');
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    const elsewhere = await newPage();
    await elsewhere.goto('/Account/Login');
    await elsewhere.getByLabel('Email').fill(email);
    await elsewhere.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await elsewhere.getByRole('button', { name: 'Log in' }).click();
    await elsewhere.getByRole('alert').filter({ hasText: 'The email address or password is incorrect.' }).waitFor();
    await elsewhere.getByLabel('Password', { exact: true }).fill('a brand new pass');
    await elsewhere.getByRole('button', { name: 'Log in' }).click();
    await waitForPath(elsewhere, '/');
    await mainMenu(elsewhere).waitFor();
  });

  it('sends a signed-out visitor to log in and back to the page asked for', async () => {
    const { email } = await seedNotary(session.app, 'bookmark');
    const page = await newPage();
    await page.goto('/Calendar');
    await waitForPath(page, /^\/Account\/Login\?returnUrl=/);
    expect(new URL(page.url()).searchParams.get('returnUrl')).toBe('/Calendar');
    await screenshot(page, SPEC, '10-login-with-return-url');

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await waitForPath(page, '/Calendar');
    await page.getByRole('group', { name: 'Calendar view' }).waitFor();
    await screenshot(page, SPEC, '11-back-on-calendar');
  });

  it('follows old hash-bang links, and sends unknown routes to the dashboard', async () => {
    const { email } = await seedNotary(session.app, 'old-links');
    const page = await newPage();
    await logInThroughUi(page, email);

    // An old bookmark opened in a new tab (on a page already showing the app, only the hash would change).
    const bookmark = await page.context().newPage();
    await bookmark.goto('/#!/Customer');
    await waitForPath(bookmark, '/Customer');
    await bookmark.getByRole('button', { name: 'New customer' }).waitFor();
    expect(new URL(bookmark.url()).hash).toBe('');
    await screenshot(bookmark, SPEC, '12-old-link-customers');

    await page.goto('/No/Such/Page');
    await waitForPath(page, '/');
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    await eventually(() => expect(pathOf(page)).toBe('/'));
  });

  it('the menu shows the shell: links, groups that open, the billing banner as a status', async () => {
    const { email } = await seedNotary(session.app, 'shell');
    const page = await newPage();
    await logInThroughUi(page, email);
    const menu = mainMenu(page);
    for (const name of ['Dashboard', 'Calendar', 'Updates']) await menu.getByRole('link', { name, exact: true }).waitFor();
    await page.getByRole('status').filter({ hasText: 'Trial expires in 30 days or 15 signings' }).waitFor();
    const signings = menu.getByRole('button', { name: 'Signings', exact: true });
    expect(await signings.getAttribute('aria-expanded')).toBe('false');
    await signings.click();
    await eventually(async () => expect(await signings.getAttribute('aria-expanded')).toBe('true'));
    await menu.getByRole('link', { name: 'View Signings' }).click();
    await waitForPath(page, '/Appointment');
    await page.getByRole('table', { name: 'Signings' }).waitFor();
    await screenshot(page, SPEC, '13-menu-signings-open');
  });
});
