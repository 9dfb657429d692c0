import { columnsOf, csvLines, toCsv } from '@notary/documents';

/**
 * Rows made into text this many at a time: the archive asks for each piece on a turn of its own
 * (zip-stream.ts), so 20,000 signings become CSV and JSON without holding the event loop.
 */
const ROWS_PER_PIECE = 100;

/** A CSV of the rows (less the `leaveOut` fields), the same text as toCsv, a slice of rows at a time. */
export function* csvPieces(rows: ReadonlyArray<Record<string, unknown>>, leaveOut: readonly string[] = []): Generator<string> {
  const columns = columnsOf(rows, leaveOut);
  yield toCsv(columns, []);
  for (let at = 0; at < rows.length; at += ROWS_PER_PIECE) yield csvLines(columns, rows.slice(at, at + ROWS_PER_PIECE));
}

/** The same text as JSON.stringify(rows.map(each), null, 2), a slice of rows at a time. */
export function* jsonPieces<T>(rows: readonly T[], each: (row: T) => unknown = (row) => row): Generator<string> {
  if (rows.length === 0) return yield '[]\n';
  for (let at = 0; at < rows.length; at += ROWS_PER_PIECE) {
    const items = rows.slice(at, at + ROWS_PER_PIECE).map((row) => `  ${JSON.stringify(each(row), null, 2).replace(/\n/g, '\n  ')}`);
    yield `${at === 0 ? '[\n' : ',\n'}${items.join(',\n')}`;
  }
  yield '\n]\n';
}
