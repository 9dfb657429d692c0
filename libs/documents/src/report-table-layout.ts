/**
 * One table of a report as a pdfmake table: numbers right-aligned and never wrapped, text wrapping
 * in the room they leave, zebra rows, a bold totals row, and the title and column header repeated
 * on every page it runs over. Made to lay out a busy year (5,000 rows) quickly: see columnWidths.
 */
import type { ReportColumn, ReportTable } from '@notary/contracts';
import { safeText } from './invoice-format';
import type { PdfContent, PdfNode } from './pdf-engine';
import { columnTotal, formatCell, formatNumber, isNumericKind } from './report-format';
import { COLOURS, SECTION_FONT_SIZE, TABLE_FONT_SIZE } from './report-style';
import { maxTextWidth } from './text-width';

const { muted: MUTED, rule: RULE, tint: TINT, zebra: ZEBRA, accent: ACCENT } = COLOURS;
/** pdfmake's default cell padding, left and right together. */
const CELL_PADDING = 8;
/** A table this short moves to the next page whole rather than leave its last rows and totals behind. */
const KEEP_TOGETHER_ROWS = 15;

const alignmentOf = (column: ReportColumn) => (isNumericKind(column.Kind) ? 'right' : 'left');

/**
 * The table's title is its first row, so that it repeats with the column header on every page the
 * table runs over (a page of a long table says which table it is), and it can never be left alone
 * at the foot of a page: the title, the header and the first row are kept together.
 */
export function reportTable(model: ReportTable, tableWidth: number): PdfContent {
  const columns = model.Columns;
  const title = { text: safeText(model.Title, { maxLength: 120 }), fontSize: SECTION_FONT_SIZE, bold: true, color: ACCENT, margin: [-4, 12, 0, 4] };
  if (columns.length === 0) return title;
  const span = (cell: PdfNode): PdfContent[] => [{ ...cell, colSpan: columns.length }, ...Array(columns.length - 1).fill('')];
  const header = columns.map((column) => safeText(column.Title, { maxLength: 60 }));
  const texts = model.Rows.map((row) => columns.map((column) => formatCell(row?.[column.Key], column.Kind)));
  const totals = model.Totals ? totalsTexts(model) : undefined;
  const { widths, oneLine } = columnWidths(columns, header, totals ? [...texts, totals] : texts, tableWidth);
  const body = [
    span(title),
    header.map((text, index) => ({ text, style: 'th', alignment: alignmentOf(columns[index]), fillColor: TINT })),
    ...(texts.length ? texts.map((row) => rowCells(columns, row, oneLine)) : [span({ text: 'Nothing in this period.', style: 'muted' })]),
    ...(totals ? [totals.map((text, index) => ({ text, bold: true, alignment: index === 0 ? 'left' : alignmentOf(columns[index]), noWrap: index > 0 }))] : []),
  ];
  const last = body.length;
  const node: PdfNode = {
    table: {
      widths,
      headerRows: 2,
      keepWithHeaderRows: 1,
      dontBreakRows: true,
      body,
    },
    layout: {
      // Rows are counted from the title (0): the header is 1, the rows from 2, the totals last.
      hLineWidth: (i: number) => (i === 2 || (totals && i === last - 1) ? 0.8 : i === 1 || i === last ? 0.4 : 0),
      vLineWidth: () => 0,
      hLineColor: (i: number) => (i === 1 || i === last ? RULE : MUTED),
      fillColor: (row: number) => (totals && row === last - 1 ? TINT : row > 2 && row % 2 === 1 ? ZEBRA : null),
      paddingTop: (row: number) => (row === 0 ? 0 : 2.5),
      paddingBottom: (row: number) => (row === 0 ? 0 : 2),
    },
  };
  return model.Rows.length <= KEEP_TOGETHER_ROWS ? { stack: [node], unbreakable: true } : node;
}

/** The totals row's texts: its label first, then each summed column's total. */
function totalsTexts(table: ReportTable): string[] {
  return table.Columns.map((column, index) => {
    if (index === 0) return safeText(table.Totals?.Label, { maxLength: 80 }) || 'Total';
    const total = columnTotal(table, column.Key);
    return total === undefined ? '' : formatNumber(total, column.Kind);
  });
}

/**
 * Numbers and dates never wrap (a wrapped amount misreads). Text that surely fits its column is
 * set on one line; a word too long for any line may break anywhere, or it would push the table
 * off the page.
 */
function rowCells(columns: ReportColumn[], texts: string[], oneLine: number): PdfContent[] {
  return columns.map((column, index) => {
    const text = texts[index];
    if (column.Kind !== 'text') return { text, alignment: alignmentOf(column), noWrap: true };
    if (maxTextWidth(text, TABLE_FONT_SIZE) <= oneLine) return { text, noWrap: true };
    return text.split(' ').some((word) => maxTextWidth(word, TABLE_FONT_SIZE) > oneLine) ? { text, wordBreak: 'break-all' } : text;
  });
}

/**
 * Each column's width, and the widest text a text cell may have and still be set on one line.
 *
 * pdfmake breaks text into a run per word to wrap it, and a long table's layout time goes mostly
 * on runs (measuring, styling, writing each), so text that cannot need wrapping is given as one
 * run. "Cannot" is proved, not guessed: a number or date column is given a fixed width, its widest
 * text by maxTextWidth (an upper bound; a header wraps by word), and the text columns share what is
 * left evenly. A table of numbers alone spreads them evenly over its width.
 */
function columnWidths(columns: ReportColumn[], header: string[], rows: string[][], tableWidth: number): { widths: Array<number | '*'>; oneLine: number } {
  const room = tableWidth - CELL_PADDING * columns.length;
  const fixed = columns.map((column, index) => {
    if (column.Kind === 'text') return 0;
    let widest = Math.max(0, ...header[index].split(' ').map((word) => maxTextWidth(word, TABLE_FONT_SIZE)));
    for (const row of rows) widest = Math.max(widest, maxTextWidth(row[index], TABLE_FONT_SIZE));
    return Math.ceil(widest);
  });
  const fixedTotal = fixed.reduce((sum, width) => sum + width, 0);
  const textColumns = columns.filter((column) => column.Kind === 'text').length;
  if (textColumns === 0) {
    const extra = Math.max(0, room - fixedTotal) / columns.length;
    return { widths: fixed.map((width) => width + extra), oneLine: 0 };
  }
  return {
    widths: columns.map((column, index) => (column.Kind === 'text' ? '*' : fixed[index])),
    oneLine: (room - fixedTotal) / textColumns,
  };
}
