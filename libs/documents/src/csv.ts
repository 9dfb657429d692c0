/**
 * CSV as RFC 4180 writes it (comma-separated, CRLF line ends, a field quoted when it holds a comma,
 * a quote or a line break, quotes doubled), made safe to open in a spreadsheet: a cell a
 * spreadsheet would run as a formula (starting with =, +, -, @, a tab or a carriage return) gets
 * a leading apostrophe, so a signer named "=HYPERLINK(...)" stays text. Numbers stay numbers.
 */
export function toCsv(columns: readonly string[], rows: ReadonlyArray<Record<string, unknown>>): string {
  return `${columns.map(csvCell).join(',')}\r\n${csvLines(columns, rows)}`;
}

/** The rows' lines alone, each ended by CRLF: a long file can be made a slice of rows at a time. */
export function csvLines(columns: readonly string[], rows: ReadonlyArray<Record<string, unknown>>): string {
  return rows.map((row) => `${columns.map((column) => csvCell(row[column])).join(',')}\r\n`).join('');
}

/** One field: nothing for a missing value, a number or boolean as written, text neutralised and quoted as needed. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const text = neutraliseFormula(typeof value === 'string' ? value : JSON.stringify(value));
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * Text that a spreadsheet would run as a formula (it starts with =, +, -, @, a tab or a carriage
 * return) with an apostrophe in front, so it shows as typed and runs nothing. For text only: a
 * negative number is a number, not text.
 */
export function neutraliseFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** Every key the rows have, in the order they first appear, less the ones left out. */
export function columnsOf(rows: ReadonlyArray<Record<string, unknown>>, leaveOut: readonly string[] = []): string[] {
  const columns = new Set<string>();
  for (const row of rows) for (const key of Object.keys(row)) if (!leaveOut.includes(key)) columns.add(key);
  return [...columns];
}
