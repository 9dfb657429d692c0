/**
 * Reports as files (@notary/documents): the PDF an accountant reads, the workbook they work in, the
 * CSV a spreadsheet imports, and the worker pool that makes the first two off the event loop. The
 * PDF's text is read back by ./pdf-text, the workbook by exceljs, the CSV by a small RFC 4180 parser.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as ExcelJS from 'exceljs';
import { neutraliseFormula, PdfRenderError, PdfRenderPool, renderReportPdf, renderReportXlsx, reportCsv, toCsv, writeReportXlsx } from '@notary/documents';
import type { Report } from '@notary/contracts';
import { SheetNames } from '../../libs/documents/src/report-xlsx';
import { maxTextWidth } from '../../libs/documents/src/text-width';
import { AWKWARD, HYPERLINK, incomeReport, longReport, monthRows, monthTotals, wideReport } from './report-fixture';
import { pageCount, pdfPages, pdfText } from './pdf-text';

const MONEY_FORMAT = '"$"#,##0.00;[Red]-"$"#,##0.00';

async function workbookOf(bytes: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  return workbook;
}

/** Every sheet's cells (value and number format), for comparing two workbooks. */
function cellsOf(workbook: ExcelJS.Workbook) {
  return workbook.worksheets.map((sheet) => {
    const cells: unknown[] = [sheet.name];
    sheet.eachRow((row) => row.eachCell((cell) => cells.push([cell.address, cell.value, cell.numFmt])));
    return cells;
  });
}

