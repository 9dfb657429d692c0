import type { Page } from 'playwright-core';
import { grantRole } from '../support/roles';
import { BROWSER_TEST_TIMEOUT_MS, dialog, eventually, logInThroughUi, mainMenu, openMenuGroup, screenshot, seedNotary, waitForPath } from './support/browser';
import { useBrowser } from './support/harness';

// Feedback (issue 16): a notary sends a suggestion and a bug report from the menu and follows them on
// /Defects; an admin sees everyone's on /Admin/Feedback and marks one Done; the notary sees it.
jest.setTimeout(BROWSER_TEST_TIMEOUT_MS * 3);

const SPEC = 'feedback';
const session = useBrowser();
const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });
const BUG = 'The calendar skips Sunday in the week view';
const IDEA = 'A dark theme for late-night signings';

describe('feedback and bug reports', () => {
  it('a notary sends both from the menu and follows them; an admin marks one Done', async () => {
    const notary = await seedNotary(session.app, 'feedback-notary');
    const page = await (await session.newContext()).newPage();
    await page.setViewportSize({ width: 1366, height: 768 });
    await logInThroughUi(page, notary.email);
    // A notary has no Admin group.
    expect(await mainMenu(page).getByRole('button', { name: 'Admin', exact: true }).count()).toBe(0);

    // Blank details are refused inline, before anything is sent.
    await openMenuGroup(page, 'Feedback');
    await mainMenu(page).getByRole('button', { name: 'Add a suggestion', exact: true }).click();
    const suggestion = dialog(page, 'Add a suggestion');
    await suggestion.getByRole('button', { name: 'Send' }).click();
    await suggestion.getByText('Please describe your suggestion.').waitFor();
    expect(await suggestion.getByLabel('Details').getAttribute('aria-invalid')).toBe('true');
    await screenshot(page, SPEC, '01-suggestion-blank-1366');
    await suggestion.getByLabel('Details').fill(IDEA);
    await suggestion.getByRole('button', { name: 'Send' }).click();
    await page.getByRole('status').filter({ hasText: 'Thank you: your suggestion was sent.' }).waitFor();
    await suggestion.waitFor({ state: 'detached' });

    // A failure keeps the text, to send again.
    await openMenuGroup(page, 'Feedback');
    await mainMenu(page).getByRole('button', { name: 'Report a bug', exact: true }).click();
    const bug = dialog(page, 'Report a bug');
    await bug.getByLabel('Details').fill(BUG);
    await page.route('**/api/feedbackapi/savedefect', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ Response: 'Something went wrong on our side.', Code: 'TEST' }) }),
    );
    await bug.getByRole('button', { name: 'Send' }).click();
    await bug.getByText('Something went wrong on our side.').waitFor();
    expect(await bug.getByLabel('Details').inputValue()).toBe(BUG);
    await screenshot(page, SPEC, '02-bug-failed-1366');
    await page.unroute('**/api/feedbackapi/savedefect');
    await bug.getByRole('button', { name: 'Send' }).click();
    await page.getByRole('status').filter({ hasText: 'Thank you: your bug report was sent.' }).waitFor();
    await bug.waitFor({ state: 'detached' });

    await openMenuGroup(page, 'Feedback');
    await mainMenu(page).getByRole('link', { name: 'My suggestions and bugs' }).click();
    await waitForPath(page, '/Defects');
    await page.getByRole('heading', { name: 'Suggestions and bug reports', level: 1 }).waitFor();
    await eventually(async () => {
      expect((await row(page, BUG).innerText()).replace(/\s+/g, ' ')).toMatch(/Bug report .* Open$/);
      expect((await row(page, IDEA).innerText()).replace(/\s+/g, ' ')).toMatch(/Suggestion .* Open$/);
    });
    await screenshot(page, SPEC, '03-defects-1366');

    // An admin (granted as `npm run grant-role` does) sees them among everyone's and marks the bug Done.
    const admin = await seedNotary(session.app, 'feedback-admin');
    await grantRole(session.app, admin.userId, 'admin');
    const adminPage = await (await session.newContext()).newPage();
    await adminPage.setViewportSize({ width: 1366, height: 768 });
    await logInThroughUi(adminPage, admin.email);
    await openMenuGroup(adminPage, 'Admin');
    await mainMenu(adminPage).getByRole('link', { name: 'Feedback and bug reports of every notary' }).click();
    await waitForPath(adminPage, '/Admin/Feedback');
    await row(adminPage, BUG).waitFor();
    expect(await row(adminPage, BUG).innerText()).toContain(notary.email);
    expect(await row(adminPage, IDEA).innerText()).toContain(notary.email);
    await row(adminPage, BUG).getByRole('combobox').selectOption('Done');
    await adminPage.getByRole('status').filter({ hasText: 'bug report Done' }).waitFor();
    await screenshot(adminPage, SPEC, '04-admin-feedback-1366');
    await adminPage.setViewportSize({ width: 390, height: 844 });
    await screenshot(adminPage, SPEC, '05-admin-feedback-390');

    // The notary's page follows (live, or on Refresh).
    await eventually(async () => {
      await page.getByRole('button', { name: 'Refresh' }).click();
      expect((await row(page, BUG).innerText()).replace(/\s+/g, ' ')).toMatch(/Done$/);
    });
    expect((await row(page, IDEA).innerText()).replace(/\s+/g, ' ')).toMatch(/Open$/);
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, SPEC, '06-defects-390');

    // The admin page is the admins': a notary typing its address is sent to the dashboard.
    await page.goto('/Admin/Feedback');
    await waitForPath(page, '/');
  });
});
