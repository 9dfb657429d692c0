import { signingBody } from '../support/api-client';
import { startTestApp, type TestApp } from '../support/test-app';
import { BROWSER_TEST_TIMEOUT_MS, definitions, eventually, logInThroughUi, screenshot, seedNotary, waitForPath } from './support/browser';
import { useBrowser } from './support/harness';

// Paying (issue 17): a notary whose trial has ended is kept on Billing, pays with the test card and
// is back in the app; a declined card shows the gateway's words and keeps the form.
jest.setTimeout(BROWSER_TEST_TIMEOUT_MS);

const SPEC = 'billing';
const session = useBrowser({ app: false });

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ env: { TRIAL_SIGNINGS: '1' } });
});
afterAll(() => app?.close());

describe('the Billing page', () => {
  it('takes an expired trial through a declined card, then the test card, and back to the app', async () => {
    const { email, api } = await seedNotary(app, 'billing-pay');
    expect((await api.post('/api/appointmentapi/save', signingBody({ LastName: 'Only' }))).status).toBe(200);
    const page = await (await session.newContext(app)).newPage();
    await logInThroughUi(page, email);
    await waitForPath(page, '/Billing');
    await page.getByRole('heading', { name: 'Your free trial has ended' }).waitFor();
    await screenshot(page, SPEC, '01-trial-ended');

    const form = page.getByRole('region', { name: 'Subscribe' });
    await form.getByRole('radio', { name: 'Monthly', exact: true }).check();
    await form.getByLabel('Name on card').fill('Ana Rivera');
    await form.getByLabel('Card number').fill('4000 0000 0000 0002');
    await form.getByLabel('Expiration month').selectOption('12');
    await form.getByLabel('Expiration year').fill('2030');
    await form.getByLabel('Security code (CVC)').fill('123');
    await form.getByLabel('Billing ZIP code').fill('78701');
    await form.getByRole('checkbox', { name: 'I accept the terms of service' }).check();
    await form.getByRole('button', { name: /Pay and subscribe/ }).click();
    await form.getByRole('alert').filter({ hasText: 'Your card was declined.' }).waitFor();
    // What was typed is kept (but the number, to be typed again).
    expect(await form.getByLabel('Name on card').inputValue()).toBe('Ana Rivera');
    await screenshot(page, SPEC, '02-declined');

    // A card number that fails its check is named under its field.
    await form.getByLabel('Card number').fill('4242 4242 4242 4241');
    await form.getByRole('button', { name: /Pay and subscribe/ }).click();
    await form.getByText('Please enter a valid card number').first().waitFor();

    await form.getByLabel('Card number').fill('4242 4242 4242 4242');
    await form.getByRole('button', { name: /Pay and subscribe/ }).click();
    await page.getByRole('status').filter({ hasText: 'Payment Accepted' }).first().waitFor();
    const subscription = page.getByRole('region', { name: 'Your subscription' });
    await eventually(async () =>
      expect(await definitions(subscription)).toMatchObject({ Plan: 'Monthly', Status: 'Active', Card: expect.stringContaining('Visa ending in 4242') }),
    );
    await page.getByRole('table').getByText('Paid').waitFor();
    await screenshot(page, SPEC, '03-paid');

    await page.getByRole('link', { name: 'Back to your signings' }).click();
    await waitForPath(page, '/');
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
    expect(page.url()).not.toContain('/Billing');
    await screenshot(page, SPEC, '04-back-in-the-app');

    // Cancelling asks first.
    await page.goto('/Billing');
    await page.getByRole('button', { name: 'Cancel subscription' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, cancel it' }).click();
    await eventually(async () => expect(await definitions(subscription)).toMatchObject({ Status: 'Cancelled' }));
    await screenshot(page, SPEC, '05-cancelled');
  });
});
