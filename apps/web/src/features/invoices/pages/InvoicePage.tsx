import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { messageOf } from '../../../app/apiError';
import { localToday } from '../../../shared/format';
import { LoadingStatus } from '../../../shared/ui/LoadingStatus';
import { Page } from '../../../shared/ui/Page';
import { useGetInvoiceQuery } from '../api';
import { InvoiceEditor } from '../components/InvoiceEditor';
import '../../../styles/controls.css';
import '../invoices.css';

/** /Invoice?signing={id}: the signing's invoice, opened from the signing's dialog. */
export default function InvoicePage() {
  const [params] = useSearchParams();
  const signingId = params.get('signing') ?? '';
  const [today] = useState(() => localToday());
  const { data, error, isLoading, refetch } = useGetInvoiceQuery({ signingId, today }, { skip: !signingId });
  const [announcement, setAnnouncement] = useState('');

  const title = data ? `Invoice ${data.Saved ? data.InvoiceNumber : '(new)'} for ${data.SignerName}` : 'Invoice';
  return (
    <Page title={title} help="invoicing">
      <div className="list-toolbar">
        <Link to="/Appointment">Signings</Link>
        {signingId && <Link to={`/Expense?signing=${encodeURIComponent(signingId)}`}>Expenses of this signing</Link>}
      </div>
      <p className="list-status" role="status">
        {announcement}
      </p>
      {!signingId && <p className="empty-state card">Open an invoice from a signing: its dialog has an Invoice link once it is saved.</p>}
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
      {/* Keyed by what was saved: a save elsewhere (another tab) re-opens the form on the new version. */}
      {data && <InvoiceEditor key={`${data.Id}-${data.Saved}-${data.InvoiceNumber}`} signingId={signingId} invoice={data} onSaved={setAnnouncement} />}
    </Page>
  );
}
