import { signingBody } from '../support/api-client';
import { BROWSER_TEST_TIMEOUT_MS, dialog, eventually, logInThroughUi, mainMenu, screenshot, seedNotary, waitForPath } from './support/browser';
import { useBrowser } from './support/harness';

// The iCal feed (issue 17, calendars): turned on from the calendar, subscribed to by address.
jest.setTimeout(BROWSER_TEST_TIMEOUT_MS * 2);

const SPEC = 'calendar-feed';
const session = useBrowser();

describe('the calendar feed', () => {
  it('turns on from the calendar page, gives an address a calendar app reads, and a new address ends the old one', async () => {
    const notary = await seedNotary(session.app, 'feed');
    await notary.api.post('/api/appointmentapi/save', signingBody({ LastName: 'Fed' }));
    const page = await (await session.newContext()).newPage();
    await page.setViewportSize({ width: 1366, height: 768 });
    await logInThroughUi(page, notary.email);
    await mainMenu(page).getByRole('link', { name: 'Calendar', exact: true }).click();
    await waitForPath(page, '/Calendar');
    const card = page.getByRole('region', { name: 'See your signings in your own calendar' });
    await card.getByRole('button', { name: 'Turn on the calendar feed' }).click();
    const address = card.getByLabel(/Subscribe to this address in your calendar app/);
    await address.waitFor();
    const url = await address.inputValue();
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, SPEC, '01-feed-on');
    const feed = await fetch(url);
    expect(feed.status).toBe(200);
    expect(await feed.text()).toContain('SUMMARY:Signing: Fed\\, Ana');

    await card.getByRole('button', { name: 'New address' }).click();
    await dialog(page, 'New calendar address').getByRole('button', { name: 'Make a new address' }).click();
    await eventually(async () => expect(await address.inputValue()).not.toBe(url));
    expect((await fetch(url)).status).toBe(404);
    expect((await fetch(await address.inputValue())).status).toBe(200);

    await card.getByRole('button', { name: 'Turn off the calendar feed' }).click();
    await card.getByRole('button', { name: 'Turn on the calendar feed' }).waitFor();
  });
});
