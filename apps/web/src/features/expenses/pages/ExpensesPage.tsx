import { useCallback, useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Expense } from '@notary/contracts';
import type { SortingState } from '@tanstack/react-table';
import { isUnauthorized, messageOf } from '../../../app/apiError';
import { useAppDispatch } from '../../../app/hooks';
import { messageShown } from '../../../app/messages';
import { ConfirmDialog } from '../../../shared/dialog/ConfirmDialog';
import { formatMoney, formatUsDate } from '../../../shared/format';
import { useDebouncedValue } from '../../../shared/hooks/useDebouncedValue';
import { Page } from '../../../shared/ui/Page';
import { useDeleteExpenseMutation, useGetExpensePageQuery, useGetExpenseTypesQuery, useGetPayeesQuery } from '../api';
import { ExpenseDialog } from '../components/ExpenseDialog';
import { ExpensesTable, type ExpenseSort } from '../components/ExpensesTable';
import { SigningExpensesView } from '../components/SigningExpensesView';
import '../../../styles/controls.css';
import '../../../styles/tables.css';
import '../../../styles/customers.css';
import '../expenses.css';

/** Spec 001 §9: lists show 20 to a page. */
const PER_PAGE = 20;

/**
 * /Expense: what the notary spent, by year, type and payee, with the total of what the filters match;
 * /Expense?signing={id}: the expenses of one signing (opened from the signing's dialog).
 */
export default function ExpensesPage() {
  const [params] = useSearchParams();
  const signingId = params.get('signing');
  return signingId ? <SigningExpensesView signingId={signingId} /> : <AllExpenses />;
}