/** RFC 4180: fields split at commas outside quotes, records at CRLF outside quotes, "" inside quotes is a quote. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted && char === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (quoted || (char !== ',' && !(char === '\r' && text[i + 1] === '\n'))) {
      field += char;
    } else if (char === ',') {
      record.push(field);
      field = '';
    } else {
      records.push([...record, field]);
      record = [];
      field = '';
      i++;
    }
  }
  if (field !== '' || record.length > 0) throw new Error('the CSV does not end with CRLF');
  return records;
}

describe('report PDF', () => {
  it('shows the heading, the figures with their bases, the notes and each table with its totals', async () => {
    const pdf = await renderReportPdf(incomeReport, { compress: false });
    expect(pageCount(pdf)).toBeGreaterThanOrEqual(1);
    const pages = pdfPages(pdf);
    const text = pages.join('\n');
    for (const expected of [
      'Income',
      '2025 (01/01/2025 – 12/31/2025)',
      'Prepared for María Peña, Peña Mobile Notary LLC',
      'Generated 01/15/2026',
      'GROSS RECEIPTS SIGNINGS AVERAGE FEE',
      '$18,633.00 102 $182.68',
      'Amounts of the signings dated in the period',
      'MILES DRIVEN MILEAGE RATE PROFIT MARGIN',
      '1,257.9 70.0¢ 15.3%',
      'PLEASE NOTE',
      'This is an estimate, not tax advice: check it with your tax professional before you file.',
      'Income by month',
      'Month Signings Amount Share',
      'Feb 4 $1,100.50 8.3%',
      'Total 102 $18,633.00',
      'Signings: paid / unpaid [2025]',
      'Date Customer Signer Amount Miles',
      '01/07/2025 First American Title José Nguyễn $150.00 23.4',
      '02/11/2025 Smith, "Jr." Title Second line =HYPERLINK("http://',
      'evil.example","Click") $125.50 1,234.5',
      '03/02/2025 Walk-in +1 555 0100 -$12.00',
      'Total $263.50 1,257.9',
    ]) {
      expect(text).toContain(expected);
    }
    pages.forEach((page, index) => expect(page).toContain(`Income Page ${index + 1} of ${pages.length}`));
    expect(text).not.toMatch(/undefined|null|NaN|\uFFFD/);
    // Six columns or fewer: portrait Letter.
    expect(pdf.toString('latin1')).toContain('/MediaBox [0 0 612 792]');
  });

  it('turns landscape for a table of more than six columns', async () => {
    const pdf = await renderReportPdf(wideReport, { compress: false });
    expect(pdf.toString('latin1')).toContain('/MediaBox [0 0 792 612]');
    const text = pdfText(pdf);
    expect(text).toContain('Date Details Start End Miles Rate Deduction');
    expect(text).toContain('02/04/2025 Signing in Irvine 12,012.0 13,257.9 1,245.9 70.0¢ $872.13');
    expect(text).toContain('Total 1,257.9 $880.53');
  });

  it('runs a 5,000-row table over many pages, repeating its title and header on each', async () => {
    const report = longReport(5000);
    const pdf = await renderReportPdf(report, { compress: false });
    const pages = pdfPages(pdf);
    expect(pageCount(pdf)).toBe(pages.length);
    expect(pages.length).toBeGreaterThan(50);
    const rowPages = pages.filter((page) => /Signer \d{4} Peña/.test(page));
    expect(rowPages.length).toBe(pages.length);
    for (const page of rowPages) expect(page).toMatch(/Signings\nDate Customer Signer Type of work Amount Miles\n/);
    const text = pages.join('\n');
    expect(text).toContain('Signer 0001 Peña');
    expect(text).toContain('Signer 5000 Peña');
    expect(pages.at(-1)).toContain('Total $816,250.00 72,492.5');
    expect(pages.at(-1)).toContain(`Page ${pages.length} of ${pages.length}`);
  });

  it('keeps a table within the page when its text is too long for a column, breaking an overlong word', async () => {
    const report = longReport(40);
    report.Tables[0].Rows.forEach((row, index) => {
      if (index % 3 === 0) row.Customer = 'W'.repeat(10 + index);
      if (index % 3 === 1) row.Signer = 'Œ'.repeat(12 + index);
      if (index % 3 === 2) row.Customer = 'Stewart Title of Orange County — Newport Beach branch, escrow department';
    });
    const pdf = await renderReportPdf(report, { compress: false });
    // Where each run of text starts: none beyond the right margin (612 - 40 points).
    const starts = [...pdf.toString('latin1').matchAll(/1 0 0 1 ([\d.]+) [\d.]+ Tm/g)].map((match) => Number(match[1]));
    expect(starts.length).toBeGreaterThan(200);
    expect(Math.max(...starts)).toBeLessThan(572);
    // Every letter is printed, the long words broken over lines.
    const count = (letter: string) => [...pdfText(pdf)].filter((char) => char === letter).length;
    const lengths = (remainder: number, base: number) =>
      report.Tables[0].Rows.reduce((sum, _row, index) => sum + (index % 3 === remainder ? base + index : 0), 0);
    expect(count('W')).toBe(lengths(0, 10));
    expect(count('Œ')).toBe(lengths(1, 12));
  });

  it('bounds a line of text from above by its glyphs, in points', () => {
    // Widths in thousandths of an em plus the kerning allowance (25): ' ' 249, '~' 681, 'Œ' as the widest.
    expect(maxTextWidth(' ', 1000)).toBe(274);
    expect(maxTextWidth('~', 1000)).toBe(706);
    expect(maxTextWidth('Œ', 1000)).toBe(986);
    expect(maxTextWidth('😀', 1000)).toBe(986); // a surrogate pair is one glyph
    // '$' and the six digits are 569 each, ',' 224 and '.' 278; at 8 points a thousandth of an em is 0.008 pt.
    expect(maxTextWidth('$1,234.56', 8)).toBeCloseTo((569 * 7 + 224 + 278 + 25 * 9) * 0.008, 6);
  });

  it('prints missing and odd values blank, never "NaN" or "undefined"', async () => {
    const odd = {
      ...incomeReport,
      Figures: [{ Key: 'X', Label: 'Broken', Value: Number.NaN, Kind: 'money' }],
      Notes: ['', 'Control\u0007 characters go'],
      Tables: [
        { Title: 'Odd', Columns: [{ Key: 'A', Title: 'A', Kind: 'money' }], Rows: [{ A: Number.POSITIVE_INFINITY }, {}, { A: -0.001 }] },
        { Title: 'Empty', Columns: [{ Key: 'A', Title: 'A', Kind: 'text' }], Rows: [] },
      ],
    } as Report;
    const text = pdfText(await renderReportPdf(odd, { compress: false }));
    expect(text).toContain('BROKEN\n—');
    expect(text).toContain('Control characters go');
    expect(text).toContain('$0.00');
    expect(text).toContain('Nothing in this period.');
    expect(text).not.toMatch(/undefined|null|NaN|Infinity|\uFFFD/);
  });
});

describe('report workbook', () => {
  it('has a Summary sheet with the heading, the figures as numbers with their bases, and the notes', async () => {
    const workbook = await workbookOf(await renderReportXlsx(incomeReport));
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Summary', 'Income by month', 'Signings paid unpaid 2025']);
    const summary = workbook.getWorksheet('Summary')!;
    const rows = summary.getSheetValues().slice(1) as unknown[][];
    const texts = rows.map((row) => (row ?? []).slice(1));
    expect(texts[0]).toEqual(['Income']);
    expect(texts).toContainEqual(['Period', '2025 (01/01/2025 – 12/31/2025)']);
    expect(texts).toContainEqual(['Prepared for', 'María Peña, Peña Mobile Notary LLC']);
    expect(texts).toContainEqual(['Generated', new Date(Date.UTC(2026, 0, 15))]);
    expect(texts).toContainEqual(['Figure', 'Value', 'Basis']);
    expect(texts).toContainEqual(['Gross receipts', 18_633, 'Amounts of the signings dated in the period']);
    expect(texts).toContainEqual(['Profit margin', 0.153]);
    const gross = rows.findIndex((row) => row?.[1] === 'Gross receipts') + 1;
    expect(summary.getCell(gross, 2).numFmt).toBe(MONEY_FORMAT);
    expect(summary.getCell(gross + 4, 2).numFmt).toBe('0.0"¢"');
    expect(texts).toContainEqual(['Notes']);
    expect(texts.flat()).toContain(incomeReport.Notes[0]);
  });

  it('writes each table with a frozen bold header, a filter, real numbers and dates, and SUM totals', async () => {
    const workbook = await workbookOf(await renderReportXlsx(incomeReport));
    const months = workbook.getWorksheet('Income by month')!;
    expect(months.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(months.autoFilter).toBe('A1:D13');
    expect(months.getRow(1).values).toEqual([undefined, 'Month', 'Signings', 'Amount', 'Share']);
    expect(months.getCell('A1').font?.bold).toBe(true);
    expect(months.getCell('C3').value).toBe(1100.5);
    expect(months.getCell('C3').numFmt).toBe(MONEY_FORMAT);
    expect(months.getCell('B3').numFmt).toBe('#,##0');
    expect(months.getCell('D3').value).toBeCloseTo(0.083, 10);
    expect(months.getCell('D3').numFmt).toBe('0.0%');
    // The totals row: the label, then a formula the notary can follow, its result the model's total.
    expect(months.getCell('A14').value).toBe('Total');
    expect(months.getCell('B14').value).toEqual({ formula: 'SUM(B2:B13)', result: monthTotals.Signings });
    expect(months.getCell('C14').value).toEqual({ formula: 'SUM(C2:C13)', result: monthTotals.Amount });
    expect(monthRows.reduce((sum, row) => sum + row.Amount, 0)).toBe(monthTotals.Amount);
    expect(months.getCell('D14').value).toBeNull();
    expect(months.getCell('C14').font?.bold).toBe(true);

    const signings = workbook.getWorksheet('Signings paid unpaid 2025')!;
    expect(signings.autoFilter).toBe('A1:E4');
    // Widths follow the content: the customer with its second line is wider than the date.
    expect(signings.getColumn(2).width).toBeGreaterThan(signings.getColumn(1).width!);
    expect(signings.getColumn(2).width).toBeLessThanOrEqual(60);
    expect(signings.getCell('A2').value).toEqual(new Date(Date.UTC(2025, 0, 7)));
    expect(signings.getCell('A2').numFmt).toBe('mm/dd/yyyy');
    expect(signings.getCell('C3').value).toBe(`'${HYPERLINK}`);
    expect(signings.getCell('C4').value).toBe("'+1 555 0100");
    expect(signings.getCell('B3').value).toBe(AWKWARD);
    expect(signings.getCell('B3').alignment?.wrapText).toBe(true);
    expect(signings.getCell('D4').value).toBe(-12);
    expect(signings.getCell('E4').value).toBeNull();
    expect(signings.getCell('E3').numFmt).toBe('#,##0.0');
    expect(signings.getCell('D5').value).toEqual({ formula: 'SUM(D2:D4)', result: 263.5 });
    expect(signings.getCell('E5').value).toEqual({ formula: 'SUM(E2:E4)', result: 1257.9 });
  });

  it('stores no number as text in a 5,000-row sheet, and sums every row', async () => {
    const report = longReport(5000);
    const sheet = (await workbookOf(await renderReportXlsx(report))).getWorksheet('Signings')!;
    expect(sheet.rowCount).toBe(5002);
    expect(sheet.autoFilter).toBe('A1:F5001');
    for (const row of [2, 2500, 5001]) {
      expect(sheet.getCell(row, 1).value).toBeInstanceOf(Date);
      expect(typeof sheet.getCell(row, 5).value).toBe('number');
      expect(typeof sheet.getCell(row, 6).value).toBe('number');
    }
    expect(sheet.getCell('E5002').value).toEqual({ formula: 'SUM(E2:E5001)', result: report.Tables[0].Totals!.Values.Amount });
  });

  it('streams to a file, and rejects when the file cannot be written', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'report-xlsx-'));
    try {
      const file = join(dir, 'income.xlsx');
      await writeReportXlsx(incomeReport, file);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.readFile(file);
      expect(cellsOf(workbook)).toEqual(cellsOf(await workbookOf(await renderReportXlsx(incomeReport))));
      await expect(writeReportXlsx(incomeReport, join(dir, 'no-such-folder', 'income.xlsx'))).rejects.toThrow(/ENOENT/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('names sheets as Excel allows: at most 31 characters, none of []:*?/\\, unique', () => {
    const names = new SheetNames();
    expect(names.take('Summary')).toBe('Summary');
    expect(names.take('summary')).toBe('summary (2)');
    expect(names.take("'Q1: fees/costs [draft]?'")).toBe('Q1 fees costs draft');
    expect(names.take('Signings by customer and type of work, all year')).toBe('Signings by customer and type o');
    expect(names.take('Signings by customer and type of work, again')).toBe('Signings by customer and ty (2)');
    expect(names.take('History')).toBe('History (2)');
    expect(names.take('***', 'Table 3')).toBe('Table 3');
  });
});

describe('report CSV', () => {
  it('reads back as the title, the period, the figures with their basis, the notes and each table, numbers plain and formulas neutralised', () => {
    const csv = reportCsv(incomeReport);
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(csv.replace(/\r\n/g, '')).not.toMatch(/(?<!Title)\n(?!Second)|\r/); // the only bare LF is inside the quoted field
    const records = parseCsv(csv);
    expect(records.slice(0, 13)).toEqual([
      ['Income'],
      ['Period', '2025 (2025-01-01 to 2025-12-31)'],
      [''],
      ['Figure', 'Value', 'Basis'],
      ['Gross receipts', '18633', 'Amounts of the signings dated in the period'],
      ['Signings', '102', 'Signings dated in the period, cancelled ones left out'],
      ['Average fee', '182.68', ''],
      ['Miles driven', '1257.9', 'Miles of the signings and the extra trips'],
      ['Mileage rate', '70', 'The IRS standard rate for 2025'],
      ['Profit margin', '15.3', ''],
      [''],
      ['Note', 'This is an estimate, not tax advice: check it with your tax professional before you file.'],
      [''],
    ]);
    const months = records.slice(13, 13 + 15);
    expect(months[0]).toEqual(['Income by month']);
    expect(months[1]).toEqual(['Month', 'Signings', 'Amount', 'Share']);
    expect(months[3]).toEqual(['Feb', '4', '1100.5', '8.3']);
    expect(months[14]).toEqual(['Total', '102', '18633', '']);
    expect(records.slice(28)).toEqual([
      [''],
      ['Signings: paid / unpaid [2025]'],
      ['Date', 'Customer', 'Signer', 'Amount', 'Miles'],
      ['2025-01-07', 'First American Title', 'José Nguyễn', '150', '23.4'],
      ['2025-02-11', AWKWARD, `'${HYPERLINK}`, '125.5', '1234.5'],
      ['2025-03-02', 'Walk-in', "'+1 555 0100", '-12', ''],
      ['Total', '', '', '263.5', '1257.9'],
    ]);
  });

  it('writes numbers without float noise', () => {
    const report = { ...incomeReport, Figures: [{ Key: 'X', Label: 'Sum', Value: 0.1 + 0.2, Kind: 'money' as const }], Tables: [] };
    expect(parseCsv(reportCsv(report))[4]).toEqual(['Sum', '0.3', '']);
  });

  it('shares its writer with the data export', () => {
    expect(toCsv(['Name', 'Amount'], [{ Name: '@SUM(A1)', Amount: -5 }])).toBe("Name,Amount\r\n'@SUM(A1),-5\r\n");
    for (const text of ['=1+1', '+1', '-1', '@x', '\tx', '\rx']) expect(neutraliseFormula(text)).toBe(`'${text}`);
    expect(neutraliseFormula('Peña')).toBe('Peña');
  });
});

describe('PdfRenderPool with reports', () => {
  let pool: PdfRenderPool;
  beforeAll(() => {
    pool = new PdfRenderPool({ size: 1 });
  });
  afterAll(() => pool.close());

  it('renders a report PDF and workbook in a worker, the same as on the calling thread', async () => {
    const inline = new PdfRenderPool({ inline: true });
    const [pdf, xlsx] = await Promise.all([pool.renderReport(incomeReport, 'pdf'), pool.renderReport(incomeReport, 'xlsx')]);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // The same report makes the same file: its creation date is the report's own.
    expect(pdf.equals(await inline.renderReport(incomeReport, 'pdf'))).toBe(true);
    expect(pdfText(pdf)).toContain('Total 102 $18,633.00');
    expect(cellsOf(await workbookOf(xlsx))).toEqual(cellsOf(await workbookOf(await inline.renderReport(incomeReport, 'xlsx'))));
    expect(cellsOf(await workbookOf(xlsx))).toEqual(cellsOf(await workbookOf(await renderReportXlsx(incomeReport))));
  });

  it('renders a 5,000-row report as PDF and workbook within the default heap', async () => {
    const report = longReport(5000);
    const pdf = await pool.renderReport(report, 'pdf');
    expect(pageCount(pdf)).toBeGreaterThan(50);
    const workbook = await workbookOf(await pool.renderReport(report, 'xlsx'));
    expect(workbook.getWorksheet('Signings')!.rowCount).toBe(5002);
  });

  it('names the report when a render fails', async () => {
    const slow = new PdfRenderPool({ size: 1, timeoutMs: 1 });
    try {
      const failed = slow.renderReport(longReport(2000), 'pdf');
      await expect(failed).rejects.toThrow(PdfRenderError);
      await expect(failed).rejects.toThrow(/Could not render report Income: it took longer than 1 ms/);
    } finally {
      await slow.close();
    }
  });
});
