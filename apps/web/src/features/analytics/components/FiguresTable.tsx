import { formatMoney } from '../../../shared/format';

export type FigureKind = 'text' | 'money' | 'count' | 'percent';
export interface FigureColumn {
  key: string;
  title: string;
  kind: FigureKind;
}
export type FigureRow = Record<string, string | number | null>;

export function formatFigure(value: string | number | null | undefined, kind: FigureKind): string {
  if (value === null || value === undefined) return '—';
  if (kind === 'money') return formatMoney(Number(value));
  if (kind === 'percent') return `${value}%`;
  return String(value);
}

/** The figures a chart draws, as a table: the first column names the row, the rest are figures. */
export function FiguresTable({ caption, columns, rows, totals }: { caption: string; columns: FigureColumn[]; rows: FigureRow[]; totals?: FigureRow }) {
  const [head, ...figures] = columns;
  return (
    <div className="table-scroll analytics-figures-table">
      <table className="data-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{head!.title}</th>
            {figures.map((column) => (
              <th key={column.key} scope="col" className="numeric">
                {column.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={`${row[head!.key]}-${index}`}>
              <th scope="row">{formatFigure(row[head!.key], head!.kind)}</th>
              {figures.map((column) => (
                <td
                  key={column.key}
                  className="numeric"
                  data-negative={typeof row[column.key] === 'number' && (row[column.key] as number) < 0 ? true : undefined}
                >
                  {formatFigure(row[column.key], column.kind)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        {totals && (
          <tfoot>
            <tr>
              <th scope="row">{formatFigure(totals[head!.key], head!.kind)}</th>
              {figures.map((column) => (
                <td key={column.key} className="numeric">
                  {formatFigure(totals[column.key], column.kind)}
                </td>
              ))}
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}
