import { useId } from 'react';
import type { SigningFormApi } from '../../hooks/useSigningForm';
import type { CustomerChoice, WorkType } from '../../types';
import { CHOOSE_ONE_WORK_TYPE_TEXT, ronAllowed, workTypeGroups } from '../../workTypeRules';
import { InputField, SelectField } from '../fields';

interface WorkFieldsProps {
  form: SigningFormApi;
  customers: readonly CustomerChoice[];
  workTypes: readonly WorkType[];
  /** The type the signing had when opened: kept as a choice even if no longer offered. */
  openedTypeId: number | null;
  enableRON: boolean;
}

/** Who the work is for (customer and contact) and what it is (type of work, numbers). */
export function WorkFields({ form, customers, workTypes, openedTypeId, enableRON }: WorkFieldsProps) {
  const { values, set, errors, chooseCustomer, chooseWorkType } = form;
  const ronId = useId();
  const customer = customers.find((candidate) => candidate.Id === values.CustomerId);
  // Inactive customers are not offered for new work, but a signing keeps the one it has.
  const customerChoices = customers.filter((candidate) => !candidate.Inactive || candidate.Id === values.CustomerId);
  const type = workTypes.find((candidate) => String(candidate.Id) === values.LoanType) ?? null;
  const canBeRon = ronAllowed(type);
  return (
    <fieldset className="form-section">
      <legend className="form-section__title">Customer and work</legend>
      <div className="form-grid">
        <SelectField label="Customer" value={values.CustomerId} onValueChange={chooseCustomer} error={errors.CustomerId}>
          <option value="">No customer</option>
          {customerChoices.map((choice) => (
            <option key={choice.Id} value={choice.Id}>
              {choice.Inactive ? `${choice.Name} (inactive)` : choice.Name}
            </option>
          ))}
          {values.CustomerId && !customer && <option value={values.CustomerId}>Customer not found</option>}
        </SelectField>
        <SelectField
          label="Contact"
          value={values.ContactId}
          onValueChange={(value) => set('ContactId', value)}
          error={errors.ContactId}
          disabled={!customer}
          hint={customer ? undefined : 'Choose the customer first'}
        >
          <option value="">No contact</option>
          {customer?.Contacts.map((contact) => (
            <option key={contact.Id} value={contact.Id}>
              {contact.Name || contact.Email || contact.Phone}
            </option>
          ))}
        </SelectField>
        <SelectField label="Type of work" value={values.LoanType} onValueChange={chooseWorkType} error={errors.LoanType}>
          <option value="">{CHOOSE_ONE_WORK_TYPE_TEXT}</option>
          {workTypeGroups(workTypes, openedTypeId).map((group) => (
            <optgroup key={group.categoryId} label={group.label}>
              {group.types.map((choice) => (
                <option key={choice.id} value={choice.id}>
                  {choice.name}
                </option>
              ))}
            </optgroup>
          ))}
        </SelectField>
        {enableRON && (
          <div className="field field--checkbox">
            <input
              id={ronId}
              type="checkbox"
              checked={values.RON && canBeRon}
              disabled={!canBeRon}
              onChange={(event) => set('RON', event.target.checked)}
              aria-describedby={canBeRon ? undefined : `${ronId}-why`}
            />
            <label htmlFor={ronId}>Remote online notarization (RON)</label>
            {!canBeRon && (
              <p id={`${ronId}-why`} className="field__hint">
                Not available for other types of work.
              </p>
            )}
          </div>
        )}
        <InputField
          label="Order number"
          value={values.OrderNumber}
          onValueChange={(value) => set('OrderNumber', value)}
          error={errors.OrderNumber}
          maxLength={60}
          autoComplete="off"
        />
        <InputField
          label="Loan number"
          value={values.LoanNumber}
          onValueChange={(value) => set('LoanNumber', value)}
          error={errors.LoanNumber}
          maxLength={60}
          autoComplete="off"
        />
      </div>
    </fieldset>
  );
}
