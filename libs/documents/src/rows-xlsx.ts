import * as ExcelJS from 'exceljs';
import { columnsOf } from './csv';
import { isoDateToUtc } from './report-format';
import { SheetNames, textCell } from './report-xlsx';

/** One sheet of plain records: a header row of their keys, then one row per record. */
export interface RowsSheet {
  name: string;
  rows: ReadonlyArray<Record<string, unknown>>;
}

/**
 * A record's value as a real cell: numbers and true/false stay themselves, a YYYY-MM-DD date becomes
 * a date cell, lists and objects their JSON, and text is made safe (never run as a formula).
 */
function cellOf(value: unknown): ExcelJS.CellValue {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string') return isoDateToUtc(value) ?? textCell(value);
  return textCell(JSON.stringify(value));
}

/**
 * Records as an Excel workbook, one sheet each (the data download's signings, customers, mileage and
 * expenses): a frozen, filtered header, dates as dates, numbers as numbers.
 */
export async function rowsWorkbook(sheets: readonly RowsSheet[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Notary Ledger';
  const names = new SheetNames();
  for (const { name, rows } of sheets) {
    const columns = columnsOf(rows);
    const sheet = workbook.addWorksheet(names.take(name), { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = columns.map((column) => ({ header: column, key: column, width: Math.min(40, Math.max(10, column.length + 2)) }));
    sheet.getRow(1).font = { bold: true };
    for (const row of rows) sheet.addRow(columns.map((column) => cellOf(row[column])));
    sheet.eachRow((row, index) => {
      if (index === 1) return;
      row.eachCell((cell) => {
        if (cell.value instanceof Date) cell.numFmt = 'mm/dd/yyyy';
      });
    });
    if (columns.length) sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
