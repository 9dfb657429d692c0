import { useParams } from 'react-router-dom';
import { PageNotFound } from '../../../shared/ui/PageNotFound';
import { Page } from '../../../shared/ui/Page';
import { isReportName, reports } from '../reports';

/** A report in its own window, without the menu. */
export default function ReportWindowPage() {
  const { name } = useParams();
  if (!isReportName(name)) return <PageNotFound />;

  const title = `${reports[name]} report`;
  return (
    <main className="report-window">
      <Page title={title}>
        <p className="coming-soon">The {title} is coming in the next release.</p>
        <button type="button" className="button button--secondary" onClick={() => window.close()}>
          Close window
        </button>
      </Page>
    </main>
  );
}
