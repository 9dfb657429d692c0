import type { Page } from 'playwright-core';
import { signingBody } from '../support/api-client';
import {
  BROWSER_TEST_TIMEOUT_MS,
  columnTexts,
  dialog,
  eventually,
  fillSigning,
  localDate,
  mainMenu,
  openMenuGroup,
  saveSigning,
  screenshot,
  signingEditor,
  signingRow,
  signingsTable,
  usDate,
} from './support/browser';
import { notaryOnSigningsList, useBrowser, WIDE_WINDOW } from './support/harness';

// Issue 4: the signings list and the signing edit dialog (spec 000 §2-3, §5; 001 §4).
jest.setTimeout(BROWSER_TEST_TIMEOUT_MS);

const SPEC = 'signings';
const BATCH_PAYMENT_NEEDS_SELECTION = 'Please select the signings you want to apply payments to. Select the checkbox(es) to the left of the desired signing(s)';

const session = useBrowser();

const pagerText = (page: Page) => page.getByRole('navigation', { name: 'Signings pages' }).innerText();
const year = new Date().getFullYear();

describe('the signings list and the edit dialog', () => {
  it('creates a signing from the menu, shows it in the table, edits it and deletes it', async () => {
    const { page } = await notaryOnSigningsList(session, 'signings-crud', undefined, { viewport: WIDE_WINDOW });
    await eventually(async () => expect(await pagerText(page)).toContain('No signings'));

    // Signings > New Signing opens the edit dialog over the list.
    await openMenuGroup(page, 'Signings');
    await mainMenu(page).getByRole('button', { name: 'New Signing' }).click();
    const editor = await signingEditor(page, 'New signing');
    const today = localDate(0);
    expect(await editor.getByLabel('Date', { exact: true }).inputValue()).toBe(today);

    // Picking a type of work fills in its fee.
    expect(await editor.getByLabel('Amount', { exact: true }).inputValue()).toBe('');
    await fillSigning(editor, { date: today, typeOfWork: 'Purchase - Buyer' });
    await eventually(async () => expect(await editor.getByLabel('Amount', { exact: true }).inputValue()).toBe('150.00'));
    await fillSigning(editor, { lastName: 'Okafor', firstName: 'Grace', city: 'Austin', time: { hour: '10', minute: '30', amPm: 'AM' } });
    await screenshot(page, SPEC, '01-new-signing-filled');
    await saveSigning(editor);

    const row = signingRow(page, 'Okafor, Grace');
    await row.waitFor();
    await eventually(async () => expect(await pagerText(page)).toContain('1–1 of 1 signing'));
    const table = signingsTable(page);
    expect(await columnTexts(table, 'Type of work')).toEqual(['Purchase - Buyer']);
    expect(await columnTexts(table, 'Amount')).toEqual(['$150.00']);
    expect((await columnTexts(table, 'Date'))[0]).toContain(usDate(today));
    expect((await columnTexts(table, 'Date'))[0]).toContain('10:30 AM');
    expect((await columnTexts(table, 'Location'))[0]).toContain('Austin');
    await screenshot(page, SPEC, '02-signing-in-table');

    // Edit: change the city.
    await row.getByRole('button', { name: 'Edit signing for Grace Okafor' }).click();
    const edit = await signingEditor(page, 'Edit signing');
    expect(await edit.getByLabel('City').inputValue()).toBe('Austin');
    expect(await edit.getByLabel('Amount', { exact: true }).inputValue()).toBe('150.00');
    await fillSigning(edit, { city: 'Round Rock' });
    await screenshot(page, SPEC, '03-edit-signing');
    await saveSigning(edit);
    await eventually(async () => expect((await columnTexts(table, 'Location'))[0]).toContain('Round Rock'));
    expect(await columnTexts(table, 'Signer')).toEqual(['Okafor, Grace']);

    // Delete: asks first, "Keep it" keeps it.
    await row.getByRole('button', { name: 'Delete signing for Grace Okafor' }).click();
    const confirm = dialog(page, 'Delete signing');
    await confirm.waitFor();
    expect(await confirm.innerText()).toContain(`Delete the signing for Grace Okafor on ${usDate(today)}?`);
    await screenshot(page, SPEC, '04-delete-dialog');
    await confirm.getByRole('button', { name: 'Keep it' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await row.count()).toBe(1);

    await row.getByRole('button', { name: 'Delete signing for Grace Okafor' }).click();
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await row.waitFor({ state: 'detached' });
    await eventually(async () => expect(await pagerText(page)).toContain('No signings'));
    await page.getByText('You have no signings this year yet.').waitFor();
    await screenshot(page, SPEC, '05-after-delete');
  });

  it('refuses to save without a last name, says why, and keeps everything typed', async () => {
    const { page } = await notaryOnSigningsList(session, 'signings-validation');
    await page.getByRole('group', { name: 'Signing actions' }).getByRole('button', { name: 'New signing' }).click();
    const editor = await signingEditor(page, 'New signing');
    const date = `${year}-03-05`;
    await fillSigning(editor, { date, typeOfWork: 'Refinance', firstName: 'Lena', city: 'Waco' });
    await editor.getByRole('button', { name: 'Save', exact: true }).click();

    const lastName = editor.getByLabel('Last name');
    await editor.getByText("Please enter the signer's last name").waitFor();
    await eventually(async () => expect(await lastName.getAttribute('aria-invalid')).toBe('true'));
    // The message is read with the field, and the field has the focus.
    expect(await lastName.evaluate((input) => input.getAttribute('aria-describedby'))).toBeTruthy();
    const describedBy = await lastName.getAttribute('aria-describedby');
    expect(await editor.locator(`[id="${describedBy}"]`).innerText()).toBe("Please enter the signer's last name");
    await eventually(async () => expect(await lastName.evaluate((input) => input === input.ownerDocument.activeElement)).toBe(true));
    expect(await editor.getByLabel('First name').inputValue()).toBe('Lena');
    expect(await editor.getByLabel('City').inputValue()).toBe('Waco');
    expect(await editor.getByLabel('Date', { exact: true }).inputValue()).toBe(date);
    expect(await editor.getByLabel('Amount', { exact: true }).inputValue()).toBe('125.00');
    await screenshot(page, SPEC, '06-last-name-required');

    // Typing the name clears the message, and the save goes through.
    await lastName.fill('Moreau');
    await eventually(async () => expect(await editor.getByText("Please enter the signer's last name").count()).toBe(0));
    await saveSigning(editor);
    await signingRow(page, 'Moreau, Lena').waitFor();
    expect(await columnTexts(signingsTable(page), 'Amount')).toEqual(['$125.00']);
  });

  it('narrows the table by status and by search text, and clears the filters', async () => {
    const { page } = await notaryOnSigningsList(session, 'signings-filters', async (api) => {
      const paid = signingBody({
        AppointmentDate: `${year}-02-10`,
        LastName: 'Nakamura',
        FirstName: 'Ken',
        Amount: 100,
        Payments: [{ PaidDate: `${year}-02-11`, Amount: 100, CheckNumber: '501' }],
      });
      for (const body of [
        paid,
        signingBody({ AppointmentDate: `${year}-03-12`, LastName: 'Alvarez', FirstName: 'Rosa', Amount: 125 }),
        signingBody({ AppointmentDate: `${year}-04-14`, LastName: 'Brennan', FirstName: 'Tom', City: 'Dallas', Amount: 90 }),
      ]) {
        const saved = await api.post('/api/appointmentapi/save', body);
        if (saved.status !== 200) throw new Error(`seeding a signing failed: ${saved.status} ${JSON.stringify(saved.body)}`);
      }
    });
    const table = signingsTable(page);
    const signers = () => columnTexts(table, 'Signer');
    await eventually(async () => expect(await signers()).toEqual(['Brennan, Tom', 'Alvarez, Rosa', 'Nakamura, Ken']));
    expect(await pagerText(page)).toContain('1–3 of 3 signings');

    const status = page.getByRole('region', { name: 'Filters' }).getByLabel('Status');
    await status.selectOption({ label: 'Paid' });
    await eventually(async () => expect(await signers()).toEqual(['Nakamura, Ken']));
    expect(await columnTexts(table, 'Balance')).toEqual(['Paid']);
    await screenshot(page, SPEC, '07-status-paid');

    await status.selectOption({ label: 'Unpaid' });
    await eventually(async () => expect(await signers()).toEqual(['Brennan, Tom', 'Alvarez, Rosa']));

    await status.selectOption({ label: 'All' });
    await page.getByRole('searchbox', { name: 'Search' }).fill('Dallas');
    await eventually(async () => expect(await signers()).toEqual(['Brennan, Tom']));
    await page.getByRole('searchbox', { name: 'Search' }).fill('nakam');
    await eventually(async () => expect(await signers()).toEqual(['Nakamura, Ken']));
    expect(await pagerText(page)).toContain('1–1 of 1 signing');
    await screenshot(page, SPEC, '08-search');

    await page.getByRole('searchbox', { name: 'Search' }).fill('nobody by that name');
    await page.getByText('No signings match these filters.').waitFor();

    await page.getByRole('button', { name: 'Clear filters' }).first().click();
    await eventually(async () => expect(await signers()).toEqual(['Brennan, Tom', 'Alvarez, Rosa', 'Nakamura, Ken']));
    expect(await page.getByRole('searchbox', { name: 'Search' }).inputValue()).toBe('');
    expect(await status.inputValue()).toBe('All');
  });

  it('asks for a selection before a batch payment, then pays the selected signings', async () => {
    const { page } = await notaryOnSigningsList(session, 'signings-batch', async (api) => {
      for (const [date, lastName, amount] of [
        [`${year}-05-01`, 'Ibarra', 110],
        [`${year}-05-02`, 'Jensen', 140],
        [`${year}-05-03`, 'Kowalski', 95],
      ] as const) {
        const saved = await api.post('/api/appointmentapi/save', signingBody({ AppointmentDate: date, LastName: lastName, FirstName: 'Pat', Amount: amount }));
        if (saved.status !== 200) throw new Error(`seeding a signing failed: ${saved.status}`);
      }
    });
    const table = signingsTable(page);
    await eventually(async () => expect(await columnTexts(table, 'Signer')).toHaveLength(3));

    // Without a selection: the spec's message, in a message box.
    const actions = page.getByRole('group', { name: 'Signing actions' });
    await actions.getByRole('button', { name: 'Batch payment' }).click();
    const message = dialog(page, 'Notary Ledger');
    await message.waitFor();
    expect((await message.getByRole('alert').innerText()).trim()).toBe(BATCH_PAYMENT_NEEDS_SELECTION);
    await screenshot(page, SPEC, '09-batch-needs-selection');
    await message.getByRole('button', { name: 'OK' }).click();
    await message.waitFor({ state: 'detached' });

    // Select two signings and pay them with one check.
    await table.getByRole('checkbox', { name: `Select signing for Pat Ibarra on 05/01/${year}` }).check();
    await table.getByRole('checkbox', { name: `Select signing for Pat Kowalski on 05/03/${year}` }).check();
    await page.getByText('2 selected').waitFor();
    await actions.getByRole('button', { name: 'Batch payment' }).click();
    const batch = dialog(page, 'Batch payment');
    await batch.waitFor();
    expect(await batch.innerText()).toContain('each of the 2 selected signings');
    expect(await batch.getByLabel('Payment date').inputValue()).toBe(localDate(0));
    await batch.getByLabel('Check number').fill('7781');
    await screenshot(page, SPEC, '10-batch-payment-dialog');
    await batch.getByRole('button', { name: 'Save payments' }).click();
    await batch.waitFor({ state: 'detached' });
    await page.getByRole('status').filter({ hasText: 'Payments Saved' }).waitFor();
    await screenshot(page, SPEC, '11-payments-saved');

    await eventually(async () => {
      const rows = await columnTexts(table, 'Signer');
      const balances = await columnTexts(table, 'Balance');
      expect(Object.fromEntries(rows.map((signer, index) => [signer, balances[index]]))).toEqual({
        'Kowalski, Pat': 'Paid',
        'Jensen, Pat': '$140.00',
        'Ibarra, Pat': 'Paid',
      });
    });
    // The selection is cleared after saving.
    expect(await table.getByRole('checkbox', { checked: true }).count()).toBe(0);
  });
});
