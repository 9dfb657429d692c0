import type { Report } from '@notary/contracts';
import { formatCell } from '../reportRules';

/** The report's headline figures, each with what it is made of. */
export function ReportFigures({ report }: { report: Report }) {
  return (
    <section className="card" aria-label="Figures">
      <dl className="report-figures">
        {report.Figures.map((figure) => (
          <div key={figure.Key} className="report-figure">
            <dt>{figure.Label}</dt>
            <dd>{formatCell(figure.Value, figure.Kind)}</dd>
            {figure.Basis && <dd className="report-figure__basis">{figure.Basis}</dd>}
          </div>
        ))}
      </dl>
    </section>
  );
}
