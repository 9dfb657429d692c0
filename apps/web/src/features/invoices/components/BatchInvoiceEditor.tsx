import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import type { BatchInvoice, BatchInvoiceSaveBody } from '@notary/contracts';
import { isApiError, isUnauthorized, messageOf } from '../../../app/apiError';
import { formatMoney, formatUsDate } from '../../../shared/format';
import { FormAlert, type FormProblem } from '../../../shared/ui/FormAlert';
import { LoadingButton } from '../../../shared/ui/LoadingButton';
import { useSaveBatchInvoiceMutation } from '../api';
import { headProblems, type PaymentTermsCode } from '../invoiceForm';
import { InvoiceHeadFields, InvoiceNotesField, InvoiceTotals, RemoveRowButton } from './InvoiceFields';
import { InvoicePreview } from './InvoicePreview';
import { SendInvoiceDialog } from './SendInvoiceDialog';

interface BatchDraft {
  InvoiceNumber: string;
  InvoiceDate: string;
  PaymentTerms: PaymentTermsCode;
  Notes: string;
  signingIds: string[];
}

const draftOf = (batch: BatchInvoice): BatchDraft => ({
  InvoiceNumber: String(batch.InvoiceNumber),
  InvoiceDate: batch.InvoiceDate,
  PaymentTerms: batch.PaymentTerms,
  Notes: batch.Notes,
  signingIds: batch.Appointments.map((signing) => signing.Id),
});

/**
 * One invoice to one customer for several of its signings: a fee per signing less what each was
 * paid, with the PDF beside it. Saving marks every signing as on this batch and sent.
 */
export function BatchInvoiceEditor({ batch, onSaved }: { batch: BatchInvoice; onSaved: (saved: BatchInvoice, message: string) => void }) {
  const formId = useId();
  const [draft, setDraft] = useState<BatchDraft>(() => draftOf(batch));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const [save, { isLoading: saving }] = useSaveBatchInvoiceMutation();
  const [sending, setSending] = useState(false);
  const change = (changes: Partial<BatchDraft>) => {
    setDraft((now) => ({ ...now, ...changes }));
    setErrors((now) => Object.fromEntries(Object.entries(now).filter(([field]) => !(field in changes))));
  };

  const signings = batch.Appointments.filter((signing) => draft.signingIds.includes(signing.Id));
  const cents = (amount: number) => Math.round(amount * 100);
  const billed = signings.reduce((sum, signing) => sum + cents(signing.Fee), 0) / 100;
  const paid = signings.reduce((sum, signing) => sum + cents(signing.Paid), 0) / 100;
  const problems = headProblems(draft);
  if (!signings.length) problems.Appointments = 'Please select the signings you want to include in the batch invoice.';
  const body: BatchInvoiceSaveBody = {
    Id: batch.Id,
    Customer: { Id: batch.Customer.Id },
    Appointments: draft.signingIds,
    InvoiceNumber: Number(draft.InvoiceNumber),
    InvoiceDate: draft.InvoiceDate,
    PaymentTerms: draft.PaymentTerms,
    Notes: draft.Notes,
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setErrors(problems);
    if (Object.keys(problems).length) return;
    setProblem(null);
    try {
      const answer = await save(body).unwrap();
      onSaved(
        answer.BatchInvoice,
        `${answer.Response}: invoice ${answer.BatchInvoice.InvoiceNumber} to ${answer.BatchInvoice.Customer.Name}, balance due ${formatMoney(answer.BatchInvoice.BalanceDue)}.`,
      );
    } catch (error) {
      if (isUnauthorized(error)) return;
      setErrors(isApiError(error) ? (error.Errors ?? {}) : {});
      setProblem({ title: 'Unable to save invoice', message: messageOf(error) });
    }
  };

  const customer = batch.Customer;
  return (
    <div className="invoice-layout">
      <form id={formId} className="card form invoice-form" noValidate onSubmit={(event) => void submit(event)}>
        <FormAlert problem={problem} />
        <div>
          <h2 className="form-section__title">Bill to</h2>
          <address className="invoice-form__address">
            <strong>{customer.Name}</strong>
            {customer.Address1 && <span>{customer.Address1}</span>}
            <span>{[customer.City, [customer.State, customer.Zip].filter(Boolean).join(' ')].filter(Boolean).join(', ')}</span>
          </address>
        </div>
        <InvoiceHeadFields formId={formId} head={draft} errors={errors} onChange={change} />

        <table className="invoice-lines">
          <caption className="form-section__title">Signings ({signings.length})</caption>
          <thead>
            <tr>
              <th scope="col">Signing</th>
              <th scope="col" className="invoice-lines__amount">
                Fee
              </th>
              <th scope="col" className="invoice-lines__amount">
                Paid
              </th>
              <th scope="col">
                <span className="visually-hidden">Remove</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {signings.map((signing) => (
              <tr key={signing.Id}>
                <td>
                  <Link to={`/Invoice?signing=${encodeURIComponent(signing.Id)}`}>{signing.SignerName}</Link>
                  <span className="check-field__hint">
                    {' '}
                    {formatUsDate(signing.SigningDate)}, {signing.Description}
                    {signing.BatchInvoiceId && signing.BatchInvoiceId !== batch.Id ? ' (already on another batch invoice)' : ''}
                  </span>
                </td>
                <td className="invoice-lines__amount">{formatMoney(signing.Fee)}</td>
                <td className="invoice-lines__amount">{signing.Paid ? formatMoney(-signing.Paid) : ''}</td>
                <td>
                  <RemoveRowButton
                    label={`Remove the signing of ${signing.SignerName}`}
                    title="Leave this signing off the invoice"
                    onRemove={() => change({ signingIds: draft.signingIds.filter((id) => id !== signing.Id) })}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {errors.Appointments && (
          <p className="field__hint" role="alert">
            {errors.Appointments}
          </p>
        )}

        <InvoiceTotals billed={billed} paid={paid} />

        <InvoiceNotesField formId={formId} value={draft.Notes} onChange={(Notes) => change({ Notes })} />
        <div className="invoice-form__actions">
          <span className="check-field__hint">{batch.Id ? 'Saved batch invoice' : 'Not saved yet: saving marks each signing as invoiced.'}</span>
          {batch.Id && (
            <button type="button" className="button button--secondary" aria-haspopup="dialog" onClick={() => setSending(true)}>
              Email batch invoice
            </button>
          )}
          <LoadingButton type="submit" className="button button--primary" loading={saving}>
            Save batch invoice
          </LoadingButton>
        </div>
      </form>
      {sending && batch.Id && (
        <SendInvoiceDialog
          kind="batch"
          id={batch.Id}
          invoiceNumber={batch.InvoiceNumber}
          defaultTo=""
          defaultBody={`Hello,\n\nPlease find attached invoice ${batch.InvoiceNumber} for ${batch.Appointments.length} signings. The balance of ${formatMoney(batch.BalanceDue)} is due by ${formatUsDate(batch.DueDate)}.\n\nThank you for your business.`}
          onClose={() => setSending(false)}
          onQueued={(message) => {
            setSending(false);
            onSaved(batch, message);
          }}
        />
      )}
      <InvoicePreview kind="batch" body={body} valid={Object.keys(problems).length === 0} fileName={`batch-invoice-${draft.InvoiceNumber || 'draft'}.pdf`} />
    </div>
  );
}
