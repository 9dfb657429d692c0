/**
 * A report as an Excel workbook, written as a stream (exceljs's WorkbookWriter) so rows go out as
 * they are made. Made for people who will work with it: a Summary sheet (what, for whom, the
 * figures and the notes), then one sheet per table with a frozen header, a filter, real numbers and
 * dates in their formats, and a totals row of SUM formulas the reader can follow.
 */
import { createWriteStream } from 'node:fs';
import { Writable } from 'node:stream';
import type { Report, ReportCell, ReportColumn, ReportColumnKind, ReportFigure, ReportTable } from '@notary/contracts';
import * as ExcelJS from 'exceljs';
import { neutraliseFormula } from './csv';
import { safeText } from './invoice-format';
import { columnTotal, finiteNumber, formatCell, isoDateToUtc, periodText, reportShape } from './report-format';

/** Number formats by column kind. A percent is stored as a fraction (15.3 as 0.153), as Excel reckons one. */
const NUM_FMT: Record<ReportColumnKind, string | undefined> = {
  text: undefined,
  date: 'mm/dd/yyyy',
  money: '"$"#,##0.00;[Red]-"$"#,##0.00',
  count: '#,##0',
  miles: '#,##0.0',
  cents: '0.0"¢"',
  percent: '0.0%',
};

const BOLD = { bold: true };
const HEADER_FILL = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFEEF2F7' } } as const;
/** Excel's limit on a cell's text. */
const MAX_CELL_TEXT = 32_767;

type Sheet = ExcelJS.Worksheet;
type CellValue = ExcelJS.CellValue;

/** Writes the workbook to a stream (ended when done) or to a file; rejects if the stream fails. */
export async function writeReportXlsx(model: Report, output: NodeJS.WritableStream | string): Promise<void> {
  const report = reportShape(model);
  const stream: NodeJS.WritableStream = typeof output === 'string' ? createWriteStream(output) : output;
  // Listened to from the start: a file that cannot be opened fails before exceljs listens.
  const failed = new Promise<never>((_, reject) => stream.once('error', reject));
  failed.catch(() => undefined);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: stream as unknown as Writable,
    useStyles: true,
    // Text as shared strings (t="s"), the form every spreadsheet reads; a repeated name is stored once.
    useSharedStrings: true,
  });
  const generated = new Date(Date.parse(report.GeneratedAt));
  workbook.creator = safeText(report.PreparedFor, { maxLength: 200 });
  if (Number.isFinite(generated.getTime())) workbook.created = workbook.modified = generated;
  const names = new SheetNames();
  writeSummary(workbook.addWorksheet(names.take('Summary')), report);
  report.Tables.forEach((table, index) => writeTable(workbook.addWorksheet(names.take(table.Title, `Table ${index + 1}`), sheetOptions(table)), table));
  await Promise.race([workbook.commit(), failed]);
}

/** The workbook's bytes. */
export async function renderReportXlsx(report: Report): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done();
    },
  });
  await writeReportXlsx(report, sink);
  return Buffer.concat(chunks);
}

/** Text as a cell holds it: no characters XML cannot carry, within Excel's length, never run as a formula. */
export function textCell(value: string): string {
  // eslint-disable-next-line no-control-regex
  return neutraliseFormula(value.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '').slice(0, MAX_CELL_TEXT - 1));
}

/** A model's cell as the workbook stores it: a number, a date or text, never a number as text. */
export function cellValue(value: ReportCell | undefined, kind: ReportColumnKind): CellValue {
  if (typeof value === 'number') {
    const number = finiteNumber(value);
    return number === undefined ? null : kind === 'percent' ? number / 100 : number;
  }
  if (typeof value !== 'string' || value === '') return null;
  if (kind === 'date') return isoDateToUtc(value) ?? textCell(value);
  return textCell(value);
}

