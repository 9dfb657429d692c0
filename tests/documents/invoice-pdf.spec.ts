/**
 * Invoice and batch-invoice PDFs (@notary/documents): what the printed page says, the totals in
 * cents, pdfmake's access policies, and the worker pool that keeps renders off the event loop.
 * The text is read back from uncompressed renders (compress: false) by ./pdf-text, with no system tools.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import {
  formatCents,
  formatDate,
  invoiceTotals,
  PdfRenderError,
  PdfRenderPool,
  renderInvoicePdf,
  type InvoiceDocument,
  type InvoiceLine,
} from '@notary/documents';
import { renderPdf } from '../../libs/documents/src/pdf-engine';
import { pageCount, pdfPages } from './pdf-text';

const business = {
  Name: 'María Peña',
  Company: 'Peña Mobile Notary LLC',
  Address: '1200 Harbor Blvd',
  Address2: 'Suite 4B',
  City: 'Costa Mesa',
  State: 'CA',
  Zip: '92626',
  Phone: '(714) 555-0142',
  Email: 'maria@penanotary.example',
};
const billTo = {
  Name: 'First American Title',
  ContactName: 'Dana Whitfield',
  Address: '5 First American Way',
  City: 'Santa Ana',
  State: 'CA',
  Zip: '92707',
  Email: 'closings@firstam.example',
};

const oneSigning: InvoiceDocument = {
  kind: 'invoice',
  business,
  billTo,
  InvoiceNumber: 1042,
  InvoiceDate: '2025-03-04',
  DueDate: '2025-04-03',
  PaymentTerms: 'Net 30',
  lines: [
    {
      Date: '2025-03-01',
      Description: 'Refinance',
      SignerName: 'José Nguyễn',
      PropertyAddress: '77 Ocean View Dr, Newport Beach, CA 92660',
      OrderNumber: 'FA-88213',
      Amount: 150,
      IsPayment: false,
    },
    { Date: '2025-03-03', Description: 'Check #5521', Amount: -25, IsPayment: true },
  ],
  Notes: 'Thank you for your business!\nPlease include the invoice number with your payment.',
};

const WORK = ['Refinance', 'Purchase – buyer', 'HELOC', 'Reverse mortgage', 'Seller package', 'Loan modification'];
const signer = (i: number) => `Signer ${String(i + 1).padStart(3, '0')} Peña`;

/** 100 signings of one customer (fees of 125.00 to 201.50), with a payment after every tenth. */
function batchOf(signings: number, InvoiceNumber = 2001): InvoiceDocument {
  const lines: InvoiceLine[] = [];
  for (let i = 0; i < signings; i++) {
    lines.push({
      Date: `2025-02-${String((i % 28) + 1).padStart(2, '0')}`,
      Description: WORK[i % WORK.length],
      SignerName: signer(i),
      PropertyAddress: `${100 + i} Main St, Irvine, CA 92618`,
      OrderNumber: `ORD-${10_000 + i}`,
      Amount: 125 + (i % 4) * 25.5,
      IsPayment: false,
    });
    if (i % 10 === 9) lines.push({ Date: '2025-03-01', Description: `Check #${7000 + i}`, Amount: -125, IsPayment: true });
  }
  return { ...oneSigning, kind: 'batch', InvoiceNumber, PaymentTerms: 'Due on receipt', DueDate: '2025-03-04', lines };
}

const batch = batchOf(100);

const expectValidPdf = (pdf: Buffer) => {
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdf.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true);
};

describe('invoice totals', () => {
  it('sums in integer cents, so float drift never reaches the invoice', () => {
    const lines = [0.1, 0.2].map((Amount) => ({ Description: 'Fee', Amount, IsPayment: false }));
    expect(invoiceTotals({ lines })).toEqual({ Billed: 0.3, Paid: 0, BalanceDue: 0.3 });

    const many = Array.from({ length: 100 }, () => ({ Description: 'Fee', Amount: 19.99, IsPayment: false }));
    expect(many.reduce((sum, line) => sum + line.Amount, 0)).not.toBe(1999); // the drift a float sum has
    expect(invoiceTotals({ lines: [...many, { Description: 'Check', Amount: -0.7, IsPayment: true }] })).toEqual({
      Billed: 1999,
      Paid: 0.7,
      BalanceDue: 1998.3,
    });
  });

  it('counts a payment as received whatever its sign, and refuses an amount that is not a number', () => {
    expect(
      invoiceTotals({
        lines: [
          { Description: 'Fee', Amount: 150, IsPayment: false },
          { Description: 'Check', Amount: 25, IsPayment: true },
        ],
      }),
    ).toEqual({
      Billed: 150,
      Paid: 25,
      BalanceDue: 125,
    });
    expect(() => invoiceTotals({ lines: [{ Description: 'Fee', Amount: Number.NaN, IsPayment: false }] })).toThrow(/line 1.*finite/);
  });

  it('prints dates as MM/DD/YYYY and money as $1,234.50', () => {
    expect(formatDate('2025-03-04')).toBe('03/04/2025');
    expect(formatDate('2025-03-04T17:00:00.000Z')).toBe('03/04/2025');
    expect(formatDate(undefined)).toBe('');
    expect(formatCents(123_450)).toBe('$1,234.50');
    expect(formatCents(-2_500)).toBe('-$25.00');
    expect(formatCents(5)).toBe('$0.05');
  });
});

