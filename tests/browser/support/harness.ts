import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { ApiClient } from '../../support/api-client';
import { within } from '../../support/deadline';
import { startTestApp, type TestApp } from '../../support/test-app';
import { closeBrowser, launchBrowser, logInThroughUi, mainMenu, newUserContext, openMenuGroup, seedNotary, signingsTable, waitForPath } from './browser';

/** Opening a context or a page takes well under a second; a stalled browser is given up on. */
const OPEN_TIMEOUT_MS = 30_000;

/** A window wide enough for every column of the signings table (narrower ones fold some away). */
export const WIDE_WINDOW = { width: 2400, height: 900 };

export interface BrowserHarness {
  /** The app started for this spec file (unless the harness was told not to start one). */
  readonly app: TestApp;
  readonly browser: Browser;
  /** A fresh browser context (its own cookies: one user), closed after the test. */
  newContext(app?: TestApp): Promise<BrowserContext>;
}

/**
 * One browser (and, unless `app: false`, one app) per spec file; every context a test opens is
 * closed after it. Registers the jest hooks, so call it at the top level of the spec.
 */
export function useBrowser(options: { app?: boolean } = {}): BrowserHarness {
  // A browser test that fails is run once more, its first failure printed (CI shows both): a
  // loaded machine has stalled Chromium or a start for minutes, once in hundreds of runs.
  jest.retryTimes(1, { logErrorsBeforeRetry: true });
  let app: TestApp | undefined;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    [app, browser] = await Promise.all([options.app === false ? undefined : startTestApp(), launchBrowser()]);
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close().catch(() => undefined)));
  });
  afterAll(async () => {
    await closeBrowser(browser);
    await app?.close();
  });

  return {
    get app() {
      if (!app) throw new Error('This spec started no app of its own');
      return app;
    },
    get browser() {
      if (!browser) throw new Error('The browser is not launched yet');
      return browser;
    },
    async newContext(target?: TestApp) {
      const context = await within('opening a browser context', OPEN_TIMEOUT_MS, newUserContext(this.browser, target ?? this.app));
      contexts.push(context);
      // Playwright gives no timeout to opening a page; one that never opens is named.
      const newPage = context.newPage.bind(context);
      context.newPage = () => within('opening a page', OPEN_TIMEOUT_MS, newPage());
      return context;
    },
  };
}

/**
 * A new notary (registered through the API, optionally given data by `seed`) signed in through the
 * login page and on the signings list.
 */
export async function notaryOnSigningsList(
  session: BrowserHarness,
  who: string,
  seed?: (api: ApiClient) => Promise<unknown>,
  options: { viewport?: { width: number; height: number } } = {},
): Promise<{ page: Page; api: ApiClient }> {
  const notary = await seedNotary(session.app, who);
  if (seed) await seed(notary.api);
  const context = await session.newContext();
  const page = await context.newPage();
  if (options.viewport) await page.setViewportSize(options.viewport);
  await logInThroughUi(page, notary.email);
  await openMenuGroup(page, 'Signings');
  await mainMenu(page).getByRole('link', { name: 'View Signings' }).click();
  await waitForPath(page, '/Appointment');
  await signingsTable(page).waitFor();
  return { page, api: notary.api };
}
