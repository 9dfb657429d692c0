/**
 * A report's page layout as a pdfmake document definition, for an accountant: who and what period
 * it is for, the headline figures with how each was reached, the notes in a box (the tax report's
 * "this is an estimate" is read before its tables), then each table. US Letter, landscape when a
 * table is too wide for portrait; printable in black and white (tints only help the eye).
 */
import type { Report, ReportFigure } from '@notary/contracts';
import { formatDate, safeText } from './invoice-format';
import { FONT_FAMILY, type PdfContent, type PdfDefinition } from './pdf-engine';
import { finiteNumber, formatNumber, periodText, reportShape } from './report-format';
import { COLOURS, TABLE_FONT_SIZE, TEXT_FONT_SIZE } from './report-style';
import { reportTable } from './report-table-layout';

const { ink: INK, muted: MUTED, accent: ACCENT, tint: TINT, noteEdge: NOTE_EDGE, noteTint: NOTE_TINT } = COLOURS;

const MARGINS: [number, number, number, number] = [40, 50, 40, 46];
/** US Letter, in points. */
const PAGE = { width: 612, height: 792 };
/** More columns than this do not fit a portrait page at a readable size: the report turns landscape. */
const PORTRAIT_MAX_COLUMNS = 6;

export interface ReportLayoutOptions {
  /** false leaves the PDF's streams uncompressed, so tests can read the text; true by default. */
  compress?: boolean;
}

export function reportDefinition(model: Report, { compress = true }: ReportLayoutOptions = {}): PdfDefinition {
  const report = reportShape(model);
  const title = safeText(report.Title, { maxLength: 120 }) || 'Report';
  const period = periodText(report.Period);
  const preparedFor = safeText(report.PreparedFor, { maxLength: 200 });
  const generated = Date.parse(report.GeneratedAt);
  const landscape = report.Tables.some((table) => table.Columns.length > PORTRAIT_MAX_COLUMNS);
  return {
    pageSize: 'LETTER',
    pageOrientation: landscape ? 'landscape' : 'portrait',
    pageMargins: MARGINS,
    compress,
    language: 'en-US',
    info: {
      title: [title, safeText(report.Period?.Label, { maxLength: 80 })].filter(Boolean).join(' — '),
      author: preparedFor,
      subject: `${title} report`,
      // The report's own time, so the same report makes the same file.
      ...(Number.isFinite(generated) ? { creationDate: new Date(generated) } : {}),
    },
    // The tables' size is the default: a table's thousands of cells then find it without looking
    // up the style stack, which pdfmake does for every word of every cell.
    defaultStyle: { font: FONT_FAMILY, fontSize: TABLE_FONT_SIZE, lineHeight: 1.15, color: INK },
    styles: {
      title: { fontSize: 18, bold: true, color: ACCENT },
      label: { fontSize: 7.5, bold: true, color: MUTED, characterSpacing: 0.6 },
      th: { fontSize: 8, bold: true, color: MUTED },
      muted: { color: MUTED },
    },
    // Pages after the first say whose report and which period they belong to.
    header: (page: number) =>
      page > 1
        ? {
            columns: [
              { text: preparedFor, bold: true },
              { text: `${title} · ${period}`, alignment: 'right' },
            ],
            fontSize: 8,
            color: MUTED,
            margin: [MARGINS[0], 24, MARGINS[2], 0],
          }
        : null,
    footer: (page: number, pages: number) => ({
      columns: [{ text: title }, { text: `Page ${page} of ${pages}`, alignment: 'right' }],
      fontSize: 8,
      color: MUTED,
      margin: [MARGINS[0], 18, MARGINS[2], 0],
    }),
    content: [
      heading(title, period, preparedFor, report.GeneratedAt),
      figures(report.Figures, landscape),
      notes(report.Notes),
      ...report.Tables.map((table) => reportTable(table, (landscape ? PAGE.height : PAGE.width) - MARGINS[0] - MARGINS[2])),
    ],
  };
}

function heading(title: string, period: string, preparedFor: string, generatedAt: string): PdfContent {
  // The day the timestamp names: the notary's own when it carries their offset, UTC's when it ends in Z.
  const generated = formatDate(generatedAt);
  return {
    stack: [
      { text: title, style: 'title' },
      { text: period, fontSize: 12, bold: true, margin: [0, 2, 0, 6] },
      {
        columns: [
          {
            text: preparedFor
              ? [
                  { text: 'Prepared for ', style: 'muted' },
                  { text: preparedFor, bold: true },
                ]
              : '',
            width: '*',
          },
          { text: generated ? [{ text: 'Generated ', style: 'muted' }, generated] : '', width: 'auto', alignment: 'right' },
        ],
      },
    ],
    fontSize: TEXT_FONT_SIZE,
    margin: [0, 0, 0, 14],
  };
}

function figureCell(figure: ReportFigure): PdfContent {
  const value = finiteNumber(figure.Value);
  const basis = safeText(figure.Basis, { maxLength: 400 });
  return {
    stack: [
      { text: safeText(figure.Label, { maxLength: 80 }).toUpperCase(), style: 'label' },
      { text: value === undefined ? '—' : formatNumber(value, figure.Kind), fontSize: 15, bold: true, margin: [0, 2, 0, basis ? 2 : 0] },
      ...(basis ? [{ text: basis, fontSize: 7.5, color: MUTED, lineHeight: 1.1 }] : []),
    ],
    fillColor: TINT,
    margin: [4, 3, 4, 4],
  };
}

/**
 * The headline figures as cards, up to three to a row (five on a landscape page, to leave room for
 * the first table), the rows filled evenly: four make two rows of two, five a row of three and two.
 */
function figures(list: ReportFigure[], landscape: boolean): PdfContent {
  if (list.length === 0) return '';
  const most = landscape ? 5 : 3;
  const perRow = list.length === 1 ? most : Math.ceil(list.length / Math.ceil(list.length / most));
  const body: PdfContent[][] = [];
  for (let start = 0; start < list.length; start += perRow) {
    const row = list.slice(start, start + perRow).map(figureCell);
    while (row.length < perRow) row.push('');
    body.push(row);
  }
  return {
    table: { widths: Array(perRow).fill('*'), body, dontBreakRows: true },
    // White rules between tinted cells read as gaps between cards.
    layout: { hLineWidth: () => 5, vLineWidth: () => 5, hLineColor: () => '#ffffff', vLineColor: () => '#ffffff' },
    margin: [-5, -5, -5, 9],
  };
}

function notes(list: string[]): PdfContent {
  const texts = list.map((note) => safeText(note, { maxLength: 2000, multiline: true })).filter(Boolean);
  if (texts.length === 0) return '';
  return {
    table: {
      widths: ['*'],
      body: [
        [
          {
            stack: [
              { text: 'PLEASE NOTE', style: 'label', color: NOTE_EDGE, margin: [0, 0, 0, 3] },
              texts.length === 1 ? { text: texts[0] } : { ul: texts, markerColor: NOTE_EDGE },
            ],
            fontSize: 9.5,
            fillColor: NOTE_TINT,
            margin: [6, 5, 6, 6],
          },
        ],
      ],
    },
    layout: {
      hLineWidth: () => 0.8,
      vLineWidth: (i: number) => (i === 0 ? 3 : 0.8),
      hLineColor: () => NOTE_EDGE,
      vLineColor: () => NOTE_EDGE,
    },
    margin: [0, 2, 0, 8],
  };
}
