import { signingBody } from '../support/api-client';
import { BROWSER_TEST_TIMEOUT_MS, dialog, eventually, screenshot, signingEditor, signingRow, signingsTable } from './support/browser';
import { notaryOnSigningsList, useBrowser, WIDE_WINDOW } from './support/harness';

// Money in (issue 13): a notary opens a signing's invoice from its dialog, adds a line, watches the
// totals and the PDF preview follow, saves it, and the signing is marked as invoiced.
jest.setTimeout(BROWSER_TEST_TIMEOUT_MS * 2);

const SPEC = 'invoices';
const session = useBrowser();

describe('invoices', () => {
  it("opens a signing's invoice from its dialog, edits lines with live totals and a PDF preview, and saves it", async () => {
    const { page, api } = await notaryOnSigningsList(
      session,
      'invoices',
      async (client) => {
        await client.post('/api/settingsapi/save', {
          Profile: {
            Name: 'María Peña',
            Company: 'Peña Mobile Notary',
            Address: '1200 Harbor Blvd',
            City: 'Costa Mesa',
            State: 'CA',
            Zip: '92626',
            Phone: '714-555-0142',
            Email: 'maria@example.com',
          },
        });
        const customer = (
          await client.post('/api/customerapi/save', {
            Name: 'First American Title',
            Address1: '5 First American Way',
            City: 'Santa Ana',
            State: 'CA',
            Zip: '92707',
          })
        ).body;
        await client.post(
          '/api/appointmentapi/save',
          signingBody({
            LastName: 'Invoiced',
            CustomerId: customer.Id,
            OrderNumber: 'FA-88213',
            Amount: 150,
            Payments: [{ PaidDate: '2026-03-20', Amount: 50, CheckNumber: '5521' }],
          }),
        );
      },
      { viewport: WIDE_WINDOW },
    );
    const row = signingRow(page, 'Invoiced, Ana');
    await row.getByRole('button', { name: 'Invoiced, Ana', exact: true }).click();
    const editor = await signingEditor(page, 'Edit signing');
    await editor.getByRole('link', { name: 'Invoice', exact: true }).click();
    await editor.waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: 'Invoice (new) for Ana Invoiced', level: 1 }).waitFor();

    // A new invoice: the next number, the fee, the payment as a negative line, the balance.
    await page.getByLabel('Invoice number').waitFor();
    expect(await page.getByLabel('Invoice number').inputValue()).toBe('1001');
    expect(await page.getByLabel('Line 1 amount').inputValue()).toBe('150.00');
    const totals = page.getByRole('definition');
    await page.getByText('Payment received, check 5521').waitFor();
    await eventually(async () => expect(await totals.allInnerTexts()).toEqual(['$150.00', '$50.00', '$100.00']));

    // A line added moves the totals at once; a blank description is refused by field.
    await page.getByRole('button', { name: 'Add a line' }).click();
    await page.getByLabel('Line 2 amount').fill('22.5');
    await eventually(async () => expect(await totals.allInnerTexts()).toEqual(['$172.50', '$50.00', '$122.50']));
    await page.getByRole('button', { name: 'Save invoice' }).click();
    await page.getByText('Each line needs a description').waitFor();
    await page.getByLabel('Line 2 description').fill('Printing, 150 pages');
    await page.getByLabel('Payment terms').selectOption({ label: 'Net 15' });

    // The preview is the server's PDF of what is typed.
    const frame = page.getByTitle('Invoice PDF');
    await frame.waitFor({ timeout: 15_000 });
    expect(await frame.getAttribute('src')).toMatch(/^blob:/);
    await page.getByRole('link', { name: 'Download PDF' }).waitFor();
    await screenshot(page, SPEC, '01-invoice-editor');

    await page.getByRole('button', { name: 'Save invoice' }).click();
    await page.getByText('Invoice Saved: invoice 1001, balance due $122.50.').waitFor();
    await page.getByRole('heading', { name: 'Invoice 1001 for Ana Invoiced', level: 1 }).waitFor();
    await page.getByText('Saved', { exact: true }).waitFor();
    const signingId = new URL(page.url()).searchParams.get('signing')!;
    const signing = (await api.get(`/api/appointmentapi/get/${signingId}`)).body;
    expect(signing).toMatchObject({ InvoiceNumber: '1001', InvoiceSent: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });

    // E-mailing it: this server has no SMTP_URL, and the dialog says so plainly instead of pretending.
    await page.getByRole('button', { name: 'Email invoice' }).click();
    const send = dialog(page, 'Email invoice');
    await send.getByLabel('To', { exact: true }).fill('closings@title.example');
    expect(await send.getByLabel('Subject').inputValue()).toBe('Invoice 1001 from Peña Mobile Notary');
    expect(await send.getByLabel('Message').inputValue()).toContain('The balance of $122.50 is due by');
    // A reminder from the samples, its tokens filled from the signing.
    await send.getByLabel('Start from a template').selectOption({ label: 'Payment reminder – 30 days overdue' });
    await eventually(async () => expect(await send.getByLabel('Subject').inputValue()).toBe('Friendly reminder: invoice 1001 (order FA-88213)'));
    expect(await send.getByLabel('Message').inputValue()).toContain('invoice 1001');
    await send.getByRole('button', { name: 'Send' }).click();
    await send.getByText('E-mail is not configured on this server: set SMTP_URL to send e-mail.').waitFor();
    await screenshot(page, SPEC, '04-email-invoice-not-configured');
    await send.getByRole('button', { name: 'Cancel' }).click();
    await send.waitFor({ state: 'detached' });

    // On a phone the preview goes under the form.
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, SPEC, '02-invoice-phone');
  });

  it('makes a batch invoice for the checked signings of the customer chosen in the filter', async () => {
    const year = new Date().getFullYear();
    const { page } = await notaryOnSigningsList(
      session,
      'batch-invoices',
      async (client) => {
        const customer = (
          await client.post('/api/customerapi/save', { Name: 'Lone Star Title', Address1: '1 Escrow Way', City: 'Austin', State: 'TX', Zip: '78701' })
        ).body;
        for (const [day, lastName, amount] of [
          ['02', 'Ibarra', 125],
          ['03', 'Jensen', 140],
          ['04', 'Kowalski', 95],
        ] as const) {
          await client.post(
            '/api/appointmentapi/save',
            signingBody({ AppointmentDate: `${year}-01-${day}`, LastName: lastName, FirstName: 'Pat', Amount: amount, CustomerId: customer.Id }),
          );
        }
      },
      { viewport: WIDE_WINDOW },
    );
    const table = signingsTable(page);
    await table.getByRole('checkbox', { name: `Select signing for Pat Ibarra on 01/02/${year}` }).waitFor();
    const actions = page.getByRole('group', { name: 'Signing actions' });

    // "All Customers" in the filter: spec 000 §5's message.
    await actions.getByRole('button', { name: 'Batch invoice' }).click();
    const message = dialog(page, 'Notary Ledger');
    expect((await message.getByRole('alert').innerText()).trim()).toContain('You currently have "All Customers" selected in the customer dropdown box.');
    await message.getByRole('button', { name: 'OK' }).click();
    await message.waitFor({ state: 'detached' });

    await page.getByRole('region', { name: 'Filters' }).getByLabel('Customer').selectOption({ label: 'Lone Star Title' });
    await table.getByRole('checkbox', { name: `Select signing for Pat Ibarra on 01/02/${year}` }).check();
    await table.getByRole('checkbox', { name: `Select signing for Pat Kowalski on 01/04/${year}` }).check();
    await actions.getByRole('button', { name: 'Batch invoice' }).click();
    await page.getByRole('heading', { name: 'Batch invoice (new) to Lone Star Title', level: 1 }).waitFor();
    const totals = page.getByRole('definition');
    await eventually(async () => expect(await totals.allInnerTexts()).toEqual(['$220.00', '$0.00', '$220.00']));
    await page.getByTitle('Invoice PDF').waitFor({ timeout: 15_000 });
    await screenshot(page, SPEC, '03-batch-invoice');

    await page.getByRole('button', { name: 'Save batch invoice' }).click();
    await page.getByText(/^Batch Invoice Saved: invoice 1001 to Lone Star Title, balance due \$220\.00\.$/).waitFor();
    await page.getByRole('heading', { name: 'Batch invoice 1001 to Lone Star Title', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Download the saved PDF' }).waitFor();
  });
});
