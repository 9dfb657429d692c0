import type { Page } from 'playwright-core';
import { ApiClient, signingBody } from '../support/api-client';
import {
  BROWSER_TEST_TIMEOUT_MS,
  PASSWORD,
  definitions,
  eventually,
  fillSigning,
  localDate,
  logInThroughUi,
  mainMenu,
  openMenuGroup,
  saveSigning,
  screenshot,
  seedNotary,
  signingEditor,
  signingRow,
  signingsTable,
  waitForPath,
} from './support/browser';
import { useBrowser } from './support/harness';

// Tenancy (DESIGN.md "Tenancy and security"): each notary sees only their own data, and another
// notary's id answers 404.
jest.setTimeout(BROWSER_TEST_TIMEOUT_MS);

const SPEC = 'tenancy';
const year = new Date().getFullYear();

const session = useBrowser();

async function signedInPage(email: string): Promise<Page> {
  const context = await session.newContext();
  const page = await context.newPage();
  await logInThroughUi(page, email);
  return page;
}

const pagerText = (page: Page) => page.getByRole('navigation', { name: 'Signings pages' }).innerText();

describe('tenancy', () => {
  it("a second notary sees none of the first one's signings, customers or totals, even by id", async () => {
    const ann = await seedNotary(session.app, 'tenant-ann');
    const bob = await seedNotary(session.app, 'tenant-bob');

    // Ann has a customer (seeded) and creates a signing for it in her browser.
    const customer = await ann.api.post('/api/customerapi/save', {
      Name: 'Lone Star Title',
      Website: '',
      Inactive: false,
      Contacts: [{ Name: 'Dana Cruz', Email: 'dana@lonestar.example', Phone: '', CellPhone: '', Fax: '' }],
    });
    expect(customer.status).toBe(200);
    const annPage = await signedInPage(ann.email);
    await openMenuGroup(annPage, 'Signings');
    await mainMenu(annPage).getByRole('link', { name: 'View Signings' }).click();
    await waitForPath(annPage, '/Appointment');
    await annPage.getByRole('group', { name: 'Signing actions' }).getByRole('button', { name: 'New signing' }).click();
    const editor = await signingEditor(annPage, 'New signing');
    await fillSigning(editor, {
      date: localDate(0),
      customer: 'Lone Star Title',
      typeOfWork: 'Refinance',
      lastName: 'Secret',
      firstName: 'Sam',
      city: 'El Paso',
    });
    const saved = annPage.waitForResponse((response) => response.url().endsWith('/api/appointmentapi/save'));
    await saveSigning(editor);
    const signingId = ((await (await saved).json()) as { Id: string }).Id;
    expect(signingId).toBeTruthy();
    await signingRow(annPage, 'Secret, Sam').waitFor();
    expect(await signingRow(annPage, 'Secret, Sam').innerText()).toContain('Lone Star Title');
    await screenshot(annPage, SPEC, '01-ann-signings');

    // Bob, in his own browser profile: an empty list, no customer to filter by ...
    const bobPage = await signedInPage(bob.email);
    await bobPage.goto('/Appointment');
    await signingsTable(bobPage).waitFor();
    await bobPage.getByText('You have no signings this year yet.').waitFor();
    expect(await pagerText(bobPage)).toContain('No signings');
    const customerFilter = bobPage.getByRole('region', { name: 'Filters' }).getByLabel('Customer');
    expect(await customerFilter.locator('option').allTextContents()).toEqual(['All Customers']);
    // ... and searching for Ann's signer finds nothing, in any year.
    await bobPage.getByRole('region', { name: 'Filters' }).getByLabel('Date').selectOption({ label: 'All' });
    await bobPage.getByRole('searchbox', { name: 'Search' }).fill('Secret');
    await bobPage.getByText('No signings match these filters.').waitFor();
    await screenshot(bobPage, SPEC, '02-bob-signings-empty');

    // No customers.
    await bobPage.goto('/Customer');
    await bobPage.getByText('No customers yet.').waitFor();
    expect(await bobPage.getByRole('table').count()).toBe(0);
    await screenshot(bobPage, SPEC, '03-bob-customers-empty');

    // Zero totals on the dashboard, and nothing next.
    await bobPage.goto('/Dashboard');
    const totals = bobPage.getByRole('region', { name: `Signing totals for ${year}` });
    await eventually(async () => expect(await definitions(totals)).toEqual({ Signings: '0', Total: '$0.00', Paid: '$0.00', Unpaid: '$0.00' }));
    await bobPage.getByRole('region', { name: 'Next signing' }).getByText('No upcoming signings').waitFor();
    await screenshot(bobPage, SPEC, '04-bob-dashboard-zero');

    // An empty calendar on the day of Ann's signing.
    await bobPage.goto(`/Calendar?view=day&date=${localDate(0)}`);
    await bobPage.getByRole('status').filter({ hasText: '0 signings shown.' }).waitFor();
    expect(await bobPage.getByRole('button', { name: /^Secret,/ }).count()).toBe(0);

    // Typing Ann's signing id into the address bar answers 404 ...
    const typed = await bobPage.goto(`/api/appointmentapi/get/${signingId}`);
    expect(typed?.status()).toBe(404);
    expect(await bobPage.content()).not.toContain('Secret');
    await screenshot(bobPage, SPEC, '05-bob-types-anns-id');
    const customerId = (customer.body as { Id: string }).Id;
    const typedCustomer = await bobPage.goto(`/api/customerapi/get/${customerId}`);
    expect(typedCustomer?.status()).toBe(404);

    // ... and so does Bob's API session, for reading, changing and deleting it.
    const bobApi = new ApiClient(session.app.url);
    expect((await bobApi.post('/api/accountapi/login', { Email: bob.email, Password: PASSWORD })).status).toBe(200);
    expect((await bobApi.get(`/api/appointmentapi/get/${signingId}`)).status).toBe(404);
    expect((await bobApi.post('/api/appointmentapi/save', signingBody({ Id: signingId, Revision: 0, LastName: 'Hijacked' }))).status).toBe(404);
    expect((await bobApi.post(`/api/appointmentapi/delete/${signingId}`)).status).toBe(404);
    expect((await bobApi.get(`/api/customerapi/get/${customerId}`)).status).toBe(404);

    // Ann's signing is untouched.
    await annPage.reload();
    await signingRow(annPage, 'Secret, Sam').waitFor();
    expect(
      await signingsTable(annPage)
        .getByRole('button', { name: /Hijacked/ })
        .count(),
    ).toBe(0);
  });
});
