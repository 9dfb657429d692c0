import { startSmtpSink, type ReceivedMail, type SmtpSink } from '../support/smtp-sink';
import { startTestApp, type TestApp } from '../support/test-app';
import { BROWSER_TEST_TIMEOUT_MS, logInThroughUi, mainMenu, screenshot, seedNotary, waitForPath } from './support/browser';
import { useBrowser } from './support/harness';

// Getting back in (issue 17): "Forgot your password?" on the login page, the e-mailed link (read
// from a real SMTP sink), a new password twice, and back to log in with it; then a change of e-mail
// from Credentials, confirmed from the link sent to the new address.
jest.setTimeout(BROWSER_TEST_TIMEOUT_MS * 3);

const SPEC = 'password-reset';
const session = useBrowser({ app: false });
let sink: SmtpSink;
let app: TestApp;
beforeAll(async () => {
  sink = await startSmtpSink();
  app = await startTestApp({ env: { SMTP_URL: sink.url } });
});
afterAll(async () => {
  await app?.close();
  await sink?.close();
});

const mailTo = (to: string) => sink.mailTo(to);
const linkIn = (mail: ReceivedMail, page: string) => new RegExp(`https?://\\S+/Account/${page}\\?token=\\S+`).exec(mail.parsed.text ?? '')![0];

describe('getting back in', () => {
  it('forgot password → e-mail → new password → log in with it', async () => {
    const notary = await seedNotary(app, 'reset-browser');
    const page = await (await session.newContext(app)).newPage();
    await page.goto('/Account/Login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await waitForPath(page, '/Account/ForgotPassword');
    await page.getByRole('heading', { name: 'Reset your password' }).waitFor();

    await page.getByLabel('Email').fill('nope');
    await page.getByRole('button', { name: 'Send the link' }).click();
    await page.getByRole('alert').getByText('Please enter a valid email address').waitFor();
    await page.getByLabel('Email').fill(notary.email);
    await screenshot(page, SPEC, '01-forgot-1366');
    await page.getByRole('button', { name: 'Send the link' }).click();
    await page.getByRole('status').getByText('If an account exists for that email address').waitFor();
    await screenshot(page, SPEC, '02-forgot-sent-1366');

    const mail = await mailTo(notary.email);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(linkIn(mail, 'ResetPassword'));
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await page.getByLabel('New password', { exact: true }).fill('my new secret 9');
    await page.getByLabel('Confirm new password').fill('my new secret 8');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.getByRole('alert').getByText('Password and password confirmation do not match').waitFor();
    expect(await page.getByLabel('Confirm new password').getAttribute('aria-invalid')).toBe('true');
    await screenshot(page, SPEC, '03-reset-mismatch-390');
    await page.getByLabel('Confirm new password').fill('my new secret 9');
    await page.getByRole('button', { name: 'Reset password' }).click();

    await waitForPath(page, '/Account/Login');
    await page.getByRole('status').getByText('Your password has been reset. Please log in with your new password.').waitFor();
    await screenshot(page, SPEC, '04-login-after-reset-390');
    await page.setViewportSize({ width: 1366, height: 900 });
    await logInThroughUi(page, notary.email, 'my new secret 9');
    await mainMenu(page).waitFor();

    // The same link a second time is refused, in words.
    await page.goto(linkIn(mail, 'ResetPassword'));
    await page.getByLabel('New password', { exact: true }).fill('another secret 7');
    await page.getByLabel('Confirm new password').fill('another secret 7');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.getByRole('alert').getByText('This password reset link is invalid, has already been used or has expired.').waitFor();
    await screenshot(page, SPEC, '05-link-used-1366');
  });

  it('changes the e-mail address from Credentials, confirmed from the new mailbox', async () => {
    const notary = await seedNotary(app, 'email-browser');
    const page = await (await session.newContext(app)).newPage();
    await logInThroughUi(page, notary.email);
    await page.goto('/Credentials');
    const section = page.getByRole('region', { name: 'Change e-mail' });
    await section.getByLabel('New email address').fill('moved-browser@example.com');
    await section.getByLabel('Current password').fill('wrong password 0');
    await section.getByRole('button', { name: 'Send confirmation link' }).click();
    await section.getByRole('alert').getByText('The current password is incorrect.').waitFor();
    await section.getByLabel('Current password').fill('correct horse 1');
    await section.getByRole('button', { name: 'Send confirmation link' }).click();
    await section.getByRole('status').getByText('We have sent a confirmation link to your new email address.').waitFor();
    await screenshot(page, SPEC, '06-credentials-change-email-1366');

    const confirmation = await mailTo('moved-browser@example.com');
    await page.goto(linkIn(confirmation, 'ConfirmEmail'));
    await page.getByRole('button', { name: 'Confirm my new email address' }).click();
    await page.getByRole('status').getByText('Your email address has been changed.').waitFor();
    await screenshot(page, SPEC, '07-email-confirmed-1366');
    await page.goto('/Credentials');
    await page.getByRole('region', { name: 'Sign-in' }).getByText('moved-browser@example.com').waitFor();
  });
});