/** A1-style column letters: 1 is A, 27 is AA. */
export function columnLetter(index: number): string {
  let letters = '';
  for (let n = index; n > 0; n = Math.floor((n - 1) / 26)) letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

/**
 * Sheet names as Excel allows them: at most 31 characters, none of []:*?/\, not starting or ending
 * with an apostrophe, unique whatever the case ("History" is Excel's own).
 */
export class SheetNames {
  private readonly used = new Set(['history']);

  take(wanted: string, fallback = 'Sheet'): string {
    const clean = (text: string) =>
      safeText(text, { maxLength: 200 })
        .replace(/[[\]:*?/\\]/g, ' ')
        .replace(/\s+/g, ' ')
        .replace(/^[\s']+|[\s']+$/g, '');
    const base = clean(wanted) || clean(fallback) || 'Sheet';
    for (let n = 1; ; n++) {
      const suffix = n === 1 ? '' : ` (${n})`;
      const name = `${[...base]
        .slice(0, 31 - suffix.length)
        .join('')
        .trimEnd()}${suffix}`;
      if (!this.used.has(name.toLowerCase())) {
        this.used.add(name.toLowerCase());
        return name;
      }
    }
  }
}

function writeSummary(sheet: Sheet, report: Report): void {
  sheet.columns = [{ width: 30 }, { width: 18 }, { width: 80, style: { alignment: { wrapText: true, vertical: 'top' } } }];
  sheet.addRow([textCell(safeText(report.Title, { maxLength: 120 }) || 'Report')]).font = { bold: true, size: 14 };
  const detail = (label: string, value: CellValue) => {
    const row = sheet.addRow([label, value]);
    row.getCell(1).font = BOLD;
    return row;
  };
  detail('Period', textCell(periodText(report.Period)));
  detail('Prepared for', textCell(safeText(report.PreparedFor, { maxLength: 200 })));
  const generated = isoDateToUtc(String(report.GeneratedAt ?? '').slice(0, 10));
  if (generated) detail('Generated', generated).getCell(2).numFmt = NUM_FMT.date!;
  sheet.addRow([]);
  if (report.Figures.length > 0) {
    const header = sheet.addRow(['Figure', 'Value', 'Basis']);
    header.font = BOLD;
    header.eachCell((cell) => (cell.fill = HEADER_FILL));
    for (const figure of report.Figures) figureRow(sheet, figure);
    sheet.addRow([]);
  }
  if (report.Notes.length > 0) {
    sheet.addRow(['Notes']).font = BOLD;
    for (const note of report.Notes) {
      const text = textCell(safeText(note, { maxLength: 2000, multiline: true }));
      const row = sheet.addRow([text]);
      row.getCell(1).alignment = { wrapText: true, vertical: 'top' };
      // A merged cell's height is never fitted to its text: set it, at about 120 characters a line.
      row.height = 15 * text.split('\n').reduce((lines, line) => lines + Math.max(1, Math.ceil(line.length / 120)), 0);
      sheet.mergeCells(row.number, 1, row.number, 3);
    }
  }
  sheet.commit();
}

function figureRow(sheet: Sheet, figure: ReportFigure): void {
  const basis = safeText(figure.Basis, { maxLength: 400 });
  const row = sheet.addRow([textCell(safeText(figure.Label, { maxLength: 80 })), cellValue(figure.Value, figure.Kind), basis ? textCell(basis) : null]);
  const format = NUM_FMT[figure.Kind];
  if (format) row.getCell(2).numFmt = format;
}

function sheetOptions(table: ReportTable): Partial<ExcelJS.AddWorksheetOptions> {
  return {
    views: [{ state: 'frozen', ySplit: 1 }],
    // Printed: the header on every page, as wide as the page.
    pageSetup: {
      orientation: table.Columns.length > 6 ? 'landscape' : 'portrait',
      fitToPage: true,
      fitToWidth: 1,
      fitToHeight: 0,
      printTitlesRow: '1:1',
    },
  };
}

/** A column about as wide as its longest value as printed (the header's too), within bounds. */
function columnWidth(table: ReportTable, column: ReportColumn): number {
  let longest = safeText(column.Title).length + 2; // room for the filter button
  for (const row of table.Rows) longest = Math.max(longest, formatCell(row?.[column.Key], column.Kind).length);
  const total = columnTotal(table, column.Key);
  if (total !== undefined) longest = Math.max(longest, formatCell(total, column.Kind).length);
  return Math.min(Math.max(longest + 2, 8), column.Kind === 'text' ? 60 : 24);
}

function writeTable(sheet: Sheet, table: ReportTable): void {
  const columns = table.Columns;
  sheet.columns = columns.map((column) => ({ width: columnWidth(table, column), style: NUM_FMT[column.Kind] ? { numFmt: NUM_FMT[column.Kind] } : {} }));
  const header = sheet.addRow(columns.map((column) => textCell(safeText(column.Title, { maxLength: 80 }))));
  header.font = BOLD;
  header.eachCell((cell) => (cell.fill = HEADER_FILL));
  header.commit();
  for (const values of table.Rows) {
    const row = sheet.addRow(columns.map((column) => cellValue(values?.[column.Key], column.Kind)));
    // Text of several lines shows them (Excel fits the row's height to a wrapped cell).
    row.eachCell((cell) => {
      if (typeof cell.value === 'string' && cell.value.includes('\n')) cell.alignment = { wrapText: true, vertical: 'top' };
    });
    row.commit();
  }
  const lastRow = table.Rows.length + 1;
  if (columns.length > 0) sheet.autoFilter = `A1:${columnLetter(columns.length)}${lastRow}`;
  if (table.Totals && columns.length > 0) writeTotals(sheet, table, lastRow);
  sheet.commit();
}

/** Each summed column's total as a SUM over its rows (its value cached as the result), the label first. */
function writeTotals(sheet: Sheet, table: ReportTable, lastRow: number): void {
  const values = table.Columns.map((column, index): CellValue => {
    if (index === 0) return textCell(safeText(table.Totals?.Label, { maxLength: 80 }) || 'Total');
    const total = columnTotal(table, column.Key);
    if (total === undefined) return null;
    const result = column.Kind === 'percent' ? total / 100 : total;
    const letter = columnLetter(index + 1);
    return lastRow > 1 ? { formula: `SUM(${letter}2:${letter}${lastRow})`, result } : result;
  });
  const row = sheet.addRow(values);
  row.eachCell({ includeEmpty: true }, (cell) => {
    cell.font = BOLD;
    cell.border = { top: { style: 'thin' } };
  });
  row.commit();
}
