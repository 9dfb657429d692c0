import { useId, useState } from 'react';
import type { ReportTable } from '@notary/contracts';
import { formatCell, isNumeric, PREVIEW_ROWS } from '../reportRules';

/** One table of the report as the page previews it: the first rows, the totals, and how many more the downloads hold. */
export function ReportTableView({ table }: { table: ReportTable }) {
  const headingId = useId();
  const [all, setAll] = useState(false);
  const rows = all ? table.Rows : table.Rows.slice(0, PREVIEW_ROWS);
  return (
    <section className="card report-table" aria-labelledby={headingId}>
      <h2 id={headingId}>{table.Title}</h2>
      {table.Rows.length === 0 ? (
        <p className="report-note">Nothing in this period.</p>
      ) : (
        <div className="table-scroll">
          <table className="data-table report-table__table" aria-labelledby={headingId}>
            <thead>
              <tr>
                {table.Columns.map((column) => (
                  <th key={column.Key} scope="col" data-numeric={isNumeric(column.Kind) || undefined}>
                    {column.Title}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => (
                <tr key={index}>
                  {table.Columns.map((column) => (
                    <td key={column.Key} data-numeric={isNumeric(column.Kind) || undefined}>
                      {formatCell(row[column.Key] ?? null, column.Kind)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
            {table.Totals && (
              <tfoot>
                <tr>
                  {table.Columns.map((column, index) => (
                    <td key={column.Key} data-numeric={isNumeric(column.Kind) || undefined}>
                      {index === 0 ? table.Totals!.Label : column.Key in table.Totals!.Values ? formatCell(table.Totals!.Values[column.Key]!, column.Kind) : ''}
                    </td>
                  ))}
                </tr>
              </tfoot>
            )}
          </table>
        </div>
      )}
      {table.Rows.length > PREVIEW_ROWS && (
        <p className="report-note">
          {all ? `All ${table.Rows.length} rows.` : `The first ${PREVIEW_ROWS} of ${table.Rows.length} rows; the totals and the downloads include all of them.`}{' '}
          <button type="button" className="button button--secondary button--compact" onClick={() => setAll(!all)}>
            {all ? `Show the first ${PREVIEW_ROWS}` : 'Show all rows'}
          </button>
        </p>
      )}
    </section>
  );
}
