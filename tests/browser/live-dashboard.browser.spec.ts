import type { Page } from 'playwright-core';
import { signingBody, type ApiClient } from '../support/api-client';
import {
  BROWSER_TEST_TIMEOUT_MS,
  countLoads,
  definitions,
  eventually,
  fillSigning,
  localDate,
  logInThroughUi,
  money,
  saveSigning,
  screenshot,
  seedNotary,
  signingEditor,
  signingRow,
  signingsTable,
  waitForPath,
  waitUntilLive,
} from './support/browser';
import { useBrowser } from './support/harness';

// Issue 4, the acceptance test of the live channel: a signing saved in one tab updates the
// dashboard (and the calendar) open in another tab of the same notary, without a reload, and
// nothing changes on another notary's screen.
jest.setTimeout(BROWSER_TEST_TIMEOUT_MS);

const SPEC = 'live-dashboard';
const year = new Date().getFullYear();

const session = useBrowser();

async function save(api: ApiClient, overrides: Record<string, unknown>) {
  const saved = await api.post('/api/appointmentapi/save', signingBody(overrides));
  if (saved.status !== 200) throw new Error(`seeding a signing failed: ${saved.status} ${JSON.stringify(saved.body)}`);
}

const totalsRegion = (page: Page) => page.getByRole('region', { name: `Signing totals for ${year}` });
const totals = (page: Page) => definitions(totalsRegion(page));

/** 'Saturday, November 21, 2026' for a local YYYY-MM-DD, as the calendar names a day. */
const longDate = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));

describe('the live dashboard', () => {
  it("a signing saved in one tab updates the dashboard and calendar in the notary's other tabs, and no one else's", async () => {
    // Ann already has one signing this year: $100, of which $40 is paid.
    const ann = await seedNotary(session.app, 'live-ann');
    await save(ann.api, {
      AppointmentDate: `${year}-01-20`,
      LastName: 'Earlier',
      Amount: 100,
      Payments: [{ PaidDate: `${year}-01-21`, Amount: 40, CheckNumber: '1' }],
    });
    const bob = await seedNotary(session.app, 'live-bob');

    const annContext = await session.newContext();
    const bobContext = await session.newContext();

    // Tab A signs in and opens the signings list.
    const tabA = await annContext.newPage();
    await logInThroughUi(tabA, ann.email);
    await tabA.goto('/Appointment');
    await signingRow(tabA, 'Earlier, Ana').waitFor();

    // Tab B (same browser, same session) shows the dashboard.
    const tabB = await annContext.newPage();
    await tabB.goto('/Dashboard');
    await totalsRegion(tabB).waitFor();
    await eventually(async () => expect(await totals(tabB)).toEqual({ Signings: '1', Total: '$100.00', Paid: '$40.00', Unpaid: '$60.00' }));

    // A third tab shows this month on the calendar.
    const today = localDate(0);
    const tabCalendar = await annContext.newPage();
    await tabCalendar.goto('/Calendar');
    await tabCalendar.getByRole('radio', { name: 'Month' }).waitFor();
    const todayButton = (count: string) => tabCalendar.getByRole('button', { name: `${longDate(today)}, ${count}`, exact: true });
    await todayButton('no signings').waitFor();

    // Bob's dashboard is open in his own browser profile.
    const bobPage = await bobContext.newPage();
    await logInThroughUi(bobPage, bob.email, undefined, '/Account/Login?returnUrl=%2FDashboard');
    await waitForPath(bobPage, '/Dashboard');
    await eventually(async () => expect(await totals(bobPage)).toEqual({ Signings: '0', Total: '$0.00', Paid: '$0.00', Unpaid: '$0.00' }));

    // Every open tab is connected: a signing Ann saves for last year on her phone makes each ask
    // again, without changing what they show.
    await waitUntilLive(
      [
        { page: tabB, refetches: '/api/appointmentapi/summary' },
        { page: tabCalendar, refetches: '/api/appointmentapi/getpagebydate' },
      ],
      () => save(ann.api, { AppointmentDate: `${year - 1}-06-01`, LastName: `Phone ${Date.now()}`, Amount: 10 }),
    );
    await eventually(async () => expect(await totals(tabB)).toEqual({ Signings: '1', Total: '$100.00', Paid: '$40.00', Unpaid: '$60.00' }));
    await screenshot(tabB, SPEC, '01-dashboard-before');

    // Tab B must not navigate from here on: a marker on its window would be lost by any reload.
    await tabB.evaluate(() => {
      (globalThis as unknown as { liveDashboardMarker: string }).liveDashboardMarker = 'still here';
    });
    const tabBLoads = countLoads(tabB);
    const tabBUrl = tabB.url();
    const bobRequests: string[] = [];
    bobPage.on('request', (request) => {
      if (request.url().includes('/api/appointmentapi/')) bobRequests.push(request.url());
    });

    // Tab A saves a new signing for today through the edit dialog.
    await tabA.bringToFront();
    await tabA.getByRole('group', { name: 'Signing actions' }).getByRole('button', { name: 'New signing' }).click();
    const editor = await signingEditor(tabA, 'New signing');
    await fillSigning(editor, {
      date: today,
      typeOfWork: 'Loan Signing',
      lastName: 'Live',
      firstName: 'Lou',
      city: 'Austin',
      time: { hour: '11', minute: '45', amPm: 'PM' },
    });
    await eventually(async () => expect(await editor.getByLabel('Amount', { exact: true }).inputValue()).toBe('125.00'));
    await screenshot(tabA, SPEC, '02-tab-a-new-signing');
    await saveSigning(editor);
    await signingRow(tabA, 'Live, Lou').waitFor();
    await screenshot(tabA, SPEC, '03-tab-a-saved');

    // Tab B's totals change by one signing and $125, unpaid, with no reload.
    await eventually(async () => expect(await totals(tabB)).toEqual({ Signings: '2', Total: '$225.00', Paid: '$40.00', Unpaid: '$185.00' }));
    const after = await totals(tabB);
    expect(money(after.Total!) - 100).toBe(125);
    expect(await tabB.evaluate(() => (globalThis as unknown as { liveDashboardMarker?: string }).liveDashboardMarker)).toBe('still here');
    expect(tabBLoads.count).toBe(0);
    expect(tabB.url()).toBe(tabBUrl);
    await tabB.bringToFront();
    await screenshot(tabB, SPEC, '04-dashboard-after');

    // The calendar tab shows the new signing on today's cell.
    await todayButton('1 signing').waitFor();
    await tabCalendar.getByRole('button', { name: 'Live, Austin, 11:45 PM to 12:45 AM' }).waitFor();
    await tabCalendar.bringToFront();
    await screenshot(tabCalendar, SPEC, '05-calendar-after');

    // Bob's dashboard asked nothing and shows nothing new.
    expect(await totals(bobPage)).toEqual({ Signings: '0', Total: '$0.00', Paid: '$0.00', Unpaid: '$0.00' });
    expect(bobRequests).toEqual([]);
    await bobPage.bringToFront();
    await screenshot(bobPage, SPEC, '06-other-notary-unchanged');

    // And the list in tab A agrees with the dashboard.
    await eventually(async () => expect(await signingsTable(tabA).getByRole('row').count()).toBe(3));
  });
});
