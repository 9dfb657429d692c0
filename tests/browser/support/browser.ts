import * as fs from 'node:fs';
import * as path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { ApiClient } from '../../support/api-client';
import type { TestApp } from '../../support/test-app';
import { within } from '../../support/deadline';

/**
 * Browser tests drive Debian's Chromium through playwright-core, as the team's working agreement
 * asks: one browser per spec file, a fresh context (own cookies) per user, elements found by role
 * and accessible name, and polling instead of fixed sleeps.
 */

/** Per test: a browser test starts pages, waits for live pushes and fades, on a 2-core machine. */
export const BROWSER_TEST_TIMEOUT_MS = 60_000;
/** How long an assertion may take to come true (a push, a refetch, a lazy chunk). */
export const EVENTUALLY_MS = 15_000;

export const PASSWORD = 'correct horse 1';

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const CHROMIUM = '/usr/bin/chromium';

/** Debian's Chromium, or at once a plain failure saying how to get it (without it a launch can hang). */
export async function launchBrowser(): Promise<Browser> {
  if (!fs.existsSync(CHROMIUM)) throw new Error(`The browser tests need Debian's Chromium at ${CHROMIUM}: apt-get install -y chromium (.ci/run does)`);
  return within('starting Chromium', 60_000, chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS }));
}

/** Closes the browser even when a test left pages hanging; never throws from afterAll. */
export async function closeBrowser(browser: Browser | undefined): Promise<void> {
  if (!browser) return;
  await within('closing the browser', 10_000, browser.close()).catch(() => undefined);
}

/** A user's own browser profile: a desktop-width window (the side menu shows, tables not cards). */
export async function newUserContext(browser: Browser, app: TestApp): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: app.url, viewport: { width: 1366, height: 900 }, locale: 'en-US' });
  context.setDefaultTimeout(EVENTUALLY_MS);
  context.setDefaultNavigationTimeout(EVENTUALLY_MS * 2);
  return context;
}

/** Retries `assertion` until it passes or `timeoutMs` runs out, then throws its last error. */
export async function eventually<T>(assertion: () => T | Promise<T>, timeoutMs = EVENTUALLY_MS, intervalMs = 100): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await assertion();
    } catch (error) {
      if (Date.now() >= deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
  }
}

/** The path (and query) the page is on now. */
export const pathOf = (page: Page) => {
  const url = new URL(page.url());
  return url.pathname + url.search;
};

/**
 * Waits for the page to be at `expected`: a pathname (exact, query ignored), or a RegExp tried on
 * pathname + search. Polls the address, so client-side (pushState) moves count as well as loads.
 */
export async function waitForPath(page: Page, expected: string | RegExp, timeoutMs = EVENTUALLY_MS): Promise<void> {
  await eventually(() => {
    const url = new URL(page.url());
    const ok = typeof expected === 'string' ? url.pathname === expected : expected.test(url.pathname + url.search);
    if (!ok) throw new Error(`expected the page at ${expected}, it is at ${url.pathname}${url.search}${url.hash}`);
  }, timeoutMs);
}

/** test-results/screenshots/<spec>-<step>.png (test-results/ is git-ignored). */
export const SCREENSHOT_DIR = path.resolve(__dirname, '../../../test-results/screenshots');