function AllExpenses() {
  const dispatch = useAppDispatch();
  const [params, setParams] = useSearchParams();
  const currentYear = new Date().getFullYear();
  const [year, setYear] = useState<number | null>(currentYear);
  const [categoryKey, setCategoryKey] = useState(-2);
  const [payee, setPayee] = useState('');
  const [search, setSearch] = useState('');
  const [sorting, setSorting] = useState<SortingState>([{ id: 'Date', desc: true }]);
  const [pageNumber, setPageNumber] = useState(1);
  const [editing, setEditing] = useState<{ expense: Expense | null } | null>(null);
  const [deleting, setDeleting] = useState<Expense | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const ids = { year: useId(), type: useId(), payee: useId(), search: useId(), payees: useId() };
  const typedSearch = useDebouncedValue(search, 300);
  const typedPayee = useDebouncedValue(payee, 300);
  const [by] = sorting;
  const {
    data: page,
    error,
    isFetching,
    refetch,
  } = useGetExpensePageQuery({
    PageNumber: pageNumber,
    PageSize: PER_PAGE,
    Year: year,
    CategoryKey: categoryKey,
    Payee: typedPayee,
    Search: typedSearch,
    Sort: (by?.id ?? 'Date') as ExpenseSort,
    Descending: by?.desc ?? true,
  });
  const types = useGetExpenseTypesQuery();
  const payees = useGetPayeesQuery();
  const [deleteExpense] = useDeleteExpenseMutation();

  // A new filter or order starts again at the first page.
  const filterKey = `${year}|${categoryKey}|${typedPayee}|${typedSearch}|${by?.id}|${by?.desc}`;
  const [shownKey, setShownKey] = useState(filterKey);
  if (shownKey !== filterKey) {
    setShownKey(filterKey);
    setPageNumber(1);
  }
  const pageCount = page ? Math.max(1, Math.ceil(page.TotalCount / PER_PAGE)) : 1;

  // The menu's "New" links here with ?new=1: open a blank expense, then drop the flag.
  const askedForNew = params.get('new') === '1';
  if (askedForNew && editing === null) setEditing({ expense: null });
  useEffect(() => {
    if (!askedForNew) return;
    const rest = new URLSearchParams(params);
    rest.delete('new');
    setParams(rest, { replace: true });
  }, [askedForNew, params, setParams]);

  const onEdit = useCallback((expense: Expense) => setEditing({ expense }), []);
  const onDelete = useCallback((expense: Expense) => setDeleting(expense), []);
  const confirmDelete = async (expense: Expense) => {
    setDeleting(null);
    try {
      await deleteExpense(expense.Id).unwrap();
      setAnnouncement(`Deleted the expense of ${formatUsDate(expense.Date)} (${expense.Payee}).`);
    } catch (problem) {
      if (!isUnauthorized(problem)) dispatch(messageShown({ title: 'Delete Failed', text: messageOf(problem) }));
    }
  };

  const liveTypes = (types.data?.ExpenseTypes ?? []).filter((type) => !type.IsDeleted);
  return (
    <Page title="Expenses" help="expenses">
      <div className="list-toolbar expenses-filters">
        <div className="inline-field">
          <label htmlFor={ids.year} className="inline-field__label">
            Year
          </label>
          <select
            id={ids.year}
            className="field__input inline-field__input"
            value={year ?? 'All'}
            onChange={(event) => setYear(event.target.value === 'All' ? null : Number(event.target.value))}
          >
            <option value="All">All years</option>
            {Array.from({ length: currentYear - 2015 + 2 }, (_, index) => currentYear + 1 - index).map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </div>
        <div className="inline-field">
          <label htmlFor={ids.type} className="inline-field__label">
            Type
          </label>
          <select
            id={ids.type}
            className="field__input inline-field__input"
            value={categoryKey}
            onChange={(event) => setCategoryKey(Number(event.target.value))}
          >
            <option value={-2}>All Categories</option>
            <option value={-1}>Other</option>
            {liveTypes.map((type) => (
              <option key={type.Id} value={type.Id}>
                {type.Description}
              </option>
            ))}
          </select>
        </div>
        <div className="inline-field">
          <label htmlFor={ids.payee} className="inline-field__label">
            Payee
          </label>
          <input
            id={ids.payee}
            className="field__input inline-field__input"
            list={ids.payees}
            placeholder="Any payee"
            value={payee}
            onChange={(event) => setPayee(event.target.value)}
          />
          <datalist id={ids.payees}>
            {(payees.data ?? []).map((name) => (
              <option key={name} value={name} />
            ))}
          </datalist>
        </div>
        <div className="inline-field expenses-filters__search">
          <label htmlFor={ids.search} className="inline-field__label">
            Search
          </label>
          <input
            id={ids.search}
            type="search"
            className="field__input inline-field__input"
            placeholder="Payee or details"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <button type="button" className="button button--primary list-toolbar__new" aria-haspopup="dialog" onClick={() => setEditing({ expense: null })}>
          New expense
        </button>
      </div>

      {error && (
        <div className="notice notice--danger" role="alert">
          <strong className="notice__title">Unable to load expense data</strong>
          <p>{messageOf(error)}</p>
          <button type="button" className="button button--secondary" onClick={() => refetch()}>
            Try again
          </button>
        </div>
      )}

      {page && (
        <section className="card expenses-total" aria-label="Total" aria-busy={isFetching || undefined}>
          <span className="expenses-total__label">{year === null ? 'All years' : year}</span>
          <strong className="expenses-total__amount">{formatMoney(page.TotalAmount)}</strong>
          <span className="expenses-total__count">
            {page.TotalCount} expense{page.TotalCount === 1 ? '' : 's'}
          </span>
        </section>
      )}

      <p className="list-status" role="status">
        {page ? `${page.TotalCount} expense${page.TotalCount === 1 ? '' : 's'} found.` : isFetching ? 'Loading expenses…' : ''}
        {announcement && ` ${announcement}`}
      </p>

      {page && page.Expenses.length > 0 && (
        <>
          <ExpensesTable expenses={page.Expenses} sorting={sorting} onSortingChange={setSorting} onEdit={onEdit} onDelete={onDelete} />
          {page.TotalCount > PER_PAGE && (
            <nav className="list-pager" aria-label="Expense pages">
              <button type="button" className="button button--secondary button--compact" onClick={() => setPageNumber((n) => n - 1)} disabled={pageNumber <= 1}>
                Previous page
              </button>
              <span className="list-pager__position">
                Page {pageNumber} of {pageCount}
              </span>
              <button
                type="button"
                className="button button--secondary button--compact"
                onClick={() => setPageNumber((n) => n + 1)}
                disabled={pageNumber >= pageCount}
              >
                Next page
              </button>
            </nav>
          )}
        </>
      )}
      {page && page.Expenses.length === 0 && (
        <p className="empty-state card">
          {typedSearch || typedPayee || categoryKey !== -2
            ? 'No expenses match these filters.'
            : 'No expenses recorded for this period yet. Add what you spend on the business: every one is a deduction.'}
        </p>
      )}

      {editing && (
        <ExpenseDialog
          expense={editing.expense}
          types={types.data?.ExpenseTypes ?? []}
          payees={payees.data ?? []}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            if (year !== null) setYear(Number(saved.Date.slice(0, 4)));
            setAnnouncement(`Saved: ${saved.Payee}, ${formatMoney(saved.Amount)}.`);
          }}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title="Delete expense"
          message={`Delete the expense of ${formatUsDate(deleting.Date)} to ${deleting.Payee} (${formatMoney(deleting.Amount)})${deleting.HasReceipt ? ' and its receipt' : ''}? This cannot be undone.`}
          confirmLabel="Delete"
          cancelLabel="Cancel"
          onConfirm={() => void confirmDelete(deleting)}
          onCancel={() => setDeleting(null)}
        />
      )}
    </Page>
  );
}
