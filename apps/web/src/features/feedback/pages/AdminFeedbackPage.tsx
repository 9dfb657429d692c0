import { useId, useState } from 'react';
import type { AdminFeedbackItem, FeedbackStatus } from '@notary/contracts';
import { FEEDBACK_STATUS_VALUES } from '@notary/contracts/wire-values';
import { isUnauthorized, messageOf } from '../../../app/apiError';
import { useAppDispatch } from '../../../app/hooks';
import { messageShown } from '../../../app/messages';
import { Page } from '../../../shared/ui/Page';
import { useChangeFeedbackStatusMutation, useGetAllBugReportsQuery, useGetAllSuggestionsQuery } from '../api';
import { KIND_WORDS, newestFirst, sentAt } from '../feedbackRules';
import '../../../styles/controls.css';
import '../../../styles/tables.css';
import '../feedback.css';

type Shown = 'all' | 'suggestion' | 'defect';

/** /Admin/Feedback (admins only): every notary's suggestions and bug reports, and their status. */
export default function AdminFeedbackPage() {
  const dispatch = useAppDispatch();
  const suggestions = useGetAllSuggestionsQuery();
  const bugs = useGetAllBugReportsQuery();
  const [changeStatus] = useChangeFeedbackStatusMutation();
  const [shown, setShown] = useState<Shown>('all');
  const [announcement, setAnnouncement] = useState('');
  const filterId = useId();
  const error = suggestions.error ?? bugs.error;
  const loaded = suggestions.data && bugs.data;
  const reports = newestFirst(shown === 'defect' ? [] : suggestions.data, shown === 'suggestion' ? [] : bugs.data);

  const change = async (report: AdminFeedbackItem, status: FeedbackStatus) => {
    try {
      await changeStatus({ id: report.Id, status }).unwrap();
      setAnnouncement(`Marked ${report.Email}'s ${KIND_WORDS[report.Kind].label.toLowerCase()} ${status}.`);
    } catch (problem) {
      if (!isUnauthorized(problem)) dispatch(messageShown({ title: 'Not Saved', text: messageOf(problem) }));
    }
  };

  return (
    <Page title="Feedback and bug reports">
      <div className="list-toolbar feedback-toolbar">
        <div className="inline-field">
          <label htmlFor={filterId} className="inline-field__label">
            Show
          </label>
          <select id={filterId} className="field__input inline-field__input" value={shown} onChange={(event) => setShown(event.target.value as Shown)}>
            <option value="all">All</option>
            <option value="suggestion">Suggestions</option>
            <option value="defect">Bug reports</option>
          </select>
        </div>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            void suggestions.refetch();
            void bugs.refetch();
          }}
        >
          Refresh
        </button>
      </div>

      {error && (
        <div className="notice notice--danger" role="alert">
          <strong className="notice__title">Unable to load the reports</strong>
          <p>{messageOf(error)}</p>
        </div>
      )}

      <p className="list-status" role="status">
        {loaded ? `${reports.length} report${reports.length === 1 ? '' : 's'}, newest first.` : 'Loading the reports…'}
        {announcement && ` ${announcement}`}
      </p>

      {reports.length > 0 && (
        <div className="table-scroll">
          <table className="data-table feedback-table">
            <caption className="visually-hidden">Every notary's suggestions and bug reports, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Sent</th>
                <th scope="col">Notary</th>
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
                  <td data-label="Notary">{report.Email}</td>
                  <td data-label="Type">{KIND_WORDS[report.Kind].label}</td>
                  <td className="feedback-table__details" data-label="Details">
                    {report.Details}
                  </td>
                  <td data-label="Status">
                    <select
                      className="field__input feedback-table__status"
                      aria-label={`Status of ${report.Email}'s ${KIND_WORDS[report.Kind].label.toLowerCase()}: ${report.Details.slice(0, 60)}`}
                      value={report.Status}
                      onChange={(event) => void change(report, event.target.value as FeedbackStatus)}
                    >
                      {FEEDBACK_STATUS_VALUES.map((status) => (
                        <option key={status} value={status}>
                          {status}
                        </option>
                      ))}
                    </select>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Page>
  );
}
