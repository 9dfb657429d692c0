import { signingBody } from '../support/api-client';
import { BROWSER_TEST_TIMEOUT_MS, logInThroughUi, seedNotary, waitForPath } from '../browser/support/browser';
import { useBrowser } from '../browser/support/harness';

// Issue 11, item 7: the policy must not break the app itself. A notary signs in and opens the
// dashboard (with its chart), the signings list and the calendar; the browser reports no violation.
jest.setTimeout(BROWSER_TEST_TIMEOUT_MS);

const session = useBrowser();

it('the app runs under its Content-Security-Policy: no violation on sign-in, dashboard, chart, list and calendar', async () => {
  const notary = await seedNotary(session.app, 'csp');
  const year = new Date().getFullYear();
  await notary.api.post('/api/appointmentapi/save', signingBody({ AppointmentDate: `${year}-02-10`, Amount: 150 }));
  const page = await (await session.newContext()).newPage();
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  // The page's own report of each refusal (the root tsconfig has no DOM types: the page is `globalThis`).
  await page.addInitScript(() => {
    const page = globalThis as unknown as {
      document: { addEventListener(type: string, listener: (event: { violatedDirective: string; blockedURI: string }) => void): void };
      reportViolation(text: string): void;
    };
    page.document.addEventListener('securitypolicyviolation', (event) => page.reportViolation(`${event.violatedDirective} ${event.blockedURI}`));
  });
  await logInThroughUi(page, notary.email);
  await page.locator('.highcharts-container').first().waitFor();
  for (const path of ['/Appointment', '/Calendar']) {
    await page.goto(path);
    await waitForPath(page, path);
    await page.getByRole('main').waitFor();
  }
  expect(violations).toEqual([]);
});
