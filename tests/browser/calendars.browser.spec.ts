import type { Page } from 'playwright-core';
import { googleEventIdOf } from '@notary/policies';
import { signingBody } from '../support/api-client';
import { GoogleFakes, googleEnv } from '../support/google-fakes';
import { startTestApp, type TestApp } from '../support/test-app';
import {
  BROWSER_TEST_TIMEOUT_MS,
  dialog,
  eventually,
  fillSigning,
  logInThroughUi,
  mainMenu,
  openMenuGroup,
  pathOf,
  saveSigning,
  screenshot,
  seedNotary,
  signingEditor,
  waitForPath,
} from './support/browser';
import { useBrowser } from './support/harness';

// Google Calendar and maps in the web app (issue 17, calendars), against Google faked on loopback.
jest.setTimeout(BROWSER_TEST_TIMEOUT_MS * 2);

const SPEC = 'calendars';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

const session = useBrowser({ app: false });
let fakes: GoogleFakes;
let app: TestApp;

beforeAll(async () => {
  fakes = await new GoogleFakes().start();
  app = await startTestApp({ env: googleEnv(fakes) });
});
afterAll(async () => {
  await app.close();
  await fakes.stop();
});

async function signedIn(who: string, viewport = DESKTOP) {
  const notary = await seedNotary(app, who);
  const page = await (await session.newContext(app)).newPage();
  // The login waits for the side menu, which a phone folds away: narrowed once signed in.
  await logInThroughUi(page, notary.email);
  await page.setViewportSize(viewport);
  return { page, api: notary.api };
}

async function openGoogleCalendarSettings(page: Page) {
  await openMenuGroup(page, 'Settings');
  await mainMenu(page).getByRole('button', { name: 'Google Calendar settings' }).click();
  const settings = dialog(page, 'Settings');
  await settings.getByRole('tab', { name: 'Google Calendar', selected: true }).waitFor();
  return settings;
}

describe('Google Calendar', () => {
  it('connects through Google’s consent, pushes a saved signing, shows a failed push to push again, and disconnects', async () => {
    const { page, api } = await signedIn('gcal');
    let settings = await openGoogleCalendarSettings(page);
    await settings.getByText('Connect your Google account and each signing you save is written into your Google Calendar').waitFor();
    await screenshot(page, SPEC, '01-google-not-connected');

    // Google's page (the fake) sends the notary straight back through the callback, to the tab.
    await settings.getByRole('button', { name: 'Connect Google Calendar' }).click();
    settings = dialog(page, 'Settings');
    await settings.getByRole('tab', { name: 'Google Calendar', selected: true }).waitFor();
    await settings.getByRole('status').filter({ hasText: 'Google Calendar connected' }).waitFor();
    await settings.getByText('America/Chicago').waitFor();
    await settings.getByText('All your signings have reached Google Calendar.').waitFor();
    // The address the callback came back to is cleaned.
    await eventually(() => expect(pathOf(page)).toBe('/'));
    await screenshot(page, SPEC, '02-google-connected');
    await settings.getByRole('button', { name: 'Close', exact: true }).last().click();
    await settings.waitFor({ state: 'detached' });

    // A signing saved in the editor reaches the (fake) Google Calendar.
    await openMenuGroup(page, 'Signings');
    await mainMenu(page).getByRole('button', { name: 'New Signing' }).click();
    const editor = await signingEditor(page, 'New signing');
    await fillSigning(editor, { lastName: 'Calloway', firstName: 'June', city: 'Austin' });
    await saveSigning(editor);
    const pushed = await eventually(() => {
      const event = [...fakes.events.values()].find((candidate) => candidate.summary === 'Signing: Calloway, June');
      if (!event) throw new Error('the signing has not reached Google Calendar');
      return event;
    });
    expect(pushed.status).toBe('confirmed');

    // Google answers 503 to the next push: the tab lists it, and Push again sends it once Google is back.
    fakes.failNext(1);
    const saved = await api.post('/api/appointmentapi/save', signingBody({ LastName: 'Dunmore', FirstName: 'Ray' }));
    expect(saved.status).toBe(200);
    await eventually(async () => expect((await api.get('/api/settingsapi/googlecalendar')).body.Failures).toHaveLength(1));
    settings = await openGoogleCalendarSettings(page);
    const failure = settings.getByRole('listitem').filter({ hasText: 'Dunmore, Ray' });
    await failure.waitFor();
    expect(await failure.innerText()).toMatch(/after 1 attempt/);
    await screenshot(page, SPEC, '03-google-failed-push');
    await failure.getByRole('button', { name: 'Push again' }).click();
    await eventually(() => expect(fakes.events.get(googleEventIdOf(saved.body.Id))?.summary).toBe('Signing: Dunmore, Ray'));

    // Disconnecting asks first.
    await settings.getByRole('button', { name: 'Disconnect Google Calendar' }).click();
    const confirm = dialog(page, 'Disconnect Google Calendar');
    await screenshot(page, SPEC, '04-google-disconnect-confirm');
    await confirm.getByRole('button', { name: 'Disconnect', exact: true }).click();
    await settings.getByRole('button', { name: 'Connect Google Calendar' }).waitFor();
  });

  it('says so when the notary declines on Google’s page, at phone width', async () => {
    const { page } = await signedIn('gcal-deny', PHONE);
    fakes.consent = 'deny';
    try {
      await page.getByRole('button', { name: 'Menu', exact: true }).click();
      const settings = await openGoogleCalendarSettings(page);
      await settings.getByRole('button', { name: 'Connect Google Calendar' }).click();
      const back = dialog(page, 'Settings');
      await back.getByRole('alert').filter({ hasText: 'You declined access on Google’s page' }).waitFor();
      await back.getByRole('button', { name: 'Connect Google Calendar' }).waitFor();
      await waitForPath(page, '/');
      await screenshot(page, SPEC, '05-google-declined-phone');
    } finally {
      fakes.consent = 'grant';
    }
  });
});

