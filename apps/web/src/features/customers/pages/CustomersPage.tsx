import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Customer } from '@notary/contracts';
import { isUnauthorized, messageOf } from '../../../app/apiError';
import { useAppDispatch } from '../../../app/hooks';
import { messageShown } from '../../../app/messages';
import { ConfirmDialog } from '../../../shared/dialog/ConfirmDialog';
import { Page } from '../../../shared/ui/Page';
import { useDeleteCustomerMutation, useGetCustomerQuery, useGetCustomersQuery } from '../api';
import { deleteCustomerQuestion } from '../customerForm';
import { CustomerDialog } from '../components/CustomerDialog';
import { CustomersTable } from '../components/CustomersTable';
import { useDebouncedValue } from '../../../shared/hooks/useDebouncedValue';
import '../../../styles/controls.css';
import '../../../styles/tables.css';
import '../../../styles/customers.css';

type Editing = { customerId?: string } | null;

/** The notary's customers: search, show or hide inactive ones, add, edit and delete. */
export default function CustomersPage() {
  const dispatch = useAppDispatch();
  const searchId = useId();
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState('');
  const [includeInactive, setIncludeInactive] = useState(false);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Customer | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const searchRef = useRef<HTMLInputElement>(null);
  const request = { Search: useDebouncedValue(search.trim(), 300), IncludeInactive: includeInactive };
  const { data: customers, error, isFetching, refetch } = useGetCustomersQuery(request);
  const [deleteCustomer] = useDeleteCustomerMutation();

  // The menu's "New" customer links here with ?new=1: open a blank customer, then drop the flag
  // so a reload does not open another.
  const askedForNew = params.get('new') === '1';
  if (askedForNew && editing === null) setEditing({});
  useEffect(() => {
    if (!askedForNew) return;
    const rest = new URLSearchParams(params);
    rest.delete('new');
    setParams(rest, { replace: true });
  }, [askedForNew, params, setParams]);

  const onEdit = useCallback((customer: Customer) => setEditing({ customerId: customer.Id }), []);
  const onDelete = useCallback((customer: Customer) => setDeleting(customer), []);

  const confirmDelete = async (customer: Customer) => {
    setDeleting(null);
    try {
      await deleteCustomer(customer.Id).unwrap();
      setAnnouncement(`Deleted ${customer.Name}.`);
      // The row (and its Delete button, which had the focus) is gone; continue from the search box.
      searchRef.current?.focus();
    } catch (problem) {
      if (!isUnauthorized(problem)) dispatch(messageShown({ title: 'Delete Failed', text: messageOf(problem) }));
    }
  };

  const filtered = request.Search !== '';
  return (
    <Page title="Customers">
      <div className="list-toolbar">
        <div className="inline-field list-toolbar__search">
          <label htmlFor={searchId} className="inline-field__label">
            Search customers
          </label>
          <input
            ref={searchRef}
            id={searchId}
            type="search"
            className="field__input inline-field__input"
            value={search}
            maxLength={100}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <label className="check-field">
          <input type="checkbox" checked={includeInactive} onChange={(event) => setIncludeInactive(event.target.checked)} />
          <span>Show inactive customers</span>
        </label>
        <button type="button" className="button button--primary list-toolbar__new" aria-haspopup="dialog" onClick={() => setEditing({})}>
          New customer
        </button>
      </div>

      <p className="list-status" role="status">
        {isFetching && !customers ? 'Loading customers…' : customers ? countText(customers.length, filtered, includeInactive) : ''}
        {announcement && ` ${announcement}`}
      </p>
      {error && (
        <div className="notice notice--danger" role="alert">
          <strong className="notice__title">Unable to load customer data</strong>
          <p>{messageOf(error)}</p>
          <button type="button" className="button button--secondary" onClick={() => refetch()}>
            Try again
          </button>
        </div>
      )}
      {customers && customers.length > 0 && (
        <CustomersTable customers={customers} resetKey={`${request.Search}|${includeInactive}`} onEdit={onEdit} onDelete={onDelete} />
      )}
      {customers?.length === 0 && !filtered && (
        <p className="empty-state card">No customers yet. Add the title companies and signing services you work for with New customer.</p>
      )}

      {editing && (
        <CustomerDialog
          customerId={editing.customerId}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            setAnnouncement(`Saved ${saved.Name}.`);
          }}
        />
      )}
      {deleting && <DeleteCustomerQuestion customer={deleting} onConfirm={() => void confirmDelete(deleting)} onCancel={() => setDeleting(null)} />}
    </Page>
  );
}

/** Asks before deleting, saying how many signings name the customer and what becomes of them. */
function DeleteCustomerQuestion({ customer, onConfirm, onCancel }: { customer: Customer; onConfirm: () => void; onCancel: () => void }) {
  const { data } = useGetCustomerQuery(customer.Id, { refetchOnMountOrArgChange: true });
  return (
    <ConfirmDialog
      title="Delete customer"
      message={deleteCustomerQuestion(customer.Name, data?.SigningCount)}
      confirmLabel="Delete"
      cancelLabel="Cancel"
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}

function countText(count: number, filtered: boolean, includeInactive: boolean): string {
  if (count === 0) return filtered ? 'No customers match your search.' : '';
  const kind = includeInactive ? 'customer' : 'active customer';
  const matching = filtered ? ` ${count === 1 ? 'matches' : 'match'} your search` : '';
  return `${count} ${kind}${count === 1 ? '' : 's'}${matching}.`;
}
