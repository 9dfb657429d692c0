import type { Page } from 'playwright-core';
import { signingBody } from '../support/api-client';
import { startSmtpSink, type ReceivedMail, type SmtpSink } from '../support/smtp-sink';
import { startTestApp, type TestApp } from '../support/test-app';
import { BROWSER_TEST_TIMEOUT_MS, eventually, logInThroughUi, mainMenu, PASSWORD, screenshot, seedNotary, waitForPath } from './support/browser';
import { useBrowser } from './support/harness';

// Accountants (issue 16): a notary invites theirs from the Accountants page; the accountant opens
// the e-mailed link (read from a real SMTP sink) signed out, logs in and comes back to accept it,
// opens the client's year, sets "As of" to a moment before the notary changed a fee, and sees the
// year as it stood then beside what changed since.
jest.setTimeout(BROWSER_TEST_TIMEOUT_MS * 3);

const SPEC = 'accountant';
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
const acceptLinkIn = (mail: ReceivedMail) => /https?:\/\/\S+\/Accountant\/Accept\?token=\S+/.exec(mail.parsed.text ?? '')![0];
const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const pad = (n: number) => String(n).padStart(2, '0');
/** The moment as a datetime-local field takes it (local time, to the second). */
const localMoment = (at: Date) =>
  `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}:${pad(at.getSeconds())}`;

describe('an accountant reads a tax year as filed and as it is now', () => {
  it('the notary invites, the accountant compares the year as of a moment with now', async () => {
    const year = new Date().getFullYear();
    const notary = await seedNotary(app, 'books-notary');
    const accountant = await seedNotary(app, 'books-cpa');
    const signing = await notary.api.post(
      '/api/appointmentapi/save',
      signingBody({ LastName: 'Hale', AppointmentDate: `${year}-02-20`, Amount: 100, Payments: [{ PaidDate: `${year}-02-25`, Amount: 100 }] }),
    );
    expect(signing.status).toBe(200);

    // The notary invites from the Accountants page.
    const page = await (await session.newContext(app)).newPage();
    await page.setViewportSize({ width: 1366, height: 768 });
    await logInThroughUi(page, notary.email);
    expect(await mainMenu(page).getByRole('button', { name: 'Accountant', exact: true }).count()).toBe(0);
    await mainMenu(page).getByRole('link', { name: 'Accountants' }).click();
    await waitForPath(page, '/Account/Accountants');
    await page.getByLabel('Accountant’s e-mail address').fill(notary.email);
    await page.getByRole('button', { name: 'Invite' }).click();
    await page.getByRole('alert').filter({ hasText: 'You cannot invite yourself' }).waitFor();
    await page.getByLabel('Accountant’s e-mail address').fill(accountant.email);
    await page.getByRole('button', { name: 'Invite' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `We e-mailed ${accountant.email} a link to accept` })
      .waitFor();
    await eventually(async () => expect(await row(page, accountant.email).innerText()).toContain('Invited: e-mail sent, not accepted yet'));
    await screenshot(page, SPEC, '01-notary-invited-1366');

    // The accountant opens the e-mailed link signed out: log in, come back, accept.
    const books = await (await session.newContext(app)).newPage();
    await books.setViewportSize({ width: 1366, height: 900 });
    await books.goto(acceptLinkIn(await mailTo(accountant.email)));
    await books.getByRole('heading', { name: 'Accept the invitation' }).waitFor();
    await books.getByRole('link', { name: 'Log in' }).click();
    await waitForPath(books, '/Account/Login');
    await books.getByLabel('Email').fill(accountant.email);
    await books.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await books.getByRole('button', { name: 'Log in' }).click();
    await waitForPath(books, '/Accountant/Accept');
    await books.getByText(`You are signed in as ${accountant.email}`).waitFor();
    await screenshot(books, SPEC, '02-accept-signed-in-1366');
    await books.getByRole('button', { name: 'Accept the invitation' }).click();
    await books
      .getByRole('status')
      .filter({ hasText: `You can now read the books of ${notary.email}.` })
      .waitFor();
    await screenshot(books, SPEC, '03-accepted-1366');
    await eventually(async () => expect(await row(page, accountant.email).innerText()).toContain('Active: can read your books'));

    // The return is filed at T; afterwards the notary corrects the fee.
    await pause(1500);
    const filedAt = new Date();
    await pause(1500);
    const corrected = await notary.api.post(
      '/api/appointmentapi/save',
      signingBody({
        Id: signing.body.Id,
        Revision: signing.body.Revision,
        LastName: 'Hale',
        AppointmentDate: `${year}-02-20`,
        Amount: 180,
        Payments: signing.body.Payments.map((payment: Record<string, unknown>) => ({ ...payment, Amount: 180 })),
      }),
    );
    expect(corrected.status).toBe(200);

    // From the acceptance to the client and the year; the Accountant group is in the menu now.
    await books.getByRole('link', { name: 'Open your clients' }).click();
    await waitForPath(books, '/Accountant/Clients');
    await mainMenu(books).getByRole('button', { name: 'Accountant', exact: true }).waitFor();
    await row(books, notary.email)
      .getByRole('link', { name: String(year) })
      .click();
    await waitForPath(books, `/Accountant/Clients/${notary.userId}/${year}`);
    await books.getByRole('status').filter({ hasText: 'The books as they stand now.' }).waitFor();
    await eventually(async () => expect(await books.getByRole('list', { name: 'Figures' }).innerText()).toContain('$180.00'));

    await books.getByLabel('As of (leave empty for now)').fill(localMoment(filedAt));
    await books.getByLabel('Compare with now').check();
    await books.getByLabel('Why you are looking (the notary sees it)').fill('Amending the return');
    await books.getByRole('button', { name: 'Show' }).click();
    await books.getByRole('status').filter({ hasText: 'compared with now' }).waitFor();
    const figures = await books.getByRole('list', { name: 'Figures' }).innerText();
    expect(figures).toContain('$100.00');
    expect(figures).toContain('Now $180.00');
    const changes = books.getByRole('table', { name: /What changed since then/ });
    const changed = (await changes.getByRole('row').filter({ hasText: 'Hale' }).innerText()).replace(/\s+/g, ' ');
    expect(changed).toMatch(/Changed Signing .*Fee: \$100\.00 → \$180\.00/);
    await screenshot(books, SPEC, '04-tax-year-as-of-compared-1366');
    await books.setViewportSize({ width: 390, height: 844 });
    await screenshot(books, SPEC, '05-tax-year-as-of-compared-390');

    // The notary sees the look, with the reason, and takes the access back.
    const audit = await app.runtime.stores.eventStore.readStream(`data-access-${notary.userId}`);
    expect(audit.map((event) => (event.data as { Why: string | null }).Why)).toContain('Amending the return');
    await page.reload();
    await row(page, accountant.email).getByRole('button', { name: 'Revoke' }).click();
    await row(page, accountant.email).getByRole('button', { name: 'Yes, revoke' }).click();
    await eventually(async () => expect(await row(page, accountant.email).innerText()).toContain('Revoked'));
    await screenshot(page, SPEC, '06-notary-revoked-1366');

    // At once, the accountant's list no longer has the notary, and says how access comes back.
    await books.setViewportSize({ width: 1366, height: 900 });
    await books.goto('/Accountant/Clients');
    const empty = books.getByRole('status').filter({ hasText: 'No notary shares their books with you now.' });
    await empty.waitFor();
    expect(await empty.innerText()).toContain('one who took your access back can invite you again');
    expect(await books.getByRole('table').count()).toBe(0);
    await screenshot(books, SPEC, '07-accountant-after-revoke-1366');
  });
});