export async function screenshot(page: Page, spec: string, step: string): Promise<string> {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${spec}-${step}.png`);
  await page.screenshot({ path: file, fullPage: false, animations: 'disabled' });
  return file;
}

let emails = 0;
/** A fresh, valid address per user, so tests in one app never collide. */
export const uniqueEmail = (who: string) => `${who}-${Date.now().toString(36)}-${(emails += 1)}@example.com`;

/**
 * Seeds a notary through the HTTP API (for tests that are not about registering): the account,
 * and, unless asked otherwise, the getting-started help already seen so no dialog covers the page.
 */
export async function seedNotary(app: TestApp, who: string, options: { onboarded?: boolean } = {}): Promise<{ email: string; api: ApiClient; userId: string }> {
  const api = new ApiClient(app.url);
  const email = uniqueEmail(who);
  const { UserId } = await api.register(email, PASSWORD);
  if (options.onboarded !== false) {
    const saved = await api.post('/api/settingsapi/saveonboardstatus', { IsOnboardedStatus: 2 });
    if (saved.status !== 200) throw new Error(`saveonboardstatus failed: ${saved.status} ${JSON.stringify(saved.body)}`);
  }
  return { email, api, userId: UserId };
}

/** Signs in through the login page, as the notary would, and waits to leave it. */
export async function logInThroughUi(page: Page, email: string, password = PASSWORD, loginPath = '/Account/Login'): Promise<void> {
  await page.goto(loginPath);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await waitForPath(page, /^\/(?!account\/)/i);
  await mainMenu(page).waitFor();
}

export const mainMenu = (page: Page): Locator => page.getByRole('navigation', { name: 'Main menu' });

/** Opens a menu group (a button with aria-expanded) if it is closed. */
export async function openMenuGroup(page: Page, group: string): Promise<void> {
  const button = mainMenu(page).getByRole('button', { name: group, exact: true });
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
  await eventually(async () => {
    if ((await button.getAttribute('aria-expanded')) !== 'true') throw new Error(`menu group ${group} did not open`);
  });
}

/** The open modal dialog with this title. */
export const dialog = (page: Page, title: string): Locator => page.getByRole('dialog', { name: title, exact: true });

/** Term/definition pairs of a <dl> inside `scope` (dashboard totals, billing facts). */
export async function definitions(scope: Locator): Promise<Record<string, string>> {
  const terms = await scope.getByRole('term').allTextContents();
  const values = await scope.getByRole('definition').allTextContents();
  return Object.fromEntries(terms.map((term, index) => [term.trim(), (values[index] ?? '').trim()]));
}

/** The browser's local date, YYYY-MM-DD, `days` from today (the app uses the browser's local time). */
export function localDate(days = 0, from = new Date()): string {
  const date = new Date(from.getFullYear(), from.getMonth(), from.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** '2026-11-24' → '11/24/2026', as the signings table writes dates. */
export const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

/** '$1,234.50' → 1234.5 */
export const money = (text: string) => Number(text.replace(/[^0-9.-]/g, ''));

/** What the test types into the signing edit dialog; fields left out are not touched. */
export interface SigningEntry {
  date?: string;
  lastName?: string;
  firstName?: string;
  city?: string;
  /** The option's text, e.g. 'Purchase - Buyer'. */
  typeOfWork?: string;
  customer?: string;
  amount?: string;
  time?: { hour: string; minute: string; amPm: 'AM' | 'PM' };
}

/** The signing edit dialog once its form has loaded (the loading step has the same title). */
export async function signingEditor(page: Page, title: 'New signing' | 'Edit signing' | 'New signing (copy)'): Promise<Locator> {
  const editor = dialog(page, title);
  await editor.getByLabel('Last name').waitFor();
  return editor;
}

export async function fillSigning(editor: Locator, entry: SigningEntry): Promise<void> {
  if (entry.date !== undefined) await editor.getByLabel('Date', { exact: true }).fill(entry.date);
  if (entry.time) {
    const time = editor.getByRole('group', { name: 'Time' });
    await time.getByLabel('Hour').selectOption(entry.time.hour);
    await time.getByLabel('Minute').selectOption({ label: entry.time.minute });
    await time.getByLabel('AM/PM').selectOption(entry.time.amPm);
  }
  if (entry.customer !== undefined) await editor.getByLabel('Customer', { exact: true }).selectOption({ label: entry.customer });
  if (entry.typeOfWork !== undefined) await editor.getByLabel('Type of work').selectOption({ label: entry.typeOfWork });
  if (entry.lastName !== undefined) await editor.getByLabel('Last name').fill(entry.lastName);
  if (entry.firstName !== undefined) await editor.getByLabel('First name').fill(entry.firstName);
  if (entry.city !== undefined) await editor.getByLabel('City').fill(entry.city);
  if (entry.amount !== undefined) await editor.getByLabel('Amount', { exact: true }).fill(entry.amount);
}

/** Presses Save and waits for the dialog to close (the save went through). */
export async function saveSigning(editor: Locator): Promise<void> {
  await editor.getByRole('button', { name: 'Save', exact: true }).click();
  await editor.waitFor({ state: 'detached' });
}

/** The signings table on /Appointment, and a row by its signer button ('Last, First'). */
export const signingsTable = (page: Page): Locator => page.getByRole('table', { name: 'Signings' });
export const signingRow = (page: Page, signer: string): Locator =>
  signingsTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: signer, exact: true }) });

/**
 * The texts of one column of a table, row by row, found by its header's text. Read in one go, so
 * a table that re-renders while it is read (a refetch) never gives rows from two renders.
 */
export async function columnTexts(table: Locator, header: string): Promise<string[]> {
  const { headers, rows } = await table.evaluate((element) => {
    const text = (cell: any): string => String(cell.innerText ?? cell.textContent ?? '').trim();
    const head = (element as any).querySelectorAll('thead th');
    const body = (element as any).querySelectorAll('tbody tr');
    return {
      headers: Array.from(head as ArrayLike<any>, (cell) => String(cell.textContent ?? '').trim()),
      rows: Array.from(body as ArrayLike<any>, (row) => Array.from(row.querySelectorAll('td') as ArrayLike<any>, text)),
    };
  });
  const index = headers.indexOf(header);
  if (index === -1) throw new Error(`no column "${header}" in ${JSON.stringify(headers)}`);
  // The placeholder row (loading, nothing found) is one wide cell.
  return rows.filter((cells) => cells.length > index).map((cells) => cells[index]!);
}

/** A page, and the API request it sends when the live channel tells it something changed. */
export interface LiveWatcher {
  page: Page;
  /** Part of the URL the page asks again after a push (e.g. '/api/appointmentapi/summary'). */
  refetches: string;
}

/**
 * Waits until each page's live channel is connected, judged as a user would see it: something
 * changes elsewhere (`poke`, e.g. another device saving a signing that none of these pages shows)
 * and each page asks the server again. Pokes again while any page has not reacted yet, since a
 * page whose socket was still connecting misses the push.
 */
export async function waitUntilLive(watchers: LiveWatcher[], poke: () => Promise<void>, timeoutMs = EVENTUALLY_MS): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  const pending = new Set(watchers);
  let pokes = 0;
  while (pending.size > 0) {
    if (Date.now() > deadline) throw new Error(`the live channel did not reach ${[...pending].map((w) => w.page.url()).join(', ')}`);
    const seen = [...pending].map((watcher) =>
      watcher.page
        .waitForRequest((request) => request.url().includes(watcher.refetches), { timeout: 2_000 })
        .then(() => pending.delete(watcher))
        .catch(() => undefined),
    );
    await poke();
    pokes += 1;
    await Promise.all(seen);
  }
  return pokes;
}

/** Counts full page loads (a reload or a typed address), to show that a page did not navigate. */
export function countLoads(page: Page): { readonly count: number } {
  const counter = { count: 0 };
  page.on('load', () => {
    counter.count += 1;
  });
  return counter;
}

let pokes = 0;
/**
 * A change nothing on screen shows (the invoice notes in the notary's settings), saved from
 * "another device": every open page of that notary refetches its settings when the push arrives.
 * Pair it with `{ refetches: '/api/settingsapi/get' }` in waitUntilLive.
 */
export async function pokeSettings(api: ApiClient): Promise<void> {
  const saved = await api.post('/api/settingsapi/save', { InvoiceDefaultNotes: `Thank you for your business. (${(pokes += 1)})` });
  if (saved.status !== 200) throw new Error(`settings save failed: ${saved.status} ${JSON.stringify(saved.body)}`);
}
