import { useState } from 'react';
import type { FeedbackKind } from '@notary/contracts';
import { messageOf } from '../../../app/apiError';
import { Page } from '../../../shared/ui/Page';
import { useGetMyBugReportsQuery, useGetMySuggestionsQuery } from '../api';
import { FeedbackDialog } from '../components/FeedbackDialog';
import { KIND_WORDS, newestFirst, sentAt } from '../feedbackRules';
import '../../../styles/controls.css';
import '../../../styles/tables.css';
import '../feedback.css';

/** /Defects: the notary's own suggestions and bug reports, newest first, with where each stands. */
export default function DefectsPage() {
  const suggestions = useGetMySuggestionsQuery();
  const bugs = useGetMyBugReportsQuery();
  const [writing, setWriting] = useState<FeedbackKind | null>(null);
  const error = suggestions.error ?? bugs.error;
  const loaded = suggestions.data && bugs.data;
  const reports = newestFirst(suggestions.data, bugs.data);
  const refresh = () => {
    void suggestions.refetch();
    void bugs.refetch();
  };

  return (
    <Page title="Suggestions and bug reports">
      <div className="list-toolbar feedback-toolbar">
        <button type="button" className="button button--secondary" onClick={refresh}>
          Refresh
        </button>
        <button type="button" className="button button--secondary" aria-haspopup="dialog" onClick={() => setWriting('suggestion')}>
          Add a suggestion
        </button>
        <button type="button" className="button button--primary" aria-haspopup="dialog" onClick={() => setWriting('defect')}>
          Report a bug
        </button>
      </div>

      {error && (
        <div className="notice notice--danger" role="alert">
          <strong className="notice__title">Unable to load your reports</strong>
          <p>{messageOf(error)}</p>
        </div>
      )}

      <p className="list-status" role="status">
        {loaded
          ? reports.length
            ? `${reports.length} report${reports.length === 1 ? '' : 's'}, newest first.`
            : 'You have not sent any suggestions or bug reports yet.'
          : 'Loading your reports…'}
      </p>

      {reports.length > 0 && (
        <div className="table-scroll">
          <table className="data-table feedback-table">
            <caption className="visually-hidden">Your suggestions and bug reports, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Sent</th>
                <th scope="col">Type</th>
                <th scope="col">Details</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {reports.map((report) => (
                <tr key={report.Id}>
                  <td className="feedback-table__date" data-label="Sent">
                    {sentAt(report.DateEntered)}
                  </td>
                  <td data-label="Type">{KIND_WORDS[report.Kind].label}</td>
                  <td className="feedback-table__details" data-label="Details">
                    {report.Details}
                  </td>
                  <td data-label="Status">
                    <span className="feedback-status" data-status={report.Status}>
                      {report.Status}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      {writing && <FeedbackDialog kind={writing} onClose={() => setWriting(null)} />}
    </Page>
  );
}
