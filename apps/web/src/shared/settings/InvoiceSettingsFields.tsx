import { useId } from 'react';
import type { PaymentTermsCode } from '@notary/contracts';
import { PAYMENT_TERMS_OPTIONS } from '../format/paymentTerms';
import { TextField } from '../ui/TextField';
import type { InvoiceSettingsDraft } from './invoiceSettings';

export interface InvoiceSettingsFieldsProps {
  draft: InvoiceSettingsDraft;
  errors: Record<string, string>;
  onChange: (change: Partial<InvoiceSettingsDraft>) => void;
}

/**
 * The invoice settings' fields (the next number, the default terms and notes), shown on the
 * Profile page and in the Settings dialog's Invoicing tab; each form around them saves.
 */
export function InvoiceSettingsFields({ draft, errors, onChange }: InvoiceSettingsFieldsProps) {
  const id = useId();
  return (
    <>
      <TextField
        label="Next invoice number"
        inputMode="numeric"
        maxLength={10}
        value={draft.NextInvoiceNumber}
        invalid={!!errors.NextInvoiceNumber}
        hint={errors.NextInvoiceNumber ?? 'Raised past any number you use on an invoice.'}
        onChange={(event) => onChange({ NextInvoiceNumber: event.target.value })}
      />
      <div className="field">
        <label className="field__label" htmlFor={`${id}-terms`}>
          Default payment terms
        </label>
        <select
          id={`${id}-terms`}
          className="field__input"
          value={draft.DefaultPaymentTerms}
          aria-invalid={!!errors.DefaultPaymentTerms || undefined}
          onChange={(event) => onChange({ DefaultPaymentTerms: event.target.value as PaymentTermsCode })}
        >
          {PAYMENT_TERMS_OPTIONS.map(({ code, label }) => (
            <option key={code} value={code}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-notes`}>
          Default notes
        </label>
        <textarea
          id={`${id}-notes`}
          className="field__input"
          rows={3}
          maxLength={2000}
          value={draft.InvoiceDefaultNotes}
          onChange={(event) => onChange({ InvoiceDefaultNotes: event.target.value })}
        />
      </div>
    </>
  );
}
