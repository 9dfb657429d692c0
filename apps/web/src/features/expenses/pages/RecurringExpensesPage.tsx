import { useState } from 'react';
import type { RecurringExpense } from '@notary/contracts';
import { isUnauthorized, messageOf } from '../../../app/apiError';
import { useAppDispatch } from '../../../app/hooks';
import { messageShown } from '../../../app/messages';
import { ConfirmDialog } from '../../../shared/dialog/ConfirmDialog';
import { formatMoney, formatUsDate, localToday } from '../../../shared/format';
import { Page } from '../../../shared/ui/Page';
import { useDeleteRecurringExpenseMutation, useGetExpenseTypesQuery, useGetRecurringExpensesQuery } from '../api';
import { RecurringExpenseDialog } from '../components/RecurringExpenseDialog';
import { INTERVALS } from '../recurringForm';
import '../../../styles/controls.css';
import '../../../styles/tables.css';
import '../../../styles/customers.css';
import '../expenses.css';

const intervalName = (id: number) => INTERVALS.find((interval) => interval.id === id)?.label ?? 'Unknown';

/** /RecurringExpenses: what repeats (rent, insurance, subscriptions), its status and when it is next recorded. */
export default function RecurringExpensesPage() {
  const dispatch = useAppDispatch();
  const today = localToday();
  const { data: list, error, isFetching, refetch } = useGetRecurringExpensesQuery(today);
  const types = useGetExpenseTypesQuery();
  const [editing, setEditing] = useState<{ recurring: RecurringExpense | null } | null>(null);
  const [deleting, setDeleting] = useState<RecurringExpense | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [deleteRecurring] = useDeleteRecurringExpenseMutation();

  const confirmDelete = async (recurring: RecurringExpense) => {
    setDeleting(null);
    try {
      await deleteRecurring(recurring.Id).unwrap();
      setAnnouncement(`Deleted ${recurring.Name}. The expenses it recorded stay.`);
    } catch (problem) {
      if (!isUnauthorized(problem)) dispatch(messageShown({ title: 'Delete Failed', text: messageOf(problem) }));
    }
  };
  const typeName = (id: number | null) => (id === null ? 'Other' : (types.data?.ExpenseTypes.find((type) => type.Id === id)?.Description ?? 'Other'));

  return (
    <Page title="Recurring Expenses" help="expenses">
      <div className="list-toolbar">
        <p className="list-toolbar__intro">Expenses that repeat are recorded for you on the day they fall due.</p>
        <button type="button" className="button button--primary list-toolbar__new" aria-haspopup="dialog" onClick={() => setEditing({ recurring: null })}>
          New recurring expense
        </button>
      </div>
      {error && (
        <div className="notice notice--danger" role="alert">
          <strong className="notice__title">Unable to load recurring expenses</strong>
          <p>{messageOf(error)}</p>
          <button type="button" className="button button--secondary" onClick={() => refetch()}>
            Try again
          </button>
        </div>
      )}
      <p className="list-status" role="status">
        {list ? `${list.length} recurring expense${list.length === 1 ? '' : 's'}.` : isFetching ? 'Loading…' : ''}
        {announcement && ` ${announcement}`}
      </p>
      {list && list.length > 0 && (
        <div className="table-scroll">
          <table className="data-table expenses-table">
            <caption className="visually-hidden">Recurring expenses by name</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Payee</th>
                <th scope="col">Type</th>
                <th scope="col">Repeats</th>
                <th scope="col" className="numeric">
                  Amount
                </th>
                <th scope="col">Status</th>
                <th scope="col">Next</th>
                <th scope="col" className="numeric">
                  Recorded
                </th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.map((recurring) => (
                <tr key={recurring.Id}>
                  <td>
                    <button type="button" className="name-button" aria-haspopup="dialog" onClick={() => setEditing({ recurring })}>
                      {recurring.Name}
                    </button>
                  </td>
                  <td>{recurring.Payee}</td>
                  <td>{typeName(recurring.AppointmentTypeId)}</td>
                  <td>
                    {intervalName(recurring.Interval)}, from {formatUsDate(recurring.StartDate)}
                    {recurring.EndDate && !recurring.Forever ? ` to ${formatUsDate(recurring.EndDate)}` : ''}
                  </td>
                  <td className="numeric">{formatMoney(recurring.Amount)}</td>
                  <td>
                    <span className="status-chip" data-status={recurring.Status}>
                      {recurring.Status}
                    </span>
                  </td>
                  <td>{recurring.NextDate ? formatUsDate(recurring.NextDate) : '—'}</td>
                  <td className="numeric">{recurring.RecordedCount}</td>
                  <td>
                    <button
                      type="button"
                      className="button button--secondary button--compact button--danger-text"
                      aria-haspopup="dialog"
                      aria-label={`Delete the recurring expense ${recurring.Name}`}
                      onClick={() => setDeleting(recurring)}
                    >
                      Delete
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {list && list.length === 0 && (
        <p className="empty-state card">
          No recurring expenses yet. Add your rent, your E&amp;O insurance or a monthly subscription once, and each one is recorded when it falls due.
        </p>
      )}
      {editing && (
        <RecurringExpenseDialog
          recurring={editing.recurring}
          types={types.data?.ExpenseTypes ?? []}
          onClose={() => setEditing(null)}
          onSaved={(name) => {
            setEditing(null);
            setAnnouncement(`Saved ${name}.`);
          }}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title="Delete recurring expense"
          message={`Stop recording ${deleting.Name}? The ${deleting.RecordedCount} expense${deleting.RecordedCount === 1 ? '' : 's'} it recorded stay.`}
          confirmLabel="Delete"
          cancelLabel="Cancel"
          onConfirm={() => void confirmDelete(deleting)}
          onCancel={() => setDeleting(null)}
        />
      )}
    </Page>
  );
}
