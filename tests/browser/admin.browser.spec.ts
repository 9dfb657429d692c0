import type { Page } from 'playwright-core';
import { signingBody } from '../support/api-client';
import { grantRole } from '../support/roles';
import { BROWSER_TEST_TIMEOUT_MS, eventually, logInThroughUi, mainMenu, openMenuGroup, screenshot, seedNotary, waitForPath } from './support/browser';
import { useBrowser } from './support/harness';
import { caughtUp } from '../support/deadline';

// Admin (issue 16): an admin opens the dashboard and the users table, searches it, opens a user's
// history and filters it by type; a notary has no Admin menu and no way onto its pages.
jest.setTimeout(BROWSER_TEST_TIMEOUT_MS * 3);

const SPEC = 'admin';
const session = useBrowser();
const usersTable = (page: Page) => page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: 'Signings' }) });

describe('the admin pages', () => {
  it('an admin reads the dashboard, searches the users and follows one user’s history', async () => {
    const notary = await seedNotary(session.app, 'admin-browser-pena');
    await notary.api.post('/api/profileapi/save', { Name: 'María Peña' });
    await notary.api.post(
      '/api/appointmentapi/save',
      signingBody({ FirstName: 'Maria', LastName: 'Peña', AppointmentDate: '2026-03-03', AppointmentTime: { Hour: 2, Minute: 0, AmPm: 'PM' }, Amount: 150 }),
    );
    await notary.api.post('/api/expenseapi/save', { Date: '2026-03-10', Payee: 'NNA', Details: 'Membership', Amount: 89, CategoryKey: 22 });
    const admin = await seedNotary(session.app, 'admin-browser-boss');
    await grantRole(session.app, admin.userId, 'admin');
    await caughtUp(session.app.runtime.catalog, notary.api.lastPosition);

    const page = await (await session.newContext()).newPage();
    await page.setViewportSize({ width: 1366, height: 900 });
    await logInThroughUi(page, admin.email);
    await openMenuGroup(page, 'Admin');
    await mainMenu(page).getByRole('link', { name: 'Admin dashboard' }).click();
    await waitForPath(page, '/Admin/Dashboard');
    await page.getByRole('heading', { name: 'Admin dashboard', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Users by status' }).waitFor();
    await page.locator('.highcharts-root').first().waitFor();
    await page.locator('.highcharts-root').nth(1).waitFor();
    await screenshot(page, SPEC, '01-dashboard-1366');

    await openMenuGroup(page, 'Admin');
    await mainMenu(page).getByRole('link', { name: 'Users of the product' }).click();
    await waitForPath(page, '/Admin/Users');
    await page.getByRole('heading', { name: 'Users', level: 1 }).waitFor();
    await usersTable(page).waitFor();
    // Case and accents do not matter.
    await page.getByLabel('Search').fill('PENA');
    await eventually(async () => {
      const rows = usersTable(page).locator('tbody tr');
      expect(await rows.count()).toBe(1);
      const text = (await rows.first().innerText()).replace(/\s+/g, ' ');
      expect(text).toContain('María Peña');
      expect(text).toContain(notary.email);
      expect(text).toContain('Trial');
    });
    await screenshot(page, SPEC, '02-users-search-1366');

    // Sorting is the server's: the header says which way.
    await page.getByLabel('Search').fill('');
    await usersTable(page).getByRole('button', { name: 'Signings' }).click();
    await eventually(async () => expect(await usersTable(page).getByRole('columnheader', { name: 'Signings' }).getAttribute('aria-sort')).toBe('descending'));

    await page.getByLabel('Search').fill('peña');
    await usersTable(page).getByRole('link', { name: 'History of María Peña' }).click();
    await waitForPath(page, `/Admin/Users/${notary.userId}/History`);
    await page.getByRole('heading', { name: 'User history', level: 1 }).waitFor();
    await page.getByText(`Every event of ${notary.email}, oldest first.`).waitFor();
    const history = page.getByRole('list', { name: 'Events, oldest first' });
    await history.getByText('Scheduled a signing with Maria Peña on 3 March 2026 at 2:00 PM for $150.00').waitFor();
    await history.getByText(`Registered the account ${notary.email}`).waitFor();
    await screenshot(page, SPEC, '03-history-1366');

    // Filter by type, with a reason; the event opens to its data and metadata.
    await page.getByLabel('Type of event').selectOption('ExpenseRecorded');
    await page.getByLabel('Reason for looking').fill('Ticket 7: an expense is missing');
    await page.getByRole('button', { name: 'Show' }).click();
    await eventually(async () => {
      const entries = history.getByRole('listitem');
      expect(await entries.count()).toBe(1);
      expect(await entries.first().innerText()).toContain('Recorded an expense of $89.00 to NNA on 10 March 2026');
    });
    await history.getByText('Data and metadata').click();
    await history.getByText('"Payee": "NNA"').waitFor();
    const streamLink = history.getByRole('link', { name: /^Stream expense-/ });
    expect(await streamLink.getAttribute('href')).toMatch(/^\/Support\/Streams\/expense-/);
    await screenshot(page, SPEC, '04-history-filtered-1366');

    // The look, with its reason, is on the notary's data-access stream.
    const reads = await session.app.runtime.stores.eventStore.readStream(`data-access-${notary.userId}`);
    expect(reads.map((read) => (read.data as { Why: string | null }).Why)).toContain('Ticket 7: an expense is missing');

    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, SPEC, '05-history-phone');
  });

  it('a notary sees no Admin menu, and an admin address leads to the dashboard', async () => {
    const notary = await seedNotary(session.app, 'admin-browser-notary');
    const page = await (await session.newContext()).newPage();
    await page.setViewportSize({ width: 1366, height: 768 });
    await logInThroughUi(page, notary.email);
    expect(await mainMenu(page).getByRole('button', { name: 'Admin', exact: true }).count()).toBe(0);
    await page.goto('/Admin/Users');
    await waitForPath(page, '/');
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    await screenshot(page, SPEC, '06-notary-no-admin-1366');
  });
});
