import { useId, useRef, useState, type FormEvent } from 'react';
import type { Customer } from '@notary/contracts';
import { US_STATES, type PaymentTermsCode } from '@notary/contracts/wire-values';
import { isApiError, isUnauthorized, messageOf } from '../../../app/apiError';
import { FormAlert, type FormProblem } from '../../../shared/ui/FormAlert';
import { Dialog } from '../../../shared/dialog/Dialog';
import { TextField } from '../../../shared/ui/TextField';
import { PAYMENT_TERMS_LABELS, PAYMENT_TERMS_OPTIONS } from '../../../shared/format/paymentTerms';
import { useGetSettingsQuery } from '../../../shared/queries/settings';
import { useSaveCustomerMutation } from '../api';
import { draftOf, nameProblem, saveBodyOf, zipProblem, type CustomerDraft } from '../customerForm';
import { ContactRows } from './ContactRows';

export interface CustomerFormProps {
  title: string;
  customer: Customer;
  onClose: () => void;
  onSaved: (customer: Customer) => void;
}

/** The customer dialog's form. A failed save leaves every field as typed and says why. */
export function CustomerForm({ title, customer, onClose, onSaved }: CustomerFormProps) {
  const formId = useId();
  const [draft, setDraft] = useState<CustomerDraft>(() => draftOf(customer));
  const [opened] = useState(() => JSON.stringify(saveBodyOf(draftOf(customer))));
  const [nameError, setNameError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const [saveCustomer, { isLoading: saving }] = useSaveCustomerMutation();
  // The default is named as it is now, so "Use my default" says what the customer will get.
  const defaultTerms = useGetSettingsQuery().data?.DefaultPaymentTerms;

  const change = (changes: Partial<CustomerDraft>) => setDraft((current) => ({ ...current, ...changes }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const missingName = nameProblem(draft);
    setNameError(missingName);
    const badZip = zipProblem(draft);
    setFieldErrors(badZip ? { Zip: badZip } : {});
    if (missingName) {
      nameRef.current?.focus();
      return;
    }
    if (badZip) return;
    setProblem(null);
    try {
      onSaved(await saveCustomer(saveBodyOf(draft)).unwrap());
    } catch (error) {
      // A 401 is already taking the notary to the login page.
      if (isUnauthorized(error)) return;
      const answered = isApiError(error) ? error.Errors : undefined;
      if (answered?.Name) setNameError(answered.Name);
      setFieldErrors(answered ?? {});
      setProblem({ message: messageOf(error) });
    }
  };

  return (
    <Dialog
      title={title}
      onClose={onClose}
      size="large"
      unsavedChanges={JSON.stringify(saveBodyOf(draft)) !== opened}
      footer={{ cancel: 'Cancel', action: { label: 'Save', form: formId, loading: saving } }}
    >
      <form id={formId} className="form customer-form" noValidate onSubmit={(event) => void submit(event)}>
        <FormAlert problem={problem} />
        <TextField
          ref={nameRef}
          label="Customer name"
          value={draft.Name}
          maxLength={150}
          required
          aria-required="true"
          invalid={!!nameError}
          hint={nameError ?? undefined}
          data-autofocus
          onChange={(event) => {
            change({ Name: event.target.value });
            if (nameError && event.target.value.trim()) setNameError(null);
          }}
        />
        <TextField
          label="Website"
          type="url"
          inputMode="url"
          placeholder="example.com"
          value={draft.Website}
          maxLength={300}
          onChange={(event) => change({ Website: event.target.value })}
        />
        <fieldset className="customer-form__address">
          <legend>Address (printed on invoices)</legend>
          <TextField
            label="Address"
            autoComplete="address-line1"
            value={draft.Address1}
            maxLength={200}
            onChange={(event) => change({ Address1: event.target.value })}
          />
          <TextField
            label="Address line 2"
            autoComplete="address-line2"
            value={draft.Address2}
            maxLength={200}
            onChange={(event) => change({ Address2: event.target.value })}
          />
          <div className="customer-form__city-line">
            <TextField
              label="City"
              autoComplete="address-level2"
              value={draft.City}
              maxLength={100}
              onChange={(event) => change({ City: event.target.value })}
            />
            <div className="field">
              <label className="field__label" htmlFor={`${formId}-state`}>
                State
              </label>
              <select
                id={`${formId}-state`}
                className="field__input"
                value={draft.State}
                aria-invalid={!!fieldErrors.State || undefined}
                onChange={(event) => change({ State: event.target.value })}
              >
                <option value="">—</option>
                {US_STATES.map(([abbreviation, name]) => (
                  <option key={abbreviation} value={abbreviation}>
                    {name}
                  </option>
                ))}
              </select>
            </div>
            <TextField
              label="ZIP code"
              inputMode="numeric"
              autoComplete="postal-code"
              value={draft.Zip}
              maxLength={10}
              invalid={!!fieldErrors.Zip}
              hint={fieldErrors.Zip}
              onChange={(event) => {
                change({ Zip: event.target.value });
                if (fieldErrors.Zip) setFieldErrors(({ Zip: _zip, ...rest }) => rest);
              }}
            />
          </div>
        </fieldset>
        <div className="field">
          <label className="field__label" htmlFor={`${formId}-terms`}>
            Payment terms
          </label>
          <select
            id={`${formId}-terms`}
            className="field__input"
            value={draft.PaymentTerms ?? ''}
            aria-describedby={`${formId}-terms-hint`}
            aria-invalid={!!fieldErrors.PaymentTerms || undefined}
            onChange={(event) => change({ PaymentTerms: (event.target.value || null) as PaymentTermsCode | null })}
          >
            <option value="">{defaultTerms ? `Use my default (${PAYMENT_TERMS_LABELS[defaultTerms]})` : 'Use my default'}</option>
            {PAYMENT_TERMS_OPTIONS.map(({ code, label }) => (
              <option key={code} value={code}>
                {label}
              </option>
            ))}
          </select>
          <p id={`${formId}-terms-hint`} className="field__hint">
            {fieldErrors.PaymentTerms ?? 'New invoices to this customer are due after these terms; your default is in the invoice settings on your Profile.'}
          </p>
        </div>
        <label className="check-field">
          <input
            type="checkbox"
            checked={draft.Inactive}
            aria-describedby={`${formId}-inactive`}
            onChange={(event) => change({ Inactive: event.target.checked })}
          />
          <span>Inactive</span>
        </label>
        <p id={`${formId}-inactive`} className="check-field__hint">
          An inactive customer stays on its signings but is left out of the customer list unless inactive customers are shown.
        </p>
        <ContactRows contacts={draft.Contacts} onChange={(Contacts) => change({ Contacts })} />
      </form>
    </Dialog>
  );
}
