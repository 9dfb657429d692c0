/**
 * `npm run bench:web`: what the first screen after login costs to load, measured in Debian's
 * Chromium against the app as `npm start` serves it (dist/web; the npm script builds it first, so a
 * stale build is never measured and `npm run bench` works on a clean clone):
 * every script and style the browser fetched from the login page to the drawn dashboard (its chart
 * included), as transferred (Brotli, from the copies made at build) beside the same files
 * uncompressed. The goal of issue 10: at most 250 KB of script and style transferred.
 * Figures are printed, not asserted. Options: none.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Response } from 'playwright-core';
import { ApiClient } from '../tests/support/api-client';
import { startTestApp } from '../tests/support/test-app';
import { closeBrowser, launchBrowser, PASSWORD } from '../tests/browser/support/browser';
import { REPO_ROOT } from './support/child-server';
import { printTable, progress, writeResults, type Row } from './support/report';

const GOAL_KB = 250;

async function main(): Promise<void> {
  if (!existsSync(join(REPO_ROOT, 'dist', 'web', 'index.html'))) throw new Error('dist/web is not built: run `npm run bench:web`, which builds it first');
  console.log(`bench:web — ${new Date().toISOString()}`);
  const app = await startTestApp();
  const browser = await launchBrowser();
  try {
    const api = new ApiClient(app.url);
    const email = `first-load-${Date.now()}@bench.example`;
    await api.register(email, PASSWORD);
    await api.post('/api/settingsapi/saveonboardstatus', { IsOnboardedStatus: 2 });
    await api.post('/api/appointmentapi/save', {
      AppointmentDate: `${new Date().getFullYear()}-01-15`,
      AppointmentTime: { Hour: 2, Minute: 30, AmPm: 'PM' },
      LastName: 'Bench',
      Amount: 125,
    });

    const context = await browser.newContext({ baseURL: app.url, viewport: { width: 1366, height: 768 } });
    const page = await context.newPage();
    const loaded: Response[] = [];
    page.on('response', (response) => {
      if (['script', 'stylesheet'].includes(response.request().resourceType())) loaded.push(response);
    });
    progress('login page, then the dashboard with its chart');
    await page.goto('/Account/Login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    await page.locator('.highcharts-container').first().waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');

    let transferred = 0;
    let headerBytes = 0;
    let uncompressed = 0;
    const files: Array<{ url: string; encoding: string; transferred: number; uncompressed: number; cacheControl: string }> = [];
    for (const response of loaded) {
      const sizes = await response.request().sizes();
      const body = await response.body();
      const headers = await response.allHeaders();
      transferred += sizes.responseBodySize;
      headerBytes += sizes.responseHeadersSize;
      uncompressed += body.length;
      files.push({
        url: new URL(response.url()).pathname,
        encoding: headers['content-encoding'] ?? 'none',
        transferred: sizes.responseBodySize,
        uncompressed: body.length,
        cacheControl: headers['cache-control'] ?? '',
      });
    }
    const kb = (bytes: number) => Math.round(bytes / 100) / 10;
    const rows: Row[] = [
      {
        figure: 'First screen after login: script and style transferred',
        value: kb(transferred),
        unit: 'KB',
        bar: { kind: 'max', value: GOAL_KB },
        reference: { label: 'the same files uncompressed', value: kb(uncompressed), unit: 'KB' },
        note: `${files.length} files (login page to the dashboard's chart), ${files.filter((f) => f.encoding === 'br').length} sent as Brotli; plus ${kb(headerBytes)} KB of response headers`,
      },
    ];
    printTable('First load, Chromium at 1366x768 on loopback', rows);
    for (const file of files)
      console.log(
        `  ${file.url.padEnd(48)} ${file.encoding.padEnd(5)} ${String(kb(file.transferred)).padStart(7)} KB of ${kb(file.uncompressed)} KB  ${file.cacheControl}`,
      );
    const saved = writeResults('web', { rows, files });
    console.log(`JSON copy: ${saved}`);
    await context.close();
  } finally {
    await closeBrowser(browser);
    await app.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
