import { signingBody } from '../support/api-client';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink';
import { startTestApp, type TestApp } from '../support/test-app';
import { BROWSER_TEST_TIMEOUT_MS, dialog, eventually, logInThroughUi, mainMenu, openMenuGroup, screenshot, seedNotary, waitForPath } from './support/browser';
import { useBrowser } from './support/harness';

// E-mail (issue 13): a notary writes a template from a sample, inserts a token, previews it, sends
// it for a signing through a real loopback SMTP server, and follows it in the outbox, which the
// delivery worker moves on over the live channel.
jest.setTimeout(BROWSER_TEST_TIMEOUT_MS * 3);

const SPEC = 'email';
const session = useBrowser({ app: false });
let sink: SmtpSink;
let app: TestApp;
beforeAll(async () => {
  sink = await startSmtpSink();
  app = await startTestApp({ env: { SMTP_URL: sink.url } });
});
afterAll(async () => {
  await app.close();
  await sink.close();
});

async function notaryWithASigning(who: string) {
  const notary = await seedNotary(app, who);
  await notary.api.post('/api/profileapi/save', { Name: 'Pat Notary', Company: 'Prairie Mobile Notary', Phone: '(217) 555-0142', Email: 'pat@notary.example' });
  await notary.api.post('/api/appointmentapi/save', signingBody({ EmailAddress: 'ana@example.com', OrderNumber: 'ORD-7' }));
  return notary;
}

