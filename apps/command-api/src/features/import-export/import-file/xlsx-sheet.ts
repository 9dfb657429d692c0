import * as ExcelJS from 'exceljs';
import type { ImportCell } from '@notary/domain';

/**
 * The rows of an Excel workbook's first sheet that has anything in it, as the cells' real values:
 * dates as dates, numbers as numbers, a formula as its last result, rich text and links as their
 * text. Index 0 is spreadsheet row 1, so row numbers stay the spreadsheet's. Null when the bytes
 * are not a workbook exceljs can read (a ZIP of something else).
 */
export async function xlsxRows(bytes: Buffer): Promise<ImportCell[][] | null> {
  const workbook = new ExcelJS.Workbook();
  try {
    // exceljs declares its own Buffer type; a Node Buffer is what it reads.
    await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  } catch {
    return null;
  }
  const sheet = workbook.worksheets.find((candidate) => candidate.actualRowCount > 0);
  if (!sheet) return [];
  const rows: ImportCell[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const cells: ImportCell[] = [];
    row.eachCell({ includeEmpty: false }, (cell, column) => {
      cells[column - 1] = cellValue(cell.value);
    });
    for (let i = 0; i < cells.length; i++) cells[i] ??= null;
    rows[rowNumber - 1] = cells;
  });
  for (let i = 0; i < rows.length; i++) rows[i] ??= [];
  return rows;
}

function cellValue(value: ExcelJS.CellValue | { richText: ExcelJS.RichText[] } | undefined): ImportCell {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'object' || value instanceof Date) return value;
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('hyperlink' in value) return cellValue(value.text as ExcelJS.CellValue);
  if ('formula' in value || 'sharedFormula' in value) return value.result === undefined ? null : cellValue(value.result as ExcelJS.CellValue);
  // An error cell (#N/A, #REF!): nothing to read.
  return null;
}
