import { BROWSER_TEST_TIMEOUT_MS, logInThroughUi, mainMenu, screenshot, seedNotary, waitForPath } from './support/browser';
import { useBrowser } from './support/harness';

// The business profile (issue 17, profile part; spec 001's /api/profileapi): what invoices print.
jest.setTimeout(BROWSER_TEST_TIMEOUT_MS);

const SPEC = 'profile';
const session = useBrowser();

it('saves the business profile from its page, says what is wrong, and keeps it across a reload', async () => {
  const notary = await seedNotary(session.app, 'profile');
  const page = await (await session.newContext()).newPage();
  await page.setViewportSize({ width: 1366, height: 768 });
  await logInThroughUi(page, notary.email);
  await mainMenu(page).getByRole('link', { name: 'Profile', exact: true }).click();
  await waitForPath(page, '/Profile');
  const form = page.getByRole('form', { name: 'Business profile' });
  await form.getByLabel('Your name').fill('Ana Rivera');
  await form.getByLabel('Business name').fill('Rivera Mobile Notary');
  await form.getByLabel('Address', { exact: true }).fill('12 Congress Ave');
  await form.getByLabel('City').fill('Austin');
  await form.getByLabel('State').selectOption({ label: 'Texas' });
  await form.getByLabel('ZIP code').fill('787');
  await form.getByRole('button', { name: 'Save' }).click();
  await form.getByText('must be a ZIP code (12345 or 12345-6789)', { exact: true }).waitFor();
  await form.getByLabel('ZIP code').fill('78701');
  await form.getByRole('button', { name: 'Save' }).click();
  await form.getByRole('status').filter({ hasText: 'Business profile updated.' }).waitFor();
  await screenshot(page, SPEC, '01-profile-saved');

  await page.reload();
  await form.getByLabel('Business name').waitFor();
  expect(await form.getByLabel('Business name').inputValue()).toBe('Rivera Mobile Notary');
  expect(await form.getByLabel('State').inputValue()).toBe('TX');
  expect((await notary.api.get('/api/profileapi/get')).body).toMatchObject({ Zip: '78701', City: 'Austin' });
});
