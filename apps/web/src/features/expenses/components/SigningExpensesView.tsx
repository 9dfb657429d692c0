import { useCallback, useState } from 'react';
import { Link } from 'react-router-dom';
import type { Expense } from '@notary/contracts';
import { isUnauthorized, messageOf } from '../../../app/apiError';
import { useAppDispatch } from '../../../app/hooks';
import { messageShown } from '../../../app/messages';
import { ConfirmDialog } from '../../../shared/dialog/ConfirmDialog';
import { formatMoney, formatUsDate } from '../../../shared/format';
import { Page } from '../../../shared/ui/Page';
import { useDeleteExpenseMutation, useGetExpenseTypesQuery, useGetPayeesQuery, useGetSigningExpensesQuery, useGetSigningHeadingQuery } from '../api';
import { ExpenseDialog } from './ExpenseDialog';
import { ExpensesTable } from './ExpensesTable';

/** One signing's expenses (spec 001's per-signing expenses): they go with the signing when it is deleted. */
export function SigningExpensesView({ signingId }: { signingId: string }) {
  const dispatch = useAppDispatch();
  const heading = useGetSigningHeadingQuery(signingId);
  const { data, error, isFetching, refetch } = useGetSigningExpensesQuery(signingId);
  const types = useGetExpenseTypesQuery();
  const payees = useGetPayeesQuery();
  const [deleteExpense] = useDeleteExpenseMutation();
  const [editing, setEditing] = useState<{ expense: Expense | null } | null>(null);
  const [deleting, setDeleting] = useState<Expense | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const onEdit = useCallback((expense: Expense) => setEditing({ expense }), []);
  const onDelete = useCallback((expense: Expense) => setDeleting(expense), []);

  const signing = heading.data;
  const who = signing ? [signing.FirstName, signing.LastName].filter(Boolean).join(' ') : '';
  const title = signing ? `Expenses of the signing for ${who} on ${formatUsDate(signing.AppointmentDate)}` : 'Expenses of a signing';
  const gone = heading.error && !signing;
  const confirmDelete = async (expense: Expense) => {
    setDeleting(null);
    try {
      await deleteExpense(expense.Id).unwrap();
      setAnnouncement(`Deleted the expense to ${expense.Payee}.`);
    } catch (problem) {
      if (!isUnauthorized(problem)) dispatch(messageShown({ title: 'Delete Failed', text: messageOf(problem) }));
    }
  };

  return (
    <Page title={title}>
      <div className="list-toolbar expenses-filters">
        <Link to="/Expense">All expenses</Link>
        {!gone && (
          <button type="button" className="button button--primary list-toolbar__new" aria-haspopup="dialog" onClick={() => setEditing({ expense: null })}>
            New expense for this signing
          </button>
        )}
      </div>
      {gone && (
        <div className="notice notice--danger" role="alert">
          <strong className="notice__title">Unable to load appointment data</strong>
          <p>{messageOf(heading.error)}</p>
        </div>
      )}
      {error && (
        <div className="notice notice--danger" role="alert">
          <strong className="notice__title">Unable to load expense data</strong>
          <p>{messageOf(error)}</p>
          <button type="button" className="button button--secondary" onClick={() => refetch()}>
            Try again
          </button>
        </div>
      )}
      {data && (
        <section className="card expenses-total" aria-label="Total" aria-busy={isFetching || undefined}>
          <span className="expenses-total__label">This signing</span>
          <strong className="expenses-total__amount">{formatMoney(data.TotalAmount)}</strong>
          <span className="expenses-total__count">
            {data.Expenses.length} expense{data.Expenses.length === 1 ? '' : 's'}
          </span>
        </section>
      )}
      <p className="list-status" role="status">
        {announcement}
      </p>
      {data && data.Expenses.length > 0 && (
        <ExpensesTable
          expenses={data.Expenses}
          sorting={[{ id: 'Date', desc: false }]}
          onSortingChange={() => undefined}
          onEdit={onEdit}
          onDelete={onDelete}
          sortable={false}
        />
      )}
      {data && data.Expenses.length === 0 && !gone && (
        <p className="empty-state card">
          Nothing spent for this signing yet. Parking, a courier or printing for it belong here: they go with the signing if it is deleted.
        </p>
      )}
      {editing && (
        <ExpenseDialog
          expense={editing.expense}
          appointmentId={signingId}
          defaultDate={signing?.AppointmentDate}
          types={types.data?.ExpenseTypes ?? []}
          payees={payees.data ?? []}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            setAnnouncement(`Saved: ${saved.Payee}, ${formatMoney(saved.Amount)}.`);
          }}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title="Delete expense"
          message={`Delete the expense of ${formatUsDate(deleting.Date)} to ${deleting.Payee} (${formatMoney(deleting.Amount)})? This cannot be undone.`}
          confirmLabel="Delete"
          cancelLabel="Cancel"
          onConfirm={() => void confirmDelete(deleting)}
          onCancel={() => setDeleting(null)}
        />
      )}
    </Page>
  );
}
