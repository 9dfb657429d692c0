import { signingBody } from '../support/api-client';
import { grantRole } from '../support/roles';
import { BROWSER_TEST_TIMEOUT_MS, eventually, logInThroughUi, screenshot, seedNotary, waitForPath } from './support/browser';
import { useBrowser } from './support/harness';

// Who looked at my data (issue 16): support reads a notary's signing stream giving a reason; the
// notary finds the look, with who, as what and why, from their Profile page, and a second look
// appears on the open page without a reload.
jest.setTimeout(BROWSER_TEST_TIMEOUT_MS * 2);

const SPEC = 'data-access';
const session = useBrowser();

describe('who looked at my data', () => {
  it('the notary sees each operator read of their data, with the reason given, live', async () => {
    const notary = await seedNotary(session.app, 'looked-at-notary');
    const saved = await notary.api.post('/api/appointmentapi/save', signingBody({ LastName: 'Nakamura' }));
    expect(saved.status).toBe(200);
    const staff = await seedNotary(session.app, 'looked-at-support');
    await grantRole(session.app, staff.userId, 'support');
    const read = await staff.api.get(`/api/supportapi/stream/signing-${saved.body.Id}?Why=${encodeURIComponent('Ticket 512: a missing payment')}`);
    expect(read.status).toBe(200);

    const page = await (await session.newContext()).newPage();
    await page.setViewportSize({ width: 1366, height: 768 });
    await logInThroughUi(page, notary.email);
    await page.goto('/Profile');
    await page.getByRole('link', { name: 'See who looked at my data' }).click();
    await waitForPath(page, '/Account/DataAccess');
    await page.getByRole('heading', { name: 'Who looked at my data', level: 1 }).waitFor();
    const first = page.getByRole('row').filter({ hasText: 'Ticket 512: a missing payment' });
    expect((await first.innerText()).replace(/\s+/g, ' ')).toContain(`${staff.email} Support Stream signing-${saved.body.Id}`);

    // Another look while the page is open: it appears without a reload, newest first.
    const again = await staff.api.get(`/api/supportapi/stream/signing-${saved.body.Id}`);
    expect(again.status).toBe(200);
    await eventually(async () => expect(await page.getByRole('row').count()).toBe(3));
    expect((await page.getByRole('row').nth(1).innerText()).replace(/\s+/g, ' ')).toContain('No reason given');
    await screenshot(page, SPEC, '01-who-looked-1366');
  });
});
