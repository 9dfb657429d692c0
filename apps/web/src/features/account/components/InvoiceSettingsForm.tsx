import { useId, useState, type FormEvent } from 'react';
import type { PaymentTermsCode, Settings } from '@notary/contracts';
import { isApiError, isUnauthorized } from '../../../app/apiError';
import { PAYMENT_TERMS_OPTIONS } from '../../../shared/format/paymentTerms';
import { FormAlert, type FormProblem } from '../../../shared/ui/FormAlert';
import { LoadingButton } from '../../../shared/ui/LoadingButton';
import { TextField } from '../../../shared/ui/TextField';
import { useSaveInvoiceSettingsMutation, type InvoiceSettings } from '../invoiceSettingsApi';

interface Draft {
  NextInvoiceNumber: string;
  DefaultPaymentTerms: PaymentTermsCode;
  InvoiceDefaultNotes: string;
}

const draftOf = (settings: Pick<Settings, keyof InvoiceSettings>): Draft => ({
  NextInvoiceNumber: String(settings.NextInvoiceNumber),
  DefaultPaymentTerms: settings.DefaultPaymentTerms,
  InvoiceDefaultNotes: settings.InvoiceDefaultNotes,
});

const NUMBER_PROBLEM = 'The next invoice number must be a whole number, 1 or more';

/**
 * What a new invoice starts with (spec 001's Invoice Settings): its number, the payment terms of a
 * customer that has none of its own, and the notes printed at the bottom.
 */
export function InvoiceSettingsForm({ settings }: { settings: Settings }) {
  const formId = useId();
  const [draft, setDraft] = useState<Draft>(() => draftOf(settings));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const [saved, setSaved] = useState('');
  const [save, { isLoading }] = useSaveInvoiceSettingsMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved('');
    const number = Number(draft.NextInvoiceNumber.trim());
    if (!/^\d+$/.test(draft.NextInvoiceNumber.trim()) || number < 1) {
      setErrors({ NextInvoiceNumber: NUMBER_PROBLEM });
      setProblem({ title: 'Settings Save Failed', message: NUMBER_PROBLEM });
      return;
    }
    setProblem(null);
    try {
      const answer = await save({
        NextInvoiceNumber: number,
        DefaultPaymentTerms: draft.DefaultPaymentTerms,
        InvoiceDefaultNotes: draft.InvoiceDefaultNotes.trim(),
      }).unwrap();
      setDraft(draftOf(answer));
      setErrors({});
      setSaved('Settings saved.');
    } catch (failure) {
      if (isUnauthorized(failure)) return;
      // Spec 001 §8: a refusal gives the server's reason; a save that did not arrive says so.
      const refused = isApiError(failure) && typeof failure.status === 'number' && failure.status < 500;
      setErrors(refused ? (failure.Errors ?? {}) : {});
      setProblem({ title: 'Settings Save Failed', message: refused ? failure.Response : 'Server not responding, please try saving again.' });
    }
  };

  return (
    <form id={formId} className="card form invoice-settings" aria-label="Invoice settings" noValidate onSubmit={(event) => void submit(event)}>
      <h2>Invoice settings</h2>
      <p>What a new invoice starts with. A customer with payment terms of its own keeps them.</p>
      <FormAlert problem={problem} />
      <TextField
        label="Next invoice number"
        inputMode="numeric"
        maxLength={10}
        value={draft.NextInvoiceNumber}
        invalid={!!errors.NextInvoiceNumber}
        hint={errors.NextInvoiceNumber ?? 'Raised past any number you use on an invoice.'}
        onChange={(event) => setDraft((current) => ({ ...current, NextInvoiceNumber: event.target.value }))}
      />
      <div className="field">
        <label className="field__label" htmlFor={`${formId}-terms`}>
          Default payment terms
        </label>
        <select
          id={`${formId}-terms`}
          className="field__input"
          value={draft.DefaultPaymentTerms}
          aria-invalid={!!errors.DefaultPaymentTerms || undefined}
          onChange={(event) => setDraft((current) => ({ ...current, DefaultPaymentTerms: event.target.value as PaymentTermsCode }))}
        >
          {PAYMENT_TERMS_OPTIONS.map(({ code, label }) => (
            <option key={code} value={code}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${formId}-notes`}>
          Default notes
        </label>
        <textarea
          id={`${formId}-notes`}
          className="field__input"
          rows={3}
          maxLength={2000}
          value={draft.InvoiceDefaultNotes}
          onChange={(event) => setDraft((current) => ({ ...current, InvoiceDefaultNotes: event.target.value }))}
        />
      </div>
      <p>
        <LoadingButton type="submit" loading={isLoading}>
          Save invoice settings
        </LoadingButton>
      </p>
      <p role="status">{saved}</p>
    </form>
  );
}