describe('e-mail', () => {
  it('writes a template from a sample with a token, previews it, sends it for a signing and sees it Sent', async () => {
    const notary = await notaryWithASigning('email');
    const page = await (await session.newContext(app)).newPage();
    await page.setViewportSize({ width: 1366, height: 900 });
    await logInThroughUi(page, notary.email);

    await openMenuGroup(page, 'Email');
    await mainMenu(page).getByRole('link', { name: 'Email templates' }).click();
    await waitForPath(page, '/EmailTemplates');
    await page.getByText('No templates yet.', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'New template' }).click();
    const editor = dialog(page, 'Email Template');
    // A name is needed before anything is saved.
    await editor.getByRole('button', { name: 'Save' }).click();
    await editor.getByText('Please enter a name for the template').waitFor();
    await editor.getByLabel('Start from a sample').selectOption({ label: 'Appointment confirmation' });
    await eventually(async () => expect(await editor.getByRole('textbox', { name: 'Name', exact: true }).inputValue()).toBe('Appointment confirmation'));
    expect(await editor.getByLabel('To', { exact: true }).inputValue()).toBe('[PrimaryContact]');

    // The token goes where the cursor is.
    const subject = editor.getByRole('textbox', { name: 'Subject' });
    await subject.fill('Confirming your signing on [Date], order ');
    await subject.press('End');
    await editor.getByRole('heading', { name: 'Insert into Subject' }).waitFor();
    await editor.getByRole('button', { name: 'Insert [OrderNumber]' }).click();
    await eventually(async () => expect(await subject.inputValue()).toBe('Confirming your signing on [Date], order [OrderNumber]'));
    await screenshot(page, SPEC, '01-template-editor');

    await editor.getByRole('button', { name: 'Preview' }).click();
    const preview = editor.getByRole('region', { name: 'Preview' });
    await preview.getByText('Confirming your signing on Thursday, March 5th, 2026, order ORD-1042').waitFor();
    expect(await preview.innerText()).toContain('Shown with example values');
    expect(await preview.innerText()).toContain('Pat Notary');
    await screenshot(page, SPEC, '02-template-preview');
    await editor.getByRole('button', { name: 'Back to editing' }).click();
    await editor.getByRole('button', { name: 'Save' }).click();
    await editor.waitFor({ state: 'detached' });
    await page.getByRole('status').filter({ hasText: 'Email Template Saved' }).waitFor();
    const row = page.getByRole('row').filter({ hasText: 'Appointment confirmation' });
    await row.waitFor();
    await screenshot(page, SPEC, '03-templates-list');

    // Sent for the signing: its tokens are filled from it.
    await row.getByRole('button', { name: /^Send…/ }).click();
    const send = dialog(page, 'Email Template');
    const forSigning = send.getByLabel('For the signing');
    await forSigning.locator('option', { hasText: 'Ana Rivera' }).waitFor({ state: 'attached' });
    await forSigning.selectOption((await forSigning.locator('option', { hasText: 'Ana Rivera' }).getAttribute('value'))!);
    await send.getByRole('button', { name: 'Preview' }).click();
    await send.getByRole('region', { name: 'Preview' }).getByText('ana@example.com').waitFor();
    await screenshot(page, SPEC, '04-send-preview');
    await send.getByRole('button', { name: 'Back to editing' }).click();
    await send.getByRole('button', { name: 'Send' }).click();
    await send.waitFor({ state: 'detached' });
    const [mail] = await sink.waitFor(1, 10_000);
    expect(mail!.envelope.to).toEqual(['ana@example.com']);
    expect(mail!.parsed.subject).toBe('Confirming your signing on Thursday, March 5th, 2026, order ORD-7');
    expect(mail!.parsed.text).toContain('Dear Ana Rivera,');
    await page.getByRole('status').filter({ hasText: 'Email Sent' }).waitFor();

    await openMenuGroup(page, 'Email');
    await mainMenu(page).getByRole('link', { name: 'Email outbox' }).click();
    await waitForPath(page, '/Outbox');
    const sent = page.getByRole('listitem').filter({ hasText: 'order ORD-7' });
    await eventually(async () => expect(await sent.innerText()).toContain('Sent'));
    expect(await sent.innerText()).toContain('To ana@example.com');
    await screenshot(page, SPEC, '05-outbox-sent');
  });

  it('shows a refused message as Failed with the server’s words, sends it again, and deletes a template when asked', async () => {
    const notary = await notaryWithASigning('email-failed');
    await notary.api.post('/api/emailtemplateapi/savetemplate', {
      Name: 'Thank you',
      EmailTo: 'dana@title.example',
      EmailSubject: 'Thank you',
      EmailBody: 'From [MyName]',
    });
    const page = await (await session.newContext(app)).newPage();
    await logInThroughUi(page, notary.email);
    // On a phone from here on.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/EmailTemplates');
    const row = page.getByRole('row').filter({ hasText: 'Thank you' });
    await row.waitFor();
    await screenshot(page, SPEC, '06-templates-phone');
    // The editor on a phone: the token list comes below the fields.
    await row.getByRole('button', { name: 'Thank you', exact: true }).click();
    const editor = dialog(page, 'Email Template');
    await editor.getByRole('textbox', { name: 'Body' }).click();
    await editor.getByRole('heading', { name: 'Insert into Body' }).scrollIntoViewIfNeeded();
    await screenshot(page, SPEC, '06b-editor-phone');
    await editor.getByRole('button', { name: 'Cancel' }).click();
    await editor.waitFor({ state: 'detached' });

    sink.clear();
    sink.failNext(550, 'Mailbox unavailable');
    await row.getByRole('button', { name: /^Send…/ }).click();
    const send = dialog(page, 'Email Template');
    await eventually(async () => expect(await send.getByLabel('Subject').inputValue()).toBe('Thank you'));
    await screenshot(page, SPEC, '07-send-phone');
    await send.getByRole('button', { name: 'Send' }).click();
    await send.waitFor({ state: 'detached' });
    // The failure is said in a message box, with what the server answered.
    const box = dialog(page, 'Send Failed');
    await box.getByText(/550 Mailbox unavailable/).waitFor();
    await box.getByRole('button', { name: 'OK' }).click();

    await page.goto('/Outbox');
    const failed = page.getByRole('listitem').filter({ hasText: 'Thank you' });
    await eventually(async () => expect(await failed.innerText()).toContain('Failed'));
    expect(await failed.innerText()).toMatch(/550 Mailbox unavailable/);
    await screenshot(page, SPEC, '08-outbox-failed-phone');
    await failed.getByRole('button', { name: /^Retry/ }).click();
    await eventually(async () => expect(await failed.innerText()).toContain('Sent'));
    expect(sink.received).toHaveLength(1);
    await screenshot(page, SPEC, '09-outbox-retried-phone');

    await page.goto('/EmailTemplates');
    await row.getByRole('button', { name: /^Delete/ }).click();
    const confirm = dialog(page, 'Delete Email Template');
    await confirm.getByText('Are you sure you want to delete the template named Thank you?').waitFor();
    await confirm.getByRole('button', { name: 'Delete Template' }).click();
    await row.waitFor({ state: 'detached' });
  });

  describe('on a server with no SMTP_URL', () => {
    // Its own app, closed after the test's pages are (the harness closes them after each test).
    let plain: TestApp;
    beforeAll(async () => {
      plain = await startTestApp();
    });
    afterAll(() => plain?.close());

    it('says plainly when the server cannot send e-mail, and does not pretend to', async () => {
      const notary = await seedNotary(plain, 'email-off');
      const page = await (await session.newContext(plain)).newPage();
      await logInThroughUi(page, notary.email);
      await page.goto('/EmailTemplates');
      await page.getByRole('button', { name: 'Send an email…' }).click();
      const send = dialog(page, 'Email Template');
      await send.getByText('E-mail is not configured on this server: set SMTP_URL to send e-mail.').waitFor();
      expect(await send.getByRole('button', { name: 'Send' }).isDisabled()).toBe(true);
      await screenshot(page, SPEC, '10-not-configured');
    });
  });
});
