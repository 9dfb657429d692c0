import type { Page } from 'playwright-core';
import { ManualClock } from '@notary/platform';
import { TrialScheduler } from '@notary/policies';
import { startTestApp, type TestApp } from '../support/test-app';
import {
  BROWSER_TEST_TIMEOUT_MS,
  PASSWORD,
  definitions,
  dialog,
  eventually,
  fillSigning,
  logInThroughUi,
  mainMenu,
  openMenuGroup,
  pokeSettings,
  saveSigning,
  screenshot,
  seedNotary,
  signingEditor,
  signingRow,
  waitForPath,
  waitUntilLive,
} from './support/browser';
import { useBrowser } from './support/harness';

// The trial (spec 000 §4): a countdown banner, then "Your Trial has Expired" and every page but
// Billing closed. The server's clock is a ManualClock; the browser's clock is the real one.
jest.setTimeout(BROWSER_TEST_TIMEOUT_MS);

const SPEC = 'trial';
const DAY = 24 * 60 * 60 * 1000;

// Each describe starts its own app (its own clock or trial allowance).
const session = useBrowser({ app: false });

async function newPage(app: TestApp): Promise<Page> {
  return (await session.newContext(app)).newPage();
}

const banner = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

/** The notary is kept on /Billing: by the menu, and by an address typed into the address bar. */
async function expectConfinedToBilling(page: Page, step: string) {
  await waitForPath(page, '/Billing');
  await banner(page, 'Your Trial has Expired').waitFor();
  await page.getByRole('heading', { name: 'Billing', level: 1 }).waitFor();
  const subscription = page.getByRole('region', { name: 'Your subscription' });
  await eventually(async () => expect(await definitions(subscription)).toMatchObject({ Plan: 'Free trial', Status: 'Trial Expired' }));
  await screenshot(page, SPEC, `${step}-billing`);

  await mainMenu(page).getByRole('link', { name: 'Calendar', exact: true }).click();
  await waitForPath(page, '/Billing');
  await page.getByRole('heading', { name: 'Billing', level: 1 }).waitFor();
  expect(await page.getByRole('group', { name: 'Calendar view' }).count()).toBe(0);

  await openMenuGroup(page, 'Customers');
  await mainMenu(page).getByRole('link', { name: 'View customers' }).click();
  await waitForPath(page, '/Billing');

  // A typed address is a fresh page load: the gate holds there too.
  for (const typed of ['/Appointment', '/Dashboard', '/Calendar?view=week']) {
    await page.goto(typed);
    await waitForPath(page, '/Billing');
    await banner(page, 'Your Trial has Expired').waitFor();
    await page.getByRole('heading', { name: 'Billing', level: 1 }).waitFor();
  }
  expect(await page.getByRole('table', { name: 'Signings' }).count()).toBe(0);
}

describe('a trial that runs out of days', () => {
  const clock = new ManualClock(new Date());
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ clock });
  });
  afterAll(() => app?.close());

  it('counts the days down, then keeps the notary on the Billing page', async () => {
    const { email, api } = await seedNotary(app, 'trial-days');
    const page = await newPage(app);
    await logInThroughUi(page, email);
    await banner(page, 'Trial expires in 30 days or 15 signings').waitFor();
    await page.getByRole('status').filter({ hasText: 'Trial expires' }).getByRole('link', { name: 'See plans' }).waitFor();

    // Four weeks later the idle session has ended: the next request sends the notary to log in,
    // keeping the page; after logging in, one day is left (singular).
    clock.advance(29 * DAY);
    await page.reload();
    await waitForPath(page, /^\/Account\/Login/);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await mainMenu(page).waitFor();
    await banner(page, 'Trial expires in 1 day or 15 signings').waitFor();
    await screenshot(page, SPEC, '01-one-day-left');
    // The page's live channel is up (the expiry below reaches it as a push, not on a reload).
    expect((await api.post('/api/accountapi/login', { Email: email, Password: PASSWORD })).status).toBe(200);
    await waitUntilLive([{ page, refetches: '/api/settingsapi/get' }], () => pokeSettings(api));

    // The last day passes; the scheduler records the expiry and the open page follows at once.
    clock.advance(DAY + 60_000);
    await app.runtime.background!.job(TrialScheduler)!.sweep();
    await banner(page, 'Your Trial has Expired').waitFor();
    await expectConfinedToBilling(page, '02-days');
  });
});

describe('a trial that runs out of signings', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ env: { TRIAL_SIGNINGS: '2' } });
  });
  afterAll(() => app?.close());

  it('counts the signings down as they are saved, then keeps the notary on the Billing page', async () => {
    const { email, api } = await seedNotary(app, 'trial-signings');
    const page = await newPage(app);
    await logInThroughUi(page, email);
    await banner(page, 'Trial expires in 30 days or 2 signings').waitFor();
    // The banner follows the count through the live channel: wait until it is up.
    await waitUntilLive([{ page, refetches: '/api/settingsapi/get' }], () => pokeSettings(api));

    await openMenuGroup(page, 'Signings');
    await mainMenu(page).getByRole('link', { name: 'View Signings' }).click();
    await waitForPath(page, '/Appointment');

    const addSigning = async (lastName: string) => {
      await page.getByRole('group', { name: 'Signing actions' }).getByRole('button', { name: 'New signing' }).click();
      const editor = await signingEditor(page, 'New signing');
      await fillSigning(editor, { lastName, typeOfWork: 'Jurat' });
      await saveSigning(editor);
    };

    await addSigning('First');
    await signingRow(page, 'First').waitFor();
    await banner(page, 'Trial expires in 30 days or 1 signing').waitFor();
    await screenshot(page, SPEC, '03-one-signing-left');

    // The last signing of the trial: the page moves to Billing by itself.
    await addSigning('Second');
    await banner(page, 'Your Trial has Expired').waitFor();
    await expectConfinedToBilling(page, '04-signings');

    // Confined to Billing, the menu's New Signing opens no editor (it could only end in a refused
    // save), and the server refuses a save anyway with the spec's message.
    await openMenuGroup(page, 'Signings');
    await mainMenu(page).getByRole('button', { name: 'New Signing' }).click();
    await page.waitForTimeout(500);
    expect(await dialog(page, 'New signing').count()).toBe(0);
    await screenshot(page, SPEC, '05-no-editor-while-expired');
    const refused = await api.post('/api/appointmentapi/save', {
      AppointmentDate: '2026-03-05',
      AppointmentTime: { Hour: 9, Minute: 0, AmPm: 'AM' },
      LastName: 'Third',
    });
    expect(refused.status).toBe(402);
    expect(refused.body.Response).toBe('Your Trial has Expired');
  });
});
