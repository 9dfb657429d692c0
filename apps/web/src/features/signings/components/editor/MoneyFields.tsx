import { parseCurrency, formatMoney } from '../../../../shared/format';
import { canAddPartialPayment, remainingBalance, totalPaid } from '../../paymentRules';
import type { SigningFormApi } from '../../hooks/useSigningForm';
import { CurrencyField, InputField } from '../fields';

/** The fee, the payments against it, and the invoice. */
export function MoneyFields({ form }: { form: SigningFormApi }) {
  const { values, set, errors, payments } = form;
  const amount = parseCurrency(values.Amount);
  const rows = values.Payments;
  const lastRow = rows.length - 1;
  return (
    <fieldset className="form-section">
      <legend className="form-section__title">Fee and payments</legend>
      <div className="form-grid">
        <CurrencyField label="Amount" value={values.Amount} onValueChange={(value) => set('Amount', value)} error={errors.Amount} />
        <p className="form-grid__note" aria-live="polite">
          Paid {formatMoney(totalPaid(rows))} · Balance {formatMoney(remainingBalance(rows, amount))}
        </p>
      </div>
      <ol className="payment-rows" aria-label="Payments">
        {rows.map((row, index) => {
          const label = rows.length > 1 ? `Payment ${index + 1}` : 'Payment';
          // A lone blank row has nothing to remove (removing it would only bring back a blank one).
          const removable = rows.length > 1 || row.PaidDate !== '' || row.Amount !== '' || row.CheckNumber !== '';
          return (
            <li key={index} className="payment-row">
              <InputField label={`${label} date`} type="date" value={row.PaidDate} onValueChange={(date) => payments.setDate(index, date)} />
              <CurrencyField label={`${label} amount`} value={row.Amount} onValueChange={(value) => payments.setField(index, 'Amount', value)} />
              <InputField
                label={`${label} check number`}
                value={row.CheckNumber}
                onValueChange={(value) => payments.setField(index, 'CheckNumber', value)}
                maxLength={30}
                autoComplete="off"
              />
              {removable && (
                <button
                  type="button"
                  className="button button--secondary button--small payment-row__remove"
                  onClick={() => payments.remove(index)}
                  aria-label={`Remove ${label.toLowerCase()}`}
                >
                  Remove
                </button>
              )}
            </li>
          );
        })}
      </ol>
      {errors.Payments && <p className="field__hint field__error">{errors.Payments}</p>}
      {canAddPartialPayment(rows, amount) && rows[lastRow]?.PaidDate !== '' && (
        <button type="button" className="button button--secondary button--small" onClick={payments.add}>
          Add a partial payment
        </button>
      )}
      <div className="form-grid">
        <InputField
          label="Invoice number"
          value={values.InvoiceNumber}
          onValueChange={(value) => set('InvoiceNumber', value)}
          error={errors.InvoiceNumber}
          maxLength={30}
          autoComplete="off"
        />
        <InputField
          label="Invoice sent date"
          type="date"
          value={values.InvoiceSent}
          onValueChange={(value) => set('InvoiceSent', value)}
          error={errors.InvoiceSent}
        />
        <InputField
          label="Invoice paid date"
          type="date"
          value={values.InvoicePaid}
          onValueChange={(value) => set('InvoicePaid', value)}
          error={errors.InvoicePaid}
        />
      </div>
    </fieldset>
  );
}
