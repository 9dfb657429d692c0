import type { Page } from 'playwright-core';
import { dataAccessStream } from '@notary/events';
import { signingBody } from '../support/api-client';
import { grantRole } from '../support/roles';
import { BROWSER_TEST_TIMEOUT_MS, eventually, logInThroughUi, mainMenu, openMenuGroup, screenshot, seedNotary, waitForPath } from './support/browser';
import { useBrowser } from './support/harness';
import { caughtUp } from '../support/deadline';

// Support (issue 16): a support person finds a notary's signing stream by the notary's e-mail, opens
// it, reads an event's JSON and metadata, follows its correlation across streams, and the notary's
// record shows each look with the reason given.
jest.setTimeout(BROWSER_TEST_TIMEOUT_MS * 2);

const SPEC = 'support';
const session = useBrowser();
const REASON = 'Ticket 4411: the fee looks wrong';
const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

describe('the stream browser', () => {
  it('support finds a stream, opens it, sees an event’s JSON and follows its correlation; a notary has no Support menu', async () => {
    const notary = await seedNotary(session.app, 'support-notary');
    const saved = await notary.api.post('/api/appointmentapi/save', signingBody({ LastName: 'Okafor', Amount: 150 }));
    expect(saved.status).toBe(200);
    const signingStream = `signing-${saved.body.Id}`;
    await caughtUp(session.app.runtime.catalog, notary.api.lastPosition);

    const staff = await seedNotary(session.app, 'support-staff');
    await grantRole(session.app, staff.userId, 'support');
    const page = await (await session.newContext()).newPage();
    await page.setViewportSize({ width: 1366, height: 900 });
    await logInThroughUi(page, staff.email);
    await openMenuGroup(page, 'Support');
    await mainMenu(page).getByRole('link', { name: 'Find and read event streams' }).click();
    await waitForPath(page, '/Support/Streams');
    await page.getByRole('heading', { name: 'Event streams', level: 1 }).waitFor();

    await page.getByLabel('Reason for looking').fill(REASON);
    await page.getByLabel('Reason for looking').press('Enter');
    await page.getByLabel('Owner (e-mail or user id)').fill(notary.email);
    await page.getByLabel('Kind of stream').selectOption('signing');
    await page.getByRole('button', { name: 'Find streams' }).click();
    await page.getByRole('status').filter({ hasText: '1 stream, newest activity first.' }).waitFor();
    expect((await row(page, signingStream).innerText()).replace(/\s+/g, ' ')).toContain(`signing ${notary.email} 1 SigningScheduled`);
    await screenshot(page, SPEC, '01-streams-found-1366');

    await row(page, signingStream).getByRole('link', { name: signingStream }).click();
    await waitForPath(page, `/Support/Streams/${signingStream}`);
    await page.getByRole('heading', { name: `Stream ${signingStream}`, level: 1 }).waitFor();
    await page.getByRole('button', { name: /^SigningScheduled, revision 0/ }).click();
    const details = page.getByRole('region', { name: /SigningScheduled/ });
    const json = await details.getByLabel('Data of SigningScheduled, as JSON').innerText();
    expect(JSON.parse(json)).toMatchObject({ SigningId: saved.body.Id, Details: expect.objectContaining({ LastName: 'Okafor', Amount: 150 }) });
    await screenshot(page, SPEC, '02-stream-event-1366');

    // The notary's record shows the look, with the reason.
    await eventually(async () => {
      const reads = await session.app.runtime.stores.eventStore.readStream(dataAccessStream(notary.userId));
      expect(reads.map((event) => event.data)).toContainEqual(expect.objectContaining({ What: `Stream ${signingStream}`, Why: REASON, Role: 'support' }));
    });

    // The correlation: the save scheduled the signing and used a trial signing on the account.
    const correlationLink = details.locator('dt:text-is("Correlation") + dd a');
    const correlation = (await correlationLink.innerText()).trim();
    await correlationLink.click();
    await waitForPath(page, `/Support/Correlation/${correlation}`);
    await page.getByRole('heading', { name: 'Events of one request', level: 1 }).waitFor();
    await page
      .getByRole('status')
      .filter({ hasText: /events? in 2 streams, in log order/ })
      .waitFor();
    await row(page, 'TrialSigningUsed').waitFor();
    expect(await row(page, 'SigningScheduled').getByRole('link', { name: signingStream }).count()).toBe(1);
    await screenshot(page, SPEC, '03-correlation-1366');

    // Each event links back to its stream, opened at that event.
    await row(page, 'TrialSigningUsed')
      .getByRole('link', { name: `user-${notary.userId}` })
      .click();
    await waitForPath(page, `/Support/Streams/user-${notary.userId}`);
    await page.getByRole('region', { name: /TrialSigningUsed/ }).waitFor();
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, SPEC, '04-account-stream-390');
    await page.getByRole('region', { name: /TrialSigningUsed/ }).scrollIntoViewIfNeeded();
    await screenshot(page, SPEC, '05-account-event-390');

    // A notary has no Support group, and the page sends them home.
    const notaryPage = await (await session.newContext()).newPage();
    await logInThroughUi(notaryPage, notary.email);
    expect(await mainMenu(notaryPage).getByRole('button', { name: 'Support', exact: true }).count()).toBe(0);
    await notaryPage.goto('/Support/Streams');
    await waitForPath(notaryPage, '/');
  });
});
