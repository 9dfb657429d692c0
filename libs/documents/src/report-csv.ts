/**
 * A report as one CSV file (RFC 4180, see ./csv): the title, the period, the headline figures with
 * their basis, the notes (the tax report's "this is an estimate" among them), then each table with its title, header, rows and totals, a blank line between sections. Values
 * are plain for a spreadsheet to read: numbers unformatted (1234.5, a percent as 15.3), dates as
 * YYYY-MM-DD, text as typed (formula-looking text neutralised).
 */
import type { Report, ReportCell, ReportColumnKind, ReportTable } from '@notary/contracts';
import { csvCell } from './csv';
import { columnTotal, finiteNumber, reportShape, withoutFloatNoise } from './report-format';

export function reportCsv(model: Report): string {
  const report = reportShape(model);
  const { StartDate = '', EndDate = '', Label = '' } = report.Period ?? {};
  const dates = StartDate || EndDate ? `${StartDate} to ${EndDate}` : '';
  const lines: unknown[][] = [[report.Title], ['Period', Label && dates && Label !== dates ? `${Label} (${dates})` : Label || dates], []];
  if (report.Figures.length > 0) {
    lines.push(['Figure', 'Value', 'Basis'], ...report.Figures.map((figure) => [figure.Label, value(figure.Value, figure.Kind), figure.Basis ?? '']), []);
  }
  const notes = report.Notes ?? [];
  if (notes.length > 0) lines.push(...notes.map((note) => ['Note', note]), []);
  report.Tables.forEach((table, index) => {
    if (index > 0) lines.push([]);
    lines.push(...tableLines(table));
  });
  return lines.map((line) => `${line.map(csvCell).join(',')}\r\n`).join('');
}

function value(cell: ReportCell | undefined, kind: ReportColumnKind): number | string | null {
  if (typeof cell === 'number') {
    const number = finiteNumber(cell);
    return number === undefined ? null : withoutFloatNoise(number);
  }
  // A date is written as the model holds it (YYYY-MM-DD); text as typed.
  return typeof cell === 'string' ? (kind === 'date' ? cell.trim() : cell) : null;
}

function tableLines(table: ReportTable): unknown[][] {
  const columns = table.Columns;
  const lines: unknown[][] = [[table.Title], columns.map((column) => column.Title)];
  for (const row of table.Rows) lines.push(columns.map((column) => value(row?.[column.Key], column.Kind)));
  if (table.Totals) {
    lines.push(columns.map((column, index) => (index === 0 ? table.Totals?.Label : value(columnTotal(table, column.Key), column.Kind))));
  }
  return lines;
}
