/**
 * The invoice's page layout as a pdfmake document definition: a pure function of the model, so a
 * worker thread can build it from the model alone (the definition holds functions, which cannot
 * cross threads). US Letter, printable in black and white: colour only tints, never carries meaning.
 */
import { invoiceTotalsInCents, toCents, type InvoiceDocument, type InvoiceLine, type PartyAddress } from './invoice-document';
import { cityLine, formatCents, formatDate, safeText } from './invoice-format';
import { FONT_FAMILY, type PdfContent, type PdfDefinition, type PdfNode } from './pdf-engine';

const INK = '#1f2933';
const MUTED = '#52606d';
const ACCENT = '#1d4e89';
const RULE = '#c3ccd6';
const TINT = '#eef2f7';

/** Left, top, right, bottom, in points (72 to the inch): about 2/3 inch, room for header and footer. */
const MARGINS: [number, number, number, number] = [48, 56, 48, 54];

export interface InvoiceLayoutOptions {
  /** false leaves the PDF's streams uncompressed, so tests can read the text; true by default. */
  compress?: boolean;
}

export function invoiceDefinition(model: InvoiceDocument, { compress = true }: InvoiceLayoutOptions = {}): PdfDefinition {
  // The model arrives structured-cloned from another thread: its type is a promise, not a proof.
  const doc: InvoiceDocument = { ...model, lines: Array.isArray(model.lines) ? model.lines : [] };
  const title = doc.kind === 'batch' ? 'BATCH INVOICE' : 'INVOICE';
  const number = Number.isFinite(doc.InvoiceNumber) ? String(Math.trunc(doc.InvoiceNumber)) : safeText(doc.InvoiceNumber, { maxLength: 20 });
  const totals = invoiceTotalsInCents(doc);
  const businessName = safeText(doc.business?.Company) || safeText(doc.business?.Name);
  const customerName = safeText(doc.billTo?.Name) || safeText(doc.billTo?.Company);
  return {
    pageSize: 'LETTER',
    pageMargins: MARGINS,
    compress,
    language: 'en-US',
    info: { title: `${title === 'INVOICE' ? 'Invoice' : 'Batch invoice'} ${number}`, author: businessName, subject: `Invoice for ${customerName}` },
    defaultStyle: { font: FONT_FAMILY, fontSize: 9, lineHeight: 1.15, color: INK },
    styles: {
      title: { fontSize: 20, bold: true, color: ACCENT, characterSpacing: 1 },
      business: { fontSize: 13, bold: true, color: ACCENT },
      label: { fontSize: 7.5, bold: true, color: MUTED, characterSpacing: 0.6 },
      th: { fontSize: 8, bold: true, color: MUTED },
      muted: { color: MUTED },
    },
    // Pages after the first say whose invoice they belong to, in case the pages are separated.
    header: (page: number) =>
      page > 1
        ? {
            columns: [
              { text: businessName, bold: true },
              { text: `${title} ${number} · ${customerName} (continued)`, alignment: 'right' },
            ],
            fontSize: 8,
            color: MUTED,
            margin: [MARGINS[0], 28, MARGINS[2], 0],
          }
        : null,
    footer: (page: number, pages: number) => ({
      text: `Invoice ${number} — page ${page} of ${pages}`,
      alignment: 'center',
      fontSize: 8,
      color: MUTED,
      margin: [MARGINS[0], 22, MARGINS[2], 0],
    }),
    content: [
      heading(doc, title, number, businessName),
      billToAndBalance(doc, customerName, totals.balanceDue),
      linesTable(doc.lines),
      ...closing(doc, totals),
    ],
  };
}

/** Non-empty lines only: a missing field leaves no gap and never prints "undefined". */
const lines = (...values: Array<string | PdfNode>): PdfContent[] => values.filter((value) => value !== '');

function addressLines(party: PartyAddress | undefined): string[] {
  return [safeText(party?.Address), safeText(party?.Address2), cityLine(party?.City, party?.State, party?.Zip)];
}

function heading(doc: InvoiceDocument, title: string, number: string, businessName: string): PdfContent {
  const business = doc.business ?? { Name: '' };
  const person = safeText(business.Name);
  return {
    columns: [
      {
        width: '*',
        stack: lines(
          { text: businessName, style: 'business' },
          person !== businessName ? person : '',
          ...addressLines(business),
          safeText(business.Phone, { maxLength: 40 }),
          safeText(business.Email, { maxLength: 120 }),
        ),
      },
      {
        width: 190,
        stack: [
          { text: title, style: 'title', alignment: 'right', margin: [0, 0, 0, 6] },
          {
            table: {
              widths: ['*', 'auto'],
              body: [
                ['Invoice #', number],
                ['Invoice date', formatDate(doc.InvoiceDate)],
                ['Due date', formatDate(doc.DueDate)],
                ['Terms', safeText(doc.PaymentTerms, { maxLength: 40 })],
              ]
                // The number always; the others only when known.
                .filter(([label, value]) => label === 'Invoice #' || value !== '')
                .map(([label, value]) => [
                  { text: label, style: 'muted' },
                  { text: value, alignment: 'right', bold: label === 'Invoice #' },
                ]),
            },
            layout: 'noBorders',
          },
        ],
      },
    ],
    columnGap: 24,
  };
}