describe('invoice PDF', () => {
  it('renders a one-signing invoice on one page with everything the customer needs', async () => {
    const pdf = await renderInvoicePdf(oneSigning, { compress: false });
    expectValidPdf(pdf);
    expect(pageCount(pdf)).toBe(1);
    const [page] = pdfPages(pdf);
    for (const text of [
      'Peña Mobile Notary LLC',
      'María Peña',
      'Costa Mesa, CA 92626',
      '(714) 555-0142',
      'maria@penanotary.example',
      'INVOICE',
      'Invoice # 1042',
      'Invoice date 03/04/2025',
      'Due date 04/03/2025',
      'Terms Net 30',
      'First American Title',
      'Attn: Dana Whitfield',
      'Santa Ana, CA 92707',
      '03/01/2025 Refinance José Nguyễn 77 Ocean View Dr,',
      'FA-88213 $150.00',
      '03/03/2025 Payment received -$25.00',
      'Check #5521',
      'Billed $150.00',
      'Paid -$25.00',
      'Balance due $125.00',
      'Net 30 — payment due by 04/03/2025',
      'Please include the invoice number with your payment.',
      'Invoice 1042 — page 1 of 1',
    ]) {
      expect(page).toContain(text);
    }
    expect(page).not.toMatch(/BATCH|undefined|null|NaN/);
  });

  it('renders a 100-signing batch over several pages, the table header repeated on each', async () => {
    const pdf = await renderInvoicePdf(batch, { compress: false });
    expectValidPdf(pdf);
    const pages = pdfPages(pdf);
    expect(pageCount(pdf)).toBe(pages.length);
    expect(pages.length).toBeGreaterThan(1);
    expect(pages[0]).toContain('BATCH INVOICE');
    pages.forEach((page, index) => {
      if (/ORD-\d+/.test(page)) expect(page).toContain('Date Description Signer Property address Order # Amount');
      expect(page).toContain(`Invoice 2001 — page ${index + 1} of ${pages.length}`);
      if (index > 0) expect(page).toContain('BATCH INVOICE 2001 · First American Title (continued)');
    });
    const text = pages.join('\n');
    for (let i = 0; i < 100; i++) expect(text).toContain(signer(i));
    // Rows are kept whole: no signing is split across two pages.
    expect(pages.filter((page) => page.includes(signer(0))).length).toBe(1);
    const { Billed, Paid, BalanceDue } = invoiceTotals(batch);
    const money = (dollars: number) => formatCents(Math.round(dollars * 100));
    expect(pages.at(-1)).toContain(`Billed ${money(Billed)}`);
    expect(pages.at(-1)).toContain(`Paid -${money(Paid)}`);
    expect(pages.at(-1)).toContain(`Balance due ${money(BalanceDue)}`);
    // Totals, terms and notes stay together on the last page.
    expect(pages.at(-1)).toMatch(/Balance due[\s\S]*PAYMENT TERMS[\s\S]*NOTES/);
    expect(pages[0]).toContain(money(BalanceDue));
    expect(money(BalanceDue)).toBe('$15,075.00');
  });

  it('prints odd input safely: missing fields, long text, composed accents, control characters', async () => {
    const longWord = 'x'.repeat(400);
    const odd: InvoiceDocument = {
      kind: 'invoice',
      business: { Name: 'Ana Pen\u0303a' }, // n + combining tilde
      billTo: { Name: 'Walk-in\u0007 customer\r\nwith a line break' },
      InvoiceNumber: 7,
      InvoiceDate: '2025-12-31',
      DueDate: '',
      PaymentTerms: '',
      lines: [
        { Description: `${'Loan modification with many documents '.repeat(2)}${longWord}`, Amount: 99.99, IsPayment: false },
        { Description: '', Amount: -0.99, IsPayment: true },
      ],
    };
    const pdf = await renderInvoicePdf(odd, { compress: false });
    expectValidPdf(pdf);
    const text = pdfPages(pdf).join('\n');
    expect(text).toContain('Ana Peña');
    expect(text).toContain('Walk-in customer with a line break');
    expect(text).toContain('Balance due $99.00');
    expect(text).toContain('Payment received -$0.99');
    expect(text).not.toMatch(/Due date|Due by|Terms|PAYMENT TERMS/); // nothing to say: not printed empty
    expect(text.replace(/\s/g, '')).toContain(longWord); // all of it, wrapped over lines
    expect(text).not.toMatch(/undefined|null|NaN|\uFFFD/);
  });

  it('says so when there is nothing to bill', async () => {
    const text = pdfPages(await renderInvoicePdf({ ...oneSigning, lines: [] }, { compress: false }))[0];
    expect(text).toContain('No charges on this invoice.');
    expect(text).toContain('Balance due $0.00');
  });

  it('refuses an amount that is not a number, naming the line', async () => {
    const bad = { ...oneSigning, lines: [oneSigning.lines[0], { Description: 'Fee', Amount: Number.POSITIVE_INFINITY, IsPayment: false }] };
    await expect(renderInvoicePdf(bad)).rejects.toThrow(/line 2.*finite/);
  });

  it('compresses the PDF by default', async () => {
    const pdf = await renderInvoicePdf(oneSigning);
    expectValidPdf(pdf);
    expect(pdf.toString('latin1')).toContain('/FlateDecode');
  });
});