describe('maps in the signing editor', () => {
  for (const [name, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    it(`suggests addresses as they are typed and calculates the round trip from the business address (${name})`, async () => {
      const { page, api } = await signedIn(`maps-${name}`, viewport);
      if (name === 'phone') await page.getByRole('button', { name: 'Menu', exact: true }).click();
      await openMenuGroup(page, 'Signings');
      await mainMenu(page).getByRole('button', { name: 'New Signing' }).click();
      const editor = await signingEditor(page, 'New signing');
      await fillSigning(editor, { lastName: `Maps${name}` });

      // Without an address, Calculate says what it needs.
      const calculate = editor.getByRole('button', { name: 'Calculate mileage' });
      await calculate.click();
      await editor.getByText('Enter the signing address (Address line 1 and City) to calculate the mileage.').waitFor();

      // Typing the first line offers US addresses; the keyboard chooses one, which fills the address.
      const line = editor.getByRole('combobox', { name: 'Address line 1' });
      await line.pressSequentially('123', { delay: 30 });
      const option = editor.getByRole('option', { name: '123 Main St, Austin, TX, USA' });
      await option.waitFor();
      await screenshot(page, SPEC, `06-maps-suggestions-${name}`);
      await line.press('ArrowDown');
      expect(await option.getAttribute('aria-selected')).toBe('true');
      await line.press('Enter');
      await option.waitFor({ state: 'detached' });
      expect(await line.inputValue()).toBe('123 Main St');
      expect(await editor.getByLabel('City').inputValue()).toBe('Austin');
      expect(await editor.getByLabel('State').inputValue()).toBe('TX');

      // No business address in the profile yet: the server's reason shows beside the button.
      await calculate.click();
      await editor.getByText('Enter your business address (Address and City) in your profile to calculate the mileage.').waitFor();

      await api.post('/api/profileapi/save', { Address: '1 Office Rd', City: 'Austin', State: 'TX', Zip: '78701', Name: 'Ann' });
      fakes.distances.set('1 Office Rd, Austin, TX 78701|123 Main St, Austin, TX', 16_900); // 10.5 miles one way
      await calculate.click();
      await editor.getByText('22 miles: the round trip from your business address (10.5 miles each way).').waitFor();
      expect(await editor.getByLabel('End mileage').inputValue()).toBe('22');
      await editor.getByText('Miles driven: 22').waitFor();
      await calculate.scrollIntoViewIfNeeded();
      await screenshot(page, SPEC, `07-maps-calculated-${name}`);
      await saveSigning(editor);

      const list = await api.post('/api/appointmentapi/getpage', { Year: 'All', PageNumber: 1, PageSize: 10 });
      const signings = list.body.Appointments as Array<{ LastName: string; Mileage: number; Address1: string }>;
      expect(signings.find((signing) => signing.LastName === `Maps${name}`)).toMatchObject({ Mileage: 22, Address1: '123 Main St' });
    });
  }
});