function billToAndBalance(doc: InvoiceDocument, customerName: string, balanceDueCents: number): PdfContent {
  const customer = doc.billTo ?? { Name: '' };
  const company = safeText(customer.Company);
  const contact = safeText(customer.ContactName);
  return {
    columns: [
      {
        width: '*',
        stack: lines(
          { text: 'BILL TO', style: 'label', margin: [0, 0, 0, 3] },
          { text: customerName, bold: true },
          company !== customerName ? company : '',
          contact ? `Attn: ${contact}` : '',
          ...addressLines(customer),
          safeText(customer.Phone, { maxLength: 40 }),
          safeText(customer.Email, { maxLength: 120 }),
        ),
      },
      {
        width: 190,
        table: {
          widths: ['*'],
          body: [
            [
              {
                stack: lines(
                  { text: 'BALANCE DUE', style: 'label' },
                  { text: formatCents(balanceDueCents), fontSize: 18, bold: true, margin: [0, 2, 0, 2] },
                  formatDate(doc.DueDate) ? { text: `Due by ${formatDate(doc.DueDate)}`, style: 'muted' } : '',
                ),
                alignment: 'right',
                fillColor: TINT,
                margin: [8, 6, 8, 6],
              },
            ],
          ],
        },
        layout: 'noBorders',
      },
    ],
    columnGap: 24,
    margin: [0, 26, 0, 22],
  };
}

const COLUMNS = ['Date', 'Description', 'Signer', 'Property address', 'Order #', 'Amount'];

function lineRow(line: InvoiceLine): PdfContent[] {
  const cents = toCents(line.Amount);
  const detail = safeText(line.Description, { maxLength: 500 });
  // A payment always reads as money in (negative), whatever sign it was stored with. No italics
  // anywhere: a third embedded font costs some 10 ms on every invoice.
  const amount = line.IsPayment ? -Math.abs(cents) : cents;
  const description = line.IsPayment
    ? { stack: lines({ text: 'Payment received' }, !detail || /^payment( received)?$/i.test(detail) ? '' : { text: detail, style: 'muted' }) }
    : detail;
  return [
    { text: formatDate(line.Date), noWrap: true },
    description,
    safeText(line.SignerName, { maxLength: 200 }),
    safeText(line.PropertyAddress, { maxLength: 300 }),
    safeText(line.OrderNumber, { maxLength: 60 }),
    { text: formatCents(amount), alignment: 'right', noWrap: true },
  ];
}

function linesTable(items: InvoiceLine[]): PdfContent {
  const header = COLUMNS.map((name) => ({ text: name, style: 'th', alignment: name === 'Amount' ? 'right' : 'left', fillColor: TINT }));
  const body = items.length
    ? items.map((line, index) => {
        try {
          return lineRow(line);
        } catch (error) {
          throw new RangeError(`Invoice line ${index + 1}: ${(error as Error).message}`, { cause: error });
        }
      })
    : [[{ text: 'No charges on this invoice.', colSpan: COLUMNS.length, style: 'muted' }, '', '', '', '', '']];
  return {
    table: {
      // On a Letter page the property address, the longest field, takes what the others leave.
      widths: [52, 96, 84, '*', 58, 60],
      headerRows: 1,
      dontBreakRows: true,
      body: [header, ...body],
    },
    fontSize: 8.5,
    layout: {
      hLineWidth: (i: number, node: PdfNode & { table: { body: unknown[] } }) => (i === 0 || i === 1 || i === node.table.body.length ? 0.8 : 0.4),
      vLineWidth: () => 0,
      hLineColor: (i: number) => (i <= 1 ? MUTED : RULE),
      paddingTop: () => 4,
      paddingBottom: () => 4,
    },
  };
}

function totalsTable(totals: { billed: number; paid: number; balanceDue: number }): PdfContent {
  const row = (label: string, cents: number, strong = false) => [
    { text: label, bold: strong, fontSize: strong ? 11 : 9, color: strong ? INK : MUTED },
    { text: formatCents(cents), alignment: 'right', bold: strong, fontSize: strong ? 11 : 9, noWrap: true },
  ];
  return {
    columns: [
      { width: '*', text: '' },
      {
        width: 220,
        table: { widths: ['*', 'auto'], body: [row('Billed', totals.billed), row('Paid', -totals.paid), row('Balance due', totals.balanceDue, true)] },
        layout: {
          hLineWidth: (i: number) => (i === 2 ? 0.8 : 0),
          vLineWidth: () => 0,
          hLineColor: () => INK,
          paddingTop: (i: number) => (i === 2 ? 6 : 2),
          paddingBottom: () => 2,
        },
      },
    ],
    margin: [0, 10, 0, 0],
  };
}

/** Notes up to this length stay on the page of the totals; longer ones may run on over pages. */
const SHORT_NOTES = 1200;

/**
 * Totals, terms and (short) notes, kept on one page together: a last page holding only the terms
 * would read as if the totals were missing. pdfmake cannot keep a block longer than a page
 * together, so long notes follow on their own.
 */
function closing(doc: InvoiceDocument, totals: { billed: number; paid: number; balanceDue: number }): PdfContent[] {
  const terms = safeText(doc.PaymentTerms, { maxLength: 80 });
  const due = formatDate(doc.DueDate);
  const termsLine = [terms, due ? `payment due by ${due}` : ''].filter(Boolean).join(' — ');
  const notes = safeText(doc.Notes, { maxLength: 4000, multiline: true });
  const notesBlock = notes ? [{ text: 'NOTES', style: 'label', margin: [0, 12, 0, 2] }, { text: notes }] : [];
  const short = notes.length <= SHORT_NOTES;
  return [
    {
      stack: [
        totalsTable(totals),
        ...(termsLine ? [{ text: 'PAYMENT TERMS', style: 'label', margin: [0, 24, 0, 2] }, { text: termsLine }] : []),
        ...(short ? notesBlock : []),
      ],
      unbreakable: true,
    },
    ...(short ? [] : notesBlock),
  ];
}
