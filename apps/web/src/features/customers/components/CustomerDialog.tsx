import type { Customer } from '@notary/contracts';
import { messageOf } from '../../../app/apiError';
import { Dialog } from '../../../shared/dialog/Dialog';
import { LoadingStatus } from '../../../shared/ui/LoadingStatus';
import { useGetBlankCustomerQuery, useGetCustomerQuery } from '../api';
import { CustomerForm } from './CustomerForm';

export interface CustomerDialogProps {
  /** Absent for a new customer. */
  customerId?: string;
  onClose: () => void;
  onSaved: (customer: Customer) => void;
}

/**
 * Loads the customer (or the blank template) fresh from the server, then hands it to the form.
 * The form keeps its own copy from then on, so a refresh underneath never overwrites typing.
 */
export function CustomerDialog({ customerId, onClose, onSaved }: CustomerDialogProps) {
  const existing = useGetCustomerQuery(customerId ?? '', { skip: !customerId, refetchOnMountOrArgChange: true });
  const blank = useGetBlankCustomerQuery(undefined, { skip: !!customerId });
  const { data: customer, error, refetch } = customerId ? existing : blank;
  const title = customerId ? 'Edit customer' : 'New customer';

  if (customer) return <CustomerForm title={title} customer={customer} onClose={onClose} onSaved={onSaved} />;
  return (
    <Dialog title={title} onClose={onClose} footer={{ cancel: 'Cancel', focus: 'cancel' }}>
      {error ? (
        <div className="notice notice--danger" role="alert">
          <strong className="notice__title">{customerId ? 'Unable to load customer data' : 'Unable to get customer template'}</strong>
          <p>{messageOf(error)}</p>
          <button type="button" className="button button--secondary" onClick={() => refetch()}>
            Try again
          </button>
        </div>
      ) : (
        <LoadingStatus text="Loading the customer…" />
      )}
    </Dialog>
  );
}
