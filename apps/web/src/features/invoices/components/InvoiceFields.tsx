import { formatMoney, formatUsDate } from '../../../shared/format';
import { TextField } from '../../../shared/ui/TextField';
import { dueDateOf, PAYMENT_TERMS, type PaymentTermsCode } from '../invoiceForm';

/** What a single and a batch invoice both have at the top: the number, the date and the terms. */
export interface InvoiceHead {
  InvoiceNumber: string;
  InvoiceDate: string;
  PaymentTerms: PaymentTermsCode;
}

/** The number, the date and the terms, with the due date they give. */
export function InvoiceHeadFields({
  formId,
  head,
  errors,
  onChange,
}: {
  formId: string;
  head: InvoiceHead;
  errors: Record<string, string>;
  onChange: (changes: Partial<InvoiceHead>) => void;
}) {
  return (
    <div className="invoice-form__row">
      <TextField
        label="Invoice number"
        inputMode="numeric"
        required
        invalid={!!errors.InvoiceNumber}
        hint={errors.InvoiceNumber}
        value={head.InvoiceNumber}
        onChange={(event) => onChange({ InvoiceNumber: event.target.value.replace(/[^\d]/g, '') })}
      />
      <TextField
        label="Invoice date"
        type="date"
        required
        invalid={!!errors.InvoiceDate}
        hint={errors.InvoiceDate}
        value={head.InvoiceDate}
        onChange={(event) => onChange({ InvoiceDate: event.target.value })}
      />
      <div className="field">
        <label className="field__label" htmlFor={`${formId}-terms`}>
          Payment terms
        </label>
        <select
          id={`${formId}-terms`}
          className="field__input"
          value={head.PaymentTerms}
          onChange={(event) => onChange({ PaymentTerms: event.target.value as PaymentTermsCode })}
        >
          {PAYMENT_TERMS.map((term) => (
            <option key={term.code} value={term.code}>
              {term.label}
            </option>
          ))}
        </select>
        <p className="field__hint">Due {formatUsDate(dueDateOf(head.InvoiceDate, head.PaymentTerms)) || '—'}</p>
      </div>
    </div>
  );
}

/** Billed, paid and the balance due, as they stand with what is typed. */
export function InvoiceTotals({ billed, paid }: { billed: number; paid: number }) {
  return (
    <dl className="invoice-totals" aria-label="Totals">
      <dt>Billed</dt>
      <dd>{formatMoney(billed)}</dd>
      <dt>Paid</dt>
      <dd>{formatMoney(paid)}</dd>
      <dt className="invoice-totals__due">Balance due</dt>
      <dd className="invoice-totals__due">{formatMoney((Math.round(billed * 100) - Math.round(paid * 100)) / 100)}</dd>
    </dl>
  );
}

export function InvoiceNotesField({ formId, value, onChange }: { formId: string; value: string; onChange: (notes: string) => void }) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={`${formId}-notes`}>
        Notes
      </label>
      <textarea id={`${formId}-notes`} className="field__input" rows={3} maxLength={2000} value={value} onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}

/** The ✕ at the end of a line or a signing of an invoice; its name says which. */
export function RemoveRowButton({ label, title, onRemove }: { label: string; title: string; onRemove: () => void }) {
  return (
    <button type="button" className="button button--link invoice-lines__remove" aria-label={label} title={title} onClick={onRemove}>
      <span aria-hidden="true">✕</span>
    </button>
  );
}