describe("pdfmake's access policies", () => {
  it('refuses to download an image from a URL', async () => {
    await expect(renderPdf({ content: [{ image: 'logo' }], images: { logo: 'https://example.com/logo.png' } })).rejects.toThrow(
      /Access to URL denied by resource access policy/,
    );
    await expect(renderPdf({ content: [{ image: 'http://169.254.169.254/latest/meta-data/' }] })).rejects.toThrow(/denied by resource access policy/);
  });

  it('refuses to read a local file', async () => {
    await expect(renderPdf({ content: [{ image: '/etc/hostname' }] })).rejects.toThrow(/Access to local file denied by resource access policy/);
  });
});

describe('PdfRenderPool', () => {
  const pools: PdfRenderPool[] = [];
  const pool = (options?: ConstructorParameters<typeof PdfRenderPool>[0]) => {
    const created = new PdfRenderPool(options);
    pools.push(created);
    return created;
  };
  afterAll(() => Promise.all(pools.map((created) => created.close())));

  it('renders in a worker thread, answering both documents', async () => {
    const workers = pool({ size: 1 });
    await workers.render(oneSigning); // the worker has loaded pdfmake and the fonts
    const delay = monitorEventLoopDelay({ resolution: 5 });
    delay.enable();
    const started = performance.now();
    const pdfs = await Promise.all([workers.render(batch, { compress: false }), workers.render(oneSigning)]);
    const elapsedMs = performance.now() - started;
    delay.disable();
    const maxStallMs = delay.max / 1e6;
    expectValidPdf(pdfs[0]);
    expectValidPdf(pdfs[1]);
    expect(pdfPages(pdfs[0]).join('\n')).toContain(signer(99));
    // A figure, not a timed assertion: it depends on the machine's load (jest runs files in parallel).
    // bench:invoices measures it with its bar and a same-run inline reference.
    console.log(`pool: batch + invoice in ${Math.round(elapsedMs)} ms, longest event-loop stall ${maxStallMs.toFixed(1)} ms`);
  });

  it('rejects the render of a worker that dies, and renders the next one in a new worker', async () => {
    // A heap this small holds an invoice but not 20,000 lines: the worker runs out of memory.
    const workers = pool({ size: 1, resourceLimits: { maxOldGenerationSizeMb: 40 } });
    const dying = workers.render(batchOf(20_000, 666));
    const next = workers.render(oneSigning, { compress: false });
    await expect(dying).rejects.toThrow(PdfRenderError);
    await expect(dying).rejects.toThrow(/Could not render batch invoice 666: its PDF worker died \(.*memory/);
    const pdf = await next;
    expectValidPdf(pdf);
    expect(pdfPages(pdf)[0]).toContain('Invoice # 1042');
  });

  it('stops a render that takes too long, and rejects a document it cannot render without losing the worker', async () => {
    const slow = pool({ size: 1, timeoutMs: 1 });
    await expect(slow.render(batch)).rejects.toThrow(/Could not render batch invoice 2001: it took longer than 1 ms/);

    const workers = pool({ size: 1 });
    const bad = { ...oneSigning, lines: [{ Description: 'Fee', Amount: Number.NaN, IsPayment: false }] };
    await expect(workers.render(bad)).rejects.toThrow(/Could not render invoice 1042: Invoice line 1/);
    expectValidPdf(await workers.render(oneSigning));
  });

  it('finishes the renders it accepted when closed, then refuses more', async () => {
    const workers = new PdfRenderPool({ size: 2 });
    const pending = [workers.render(oneSigning), workers.render(batch), workers.render(oneSigning)];
    await workers.close();
    for (const pdf of await Promise.all(pending)) expectValidPdf(pdf);
    await expect(workers.render(oneSigning)).rejects.toThrow(/closed/);
  });

  it('renders on the calling thread when inline', async () => {
    const inline = pool({ inline: true });
    expectValidPdf(await inline.render(oneSigning));
  });
});
