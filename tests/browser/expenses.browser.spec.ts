import { signingBody } from '../support/api-client';
import { PNG_BYTES, PDF_BYTES } from '../support/receipts';
import {
  BROWSER_TEST_TIMEOUT_MS,
  dialog,
  eventually,
  logInThroughUi,
  mainMenu,
  money,
  openMenuGroup,
  screenshot,
  seedNotary,
  signingEditor,
  signingRow,
  waitForPath,
} from './support/browser';
import { notaryOnSigningsList, useBrowser, WIDE_WINDOW } from './support/harness';

// Money out (issue 12): a notary records expenses with receipts on their Schedule C lines, adds a
// type of their own, sets up a recurring expense, and sees the year's spending on the dashboard.
jest.setTimeout(BROWSER_TEST_TIMEOUT_MS * 3);

const SPEC = 'expenses';
const session = useBrowser();

describe('expenses', () => {
  it('records an expense with a receipt, refuses the wrong file, filters, sorts, and shows it on the dashboard', async () => {
    const notary = await seedNotary(session.app, 'expenses');
    const year = new Date().getFullYear();
    await notary.api.post('/api/expenseapi/save', { Date: `${year}-02-01`, Payee: 'Insurer Mutual', Details: 'E&O policy', Amount: 240, CategoryKey: 6 });
    const page = await (await session.newContext()).newPage();
    await page.setViewportSize({ width: 1366, height: 768 });
    await logInThroughUi(page, notary.email);

    // A type of their own, on the line they choose.
    await openMenuGroup(page, 'Expenses');
    await mainMenu(page).getByRole('link', { name: 'Expense Types' }).click();
    await waitForPath(page, '/ExpenseTypes');
    await page.getByRole('row').filter({ hasText: 'E&O insurance' }).getByText('Line 15').waitFor();
    await page.getByRole('button', { name: 'Add a type' }).click();
    await page.getByLabel('Description of the new type').fill('Fingerprinting');
    await page.getByLabel('Schedule C line of the new type').selectOption('17');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Expense types saved.').waitFor();
    await page.getByLabel('Description of Fingerprinting').waitFor();
    await screenshot(page, SPEC, '01-expense-types');

    await openMenuGroup(page, 'Expenses');
    await mainMenu(page).getByRole('link', { name: 'New expense' }).click();
    await waitForPath(page, '/Expense');
    const form = dialog(page, 'New expense');
    await form.getByLabel('Payee').waitFor();
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('Please enter the payee').waitFor();
    await form.getByText('The amount must be greater than 0').waitFor();
    await form.getByLabel('Date').fill(`${year}-03-10`);
    await form.getByLabel('Payee').fill('Notary Supply Co');
    await form.getByLabel('Amount').fill('45.5');
    await form.getByLabel('Expense type').selectOption({ label: 'Stamps, seals and journals' });
    await form.getByText('Schedule C line 22: Supplies').waitFor();
    // Each message goes as its field is corrected.
    expect(await form.getByText('Please enter the payee').count()).toBe(0);
    expect(await form.getByText('The amount must be greater than 0').count()).toBe(0);
    await form.getByLabel('Details').fill('Journal and embosser');
    // The wrong kind of file is said at once; a photo is previewed before it is uploaded.
    const fileInput = form.locator('input[type=file]');
    await fileInput.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a receipt') });
    await form.getByText('Invalid File Type: the file must be an image (.png, .jpg/.jpeg, .gif) or a .pdf').waitFor();
    await fileInput.setInputFiles({ name: 'journal.png', mimeType: 'image/png', buffer: PNG_BYTES });
    await form.getByRole('img', { name: 'The chosen receipt, journal.png' }).waitFor();
    await screenshot(page, SPEC, '02-expense-dialog');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.waitFor({ state: 'detached' });

    const row = page.getByRole('row').filter({ hasText: 'Notary Supply Co' });
    await row.waitFor();
    expect(await row.innerText()).toContain('$45.50');
    expect(await row.innerText()).toContain('Schedule C line 22');
    await row.getByRole('link', { name: /View the receipt from Notary Supply Co/ }).waitFor();
    const total = page.getByRole('region', { name: 'Total' });
    await eventually(async () => expect(money(await total.locator('strong').innerText())).toBe(285.5));

    // Opened again: the stored receipt is shown; a renamed program is refused by its bytes.
    await row.getByRole('button', { name: 'Notary Supply Co', exact: true }).click();
    const edit = dialog(page, 'Edit expense');
    await eventually(async () =>
      expect(
        await edit.getByRole('img', { name: /The receipt/ }).evaluate((image) => (image as unknown as { naturalWidth: number }).naturalWidth),
      ).toBeGreaterThan(0),
    );
    await edit
      .locator('input[type=file]')
      .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64, 1)]) });
    const refused = edit.getByText(/Receipt could not be saved\. Invalid File Type/);
    await refused.waitFor();
    await refused.scrollIntoViewIfNeeded();
    await screenshot(page, SPEC, '03-receipt-refused');
    // Dropped on the zone: a PDF replaces the photo.
    // (Run in the page as text: the tests compile without the DOM's types.)
    await page.evaluate(`(() => {
      const bytes = Uint8Array.from(atob('${PDF_BYTES.toString('base64')}'), (c) => c.charCodeAt(0));
      const transfer = new DataTransfer();
      transfer.items.add(new File([bytes], 'invoice.pdf', { type: 'application/pdf' }));
      const zone = document.querySelector('dialog[open] .receipt-drop');
      zone.dispatchEvent(new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }));
    })()`);
    await edit.getByTitle('The receipt, invoice.pdf').waitFor();
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await edit.waitFor({ state: 'detached' });
    expect((await notary.api.query('/api/expenseapi/getpage', { Year: year, Payee: 'Notary Supply Co' })).body.Expenses[0].ReceiptContentType).toBe(
      'application/pdf',
    );

    // Filters, search and order.
    await page.getByLabel('Type', { exact: true }).selectOption({ label: 'E&O insurance' });
    await eventually(async () => expect(money(await total.locator('strong').innerText())).toBe(240));
    await page.getByLabel('Type', { exact: true }).selectOption({ label: 'All Categories' });
    await page.getByLabel('Search').fill('embosser');
    await eventually(async () => expect(await page.getByRole('row').count()).toBe(2));
    await page.getByLabel('Search').fill('');
    // Amounts sort largest first on the first click, then smallest first.
    const amountHeader = page.getByRole('columnheader', { name: 'Amount' });
    await amountHeader.getByRole('button').click();
    await eventually(async () => expect(await amountHeader.getAttribute('aria-sort')).toBe('descending'));
    await eventually(async () => expect(await page.getByRole('row').nth(1).innerText()).toContain('Insurer Mutual'));
    await amountHeader.getByRole('button').click();
    await eventually(async () => expect(await amountHeader.getAttribute('aria-sort')).toBe('ascending'));
    await eventually(async () => expect(await page.getByRole('row').nth(1).innerText()).toContain('Notary Supply Co'));
    await screenshot(page, SPEC, '04-expenses-list');

    // The dashboard's expense half.
    await page.goto('/Dashboard');
    const card = page.getByRole('region', { name: `Expenses, ${year}` });
    await eventually(async () => expect(await card.innerText()).toContain('$285.50'));
    expect(await card.innerText()).toContain('E&O insurance');
    await card.locator('.highcharts-container').waitFor();
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, SPEC, '05-dashboard-expenses');
  });

  it('sets up a recurring expense that records the months already passed, and lists it with its status', async () => {
    const notary = await seedNotary(session.app, 'expenses-recurring');
    const page = await (await session.newContext()).newPage();
    await page.setViewportSize({ width: 1366, height: 768 });
    await logInThroughUi(page, notary.email);
    await openMenuGroup(page, 'Expenses');
    await mainMenu(page).getByRole('link', { name: 'Recurring expenses' }).click();
    await waitForPath(page, '/RecurringExpenses');
    await page.getByRole('button', { name: 'New recurring expense' }).click();
    const form = dialog(page, 'New recurring expense');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('Please enter a name for the recurring expense').waitFor();
    await form.getByLabel('Name').fill('Office rent');
    await form.getByLabel('Payee').fill('Main Street Offices');
    await form.getByLabel('Amount').fill('450');
    await form.getByLabel('Expense type').selectOption({ label: 'Rent or lease (line 20)' });
    const start = new Date();
    start.setMonth(start.getMonth() - 2, 1);
    const startDate = `${start.getFullYear()}-${String(start.getMonth() + 1).padStart(2, '0')}-01`;
    await form.getByLabel('Start date', { exact: true }).fill(startDate);
    await form.getByLabel('Also record the expenses between the start date and today').check();
    await screenshot(page, SPEC, '06-recurring-dialog');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.waitFor({ state: 'detached' });
    const row = page.getByRole('row').filter({ hasText: 'Office rent' });
    await row.waitFor();
    expect(await row.innerText()).toContain('Active');
    // The first of this month and the two before it are recorded.
    await eventually(async () => expect((await row.innerText()).split(/\s+/)).toContain('3'));
    await screenshot(page, SPEC, '07-recurring-list');
    const recorded = (await notary.api.query('/api/expenseapi/getpage', { Year: null, Payee: 'Main Street Offices' })).body;
    expect(recorded).toMatchObject({ TotalCount: 3, TotalAmount: 1350 });
    expect(recorded.Expenses[0]).toMatchObject({ CategoryName: 'Rent or lease', ScheduleCLine: '20' });
  });

  it("keeps a signing's expenses with it, from its dialog, and they go when the signing is deleted", async () => {
    const { page, api } = await notaryOnSigningsList(
      session,
      'expenses-signing',
      (client) => client.post('/api/appointmentapi/save', signingBody({ LastName: 'Parked' })),
      {
        viewport: WIDE_WINDOW,
      },
    );
    const row = signingRow(page, 'Parked, Ana');
    await row.getByRole('button', { name: 'Parked, Ana', exact: true }).click();
    const editor = await signingEditor(page, 'Edit signing');
    await editor.getByRole('link', { name: 'Expenses of this signing' }).click();
    await editor.waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: /^Expenses of the signing for Ana Parked on/, level: 1 }).waitFor();
    await page.getByRole('button', { name: 'New expense for this signing' }).click();
    const form = dialog(page, 'New expense');
    await form.getByLabel('Payee').fill('City garage');
    await form.getByLabel('Amount').fill('14');
    await form.getByLabel('Expense type').selectOption({ label: 'Parking and tolls' });
    await form.getByRole('button', { name: 'Save' }).click();
    await form.waitFor({ state: 'detached' });
    await page.getByRole('row').filter({ hasText: 'City garage' }).waitFor();
    await screenshot(page, SPEC, '09-signing-expenses');
    const signingId = new URL(page.url()).searchParams.get('signing')!;
    expect((await api.get(`/api/expenseapi/getappointment/${signingId}`)).body).toMatchObject({ TotalAmount: 14 });

    // The signing is deleted: its expenses go with it (the policy, a moment later), and the page says so.
    expect((await api.post(`/api/appointmentapi/delete/${signingId}`)).status).toBe(200);
    await eventually(async () => expect((await api.get(`/api/expenseapi/getappointment/${signingId}`)).body.Expenses).toEqual([]));
    await page.getByText('Nothing spent for this signing yet', { exact: false }).waitFor();
  });

  it('works on a phone', async () => {
    const notary = await seedNotary(session.app, 'expenses-phone');
    const year = new Date().getFullYear();
    await notary.api.post('/api/expenseapi/save', { Date: `${year}-02-03`, Payee: 'Post office', Details: 'Certified mail', Amount: 8.35, CategoryKey: 11 });
    const page = await (await session.newContext()).newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/Account/Login');
    await page.getByLabel('Email').fill(notary.email);
    await page.getByLabel('Password', { exact: true }).fill('correct horse 1');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('button', { name: 'Menu', exact: true }).waitFor();
    await page.goto('/Expense');
    await page.getByRole('row').filter({ hasText: 'Post office' }).waitFor();
    await screenshot(page, SPEC, '08-expenses-phone');
  });
});
