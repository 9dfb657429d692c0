import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { messageOf } from '../../../app/apiError';
import { localToday } from '../../../shared/format';
import { LoadingStatus } from '../../../shared/ui/LoadingStatus';
import { Page } from '../../../shared/ui/Page';
import { useGetBatchInvoiceQuery, useProposeBatchInvoiceQuery } from '../api';
import { BatchInvoiceEditor } from '../components/BatchInvoiceEditor';
import '../../../styles/controls.css';
import '../invoices.css';

/**
 * /BatchInvoice?id={id}: a saved batch invoice; /BatchInvoice?customer={id}&signings={ids}: a new one
 * for the signings checked on the list (its Batch invoice button).
 */
export default function BatchInvoicePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = params.get('id');
  const customerId = params.get('customer') ?? '';
  const signingIds = (params.get('signings') ?? '').split(',').filter(Boolean);
  const [today] = useState(() => localToday());
  const saved = useGetBatchInvoiceQuery(id ?? '', { skip: !id });
  const proposed = useProposeBatchInvoiceQuery(
    { Customer: { Id: customerId }, Appointments: signingIds, InvoiceDate: today },
    { skip: Boolean(id) || !customerId },
  );
  const { data, error, isLoading, refetch } = id ? saved : proposed;
  const [announcement, setAnnouncement] = useState('');

  const title = data ? `Batch invoice ${data.Id ? data.InvoiceNumber : '(new)'} to ${data.Customer.Name}` : 'Batch invoice';
  return (
    <Page title={title} help="invoicing">
      <div className="list-toolbar">
        <Link to="/Appointment">Signings</Link>
        {data?.Id && (
          <a href={`/batchinvoice/download/${encodeURIComponent(data.Id)}`} download>
            Download the saved PDF
          </a>
        )}
      </div>
      <p className="list-status" role="status">
        {announcement}
      </p>
      {!id && !customerId && (
        <p className="empty-state card">On the signings list, choose the customer in the customer filter, check their signings, then press Batch invoice.</p>
      )}
      {isLoading && <LoadingStatus text="Loading the invoice" />}
      {error && (
        <div className="notice notice--danger" role="alert">
          <strong className="notice__title">Unable to load invoice</strong>
          <p>{messageOf(error)}</p>
          <button type="button" className="button button--secondary" onClick={() => refetch()}>
            Try again
          </button>
        </div>
      )}
      {data && (
        <BatchInvoiceEditor
          key={data.Id ?? 'new'}
          batch={data}
          onSaved={(batch, message) => {
            setAnnouncement(message);
            if (batch.Id !== id) navigate(`/BatchInvoice?id=${encodeURIComponent(batch.Id!)}`, { replace: true });
          }}
        />
      )}
    </Page>
  );
}
