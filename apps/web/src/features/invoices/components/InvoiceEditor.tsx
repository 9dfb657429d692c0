import { useId, useState, type FormEvent } from 'react';
import type { Invoice } from '@notary/contracts';
import { isApiError, isUnauthorized, messageOf } from '../../../app/apiError';
import { formatCurrencyInput, formatMoney, formatUsDate } from '../../../shared/format';
import { FormAlert, type FormProblem } from '../../../shared/ui/FormAlert';
import { LoadingButton } from '../../../shared/ui/LoadingButton';
import { useSaveInvoiceMutation } from '../api';
import { draftOf, draftProblems, newLine, saveBodyOf, totalsOf, typedOf, type InvoiceDraft } from '../invoiceForm';
import { InvoiceHeadFields, InvoiceNotesField, InvoiceTotals, RemoveRowButton } from './InvoiceFields';
import { InvoicePreview } from './InvoicePreview';
import { SendInvoiceDialog } from './SendInvoiceDialog';

/**
 * A signing's invoice: number, date and terms (which give the due date), the billed lines the
 * notary edits, the signing's payments as negative lines, live totals, notes, and the PDF beside it.
 */
export function InvoiceEditor({ signingId, invoice, onSaved }: { signingId: string; invoice: Invoice; onSaved: (answer: string) => void }) {
  const formId = useId();
  const [opened, setOpened] = useState(() => draftOf(invoice));
  const [draft, setDraft] = useState<InvoiceDraft>(opened);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const [save, { isLoading: saving }] = useSaveInvoiceMutation();
  const [sending, setSending] = useState(false);
  // A field's message goes as soon as the notary changes that field.
  const forget = (fields: string[]) => setErrors((now) => Object.fromEntries(Object.entries(now).filter(([field]) => !fields.includes(field))));
  const change = (changes: Partial<InvoiceDraft>) => {
    setDraft((now) => ({ ...now, ...changes }));
    forget(Object.keys(changes));
  };
  const changeLine = (index: number, changes: { Description?: string; Amount?: string }) => {
    setDraft((now) => ({ ...now, lines: now.lines.map((line, at) => (at === index ? { ...line, ...changes } : line)) }));
    forget(Object.keys(changes).map((field) => `LineItems[${index}].${field}`));
  };
  const removeLine = (index: number) => {
    setDraft((now) => ({ ...now, lines: now.lines.filter((_line, at) => at !== index) }));
    // The lines after it move up: their messages no longer match their places.
    setErrors((now) => Object.fromEntries(Object.entries(now).filter(([field]) => !field.startsWith('LineItems['))));
  };

  const payments = invoice.LineItems.filter((line) => line.IsPayment);
  const totals = totalsOf(draft, invoice.Paid);
  const problems = draftProblems(draft);
  const body = saveBodyOf(signingId, draft, invoice);
  const edited = typedOf(draft) !== typedOf(opened);
  const unsaved = edited || !invoice.Saved;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setErrors(problems);
    if (Object.keys(problems).length) return;
    setProblem(null);
    try {
      const answer = await save(body).unwrap();
      const saved = draftOf(answer.Invoice);
      setOpened(saved);
      setDraft(saved);
      onSaved(`${answer.Response}: invoice ${answer.Invoice.InvoiceNumber}, balance due ${formatMoney(answer.Invoice.BalanceDue)}.`);
    } catch (error) {
      if (isUnauthorized(error)) return;
      setErrors(isApiError(error) ? (error.Errors ?? {}) : {});
      setProblem({ title: 'Unable to save invoice', message: messageOf(error) });
    }
  };

  const billTo = invoice.Customer;
  return (
    <div className="invoice-layout">
      <form id={formId} className="card form invoice-form" noValidate onSubmit={(event) => void submit(event)}>
        <FormAlert problem={problem} />
        <InvoiceHeadFields formId={formId} head={draft} errors={errors} onChange={change} />

        <div className="invoice-form__parties">
          <div>
            <h2 className="form-section__title">Bill to</h2>
            {billTo ? (
              <address className="invoice-form__address">
                <strong>{billTo.Name}</strong>
                {invoice.ContactName && <span>Attn: {invoice.ContactName}</span>}
                {billTo.Address1 && <span>{billTo.Address1}</span>}
                {billTo.Address2 && <span>{billTo.Address2}</span>}
                <span>{[billTo.City, [billTo.State, billTo.Zip].filter(Boolean).join(' ')].filter(Boolean).join(', ')}</span>
              </address>
            ) : (
              <p className="check-field__hint">
                This signing has no customer: the invoice is billed to the signer. Choose a customer in the signing to bill them.
              </p>
            )}
          </div>
          <div>
            <h2 className="form-section__title">Signing</h2>
            <p className="invoice-form__address">
              <span>
                {invoice.SignerName} on {formatUsDate(invoice.SigningDate)}
              </span>
              {invoice.PropertyAddress && <span>{invoice.PropertyAddress}</span>}
              {invoice.OrderNumber && <span>Order {invoice.OrderNumber}</span>}
            </p>
          </div>
        </div>

        <table className="invoice-lines">
          <caption className="form-section__title">Lines</caption>
          <thead>
            <tr>
              <th scope="col">Description</th>
              <th scope="col" className="invoice-lines__amount">
                Amount
              </th>
              <th scope="col">
                <span className="visually-hidden">Remove</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {draft.lines.map((line, index) => (
              <tr key={line.key}>
                <td>
                  <input
                    className="field__input"
                    aria-label={`Line ${index + 1} description`}
                    maxLength={300}
                    aria-invalid={!!errors[`LineItems[${index}].Description`] || undefined}
                    value={line.Description}
                    onChange={(event) => changeLine(index, { Description: event.target.value })}
                  />
                  {errors[`LineItems[${index}].Description`] && <p className="field__hint">{errors[`LineItems[${index}].Description`]}</p>}
                </td>
                <td className="invoice-lines__amount">
                  <input
                    className="field__input"
                    inputMode="decimal"
                    aria-label={`Line ${index + 1} amount`}
                    placeholder="0.00"
                    aria-invalid={!!errors[`LineItems[${index}].Amount`] || undefined}
                    value={line.Amount}
                    onChange={(event) => changeLine(index, { Amount: formatCurrencyInput(event.target.value) })}
                  />
                </td>
                <td>
                  <RemoveRowButton label={`Remove line ${index + 1}`} title="Remove this line" onRemove={() => removeLine(index)} />
                </td>
              </tr>
            ))}
            {payments.map((payment, index) => (
              <tr key={`payment-${index}`} className="invoice-lines__payment">
                <td>
                  {payment.Description}
                  {payment.PaidDate && <span className="check-field__hint"> on {formatUsDate(payment.PaidDate)}</span>}
                </td>
                <td className="invoice-lines__amount">{formatMoney(payment.Amount)}</td>
                <td />
              </tr>
            ))}
          </tbody>
        </table>
        <p>
          <button type="button" className="button button--secondary" onClick={() => change({ lines: [...draft.lines, newLine()] })}>
            Add a line
          </button>{' '}
          <span className="check-field__hint">Travel, printing, a rush fee. Payments come from the signing.</span>
        </p>

        <InvoiceTotals billed={totals.Billed} paid={totals.Paid} />

        <InvoiceNotesField formId={formId} value={draft.Notes} onChange={(Notes) => change({ Notes })} />
        <div className="invoice-form__actions">
          <span className="check-field__hint" role="status">
            {unsaved ? (invoice.Saved ? 'Unsaved changes' : 'Not saved yet: saving marks the signing as invoiced.') : 'Saved'}
          </span>
          <button
            type="button"
            className="button button--secondary"
            aria-haspopup="dialog"
            disabled={edited}
            title={edited ? 'Save your changes first: the invoice e-mailed is the saved one' : undefined}
            onClick={() => setSending(true)}
          >
            Email invoice
          </button>
          <LoadingButton type="submit" className="button button--primary" loading={saving}>
            Save invoice
          </LoadingButton>
        </div>
      </form>
      {sending && (
        <SendInvoiceDialog
          kind="invoice"
          id={signingId}
          invoiceNumber={invoice.InvoiceNumber}
          defaultTo={invoice.ContactEmail}
          defaultBody={invoiceMessage(invoice)}
          onClose={() => setSending(false)}
          onQueued={(message) => {
            setSending(false);
            onSaved(message);
          }}
        />
      )}
      <InvoicePreview kind="invoice" body={body} valid={Object.keys(problems).length === 0} fileName={`invoice-${draft.InvoiceNumber || 'draft'}.pdf`} />
    </div>
  );
}

/** The message an invoice goes with, for the notary to change. */
function invoiceMessage(invoice: Invoice): string {
  const greeting = invoice.ContactName ? `Hello ${invoice.ContactName.split(' ')[0]},` : 'Hello,';
  const due = invoice.PaymentTerms === 'DueOnReceipt' ? 'is due on receipt' : `is due by ${formatUsDate(invoice.DueDate)}`;
  return `${greeting}\n\nPlease find attached invoice ${invoice.InvoiceNumber} for the signing of ${invoice.SignerName} on ${formatUsDate(invoice.SigningDate)}. The balance of ${formatMoney(invoice.BalanceDue)} ${due}.\n\nThank you for your business.`;
}
