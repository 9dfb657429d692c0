import { TextField } from '../../../shared/ui/TextField';

/** The test gateway's card fields, under spec 001's names; the server checks them and says which is wrong. */
export interface CardFieldValues {
  CreditCardName: string;
  CreditCardNumber: string;
  ExpirationMonth: string;
  ExpirationYear: string;
  ZipCode: string;
  Cvc: string;
}

export const BLANK_CARD: CardFieldValues = { CreditCardName: '', CreditCardNumber: '', ExpirationMonth: '', ExpirationYear: '', ZipCode: '', Cvc: '' };

const MONTHS = Array.from({ length: 12 }, (_, index) => String(index + 1));

export function CardFields({
  values,
  errors,
  onChange,
}: {
  values: CardFieldValues;
  errors: Record<string, string>;
  onChange: (values: CardFieldValues) => void;
}) {
  const set = (field: keyof CardFieldValues) => (event: { target: { value: string } }) => onChange({ ...values, [field]: event.target.value });
  const hint = (field: keyof CardFieldValues) => errors[field];
  return (
    <div className="card-fields">
      <TextField
        label="Name on card"
        autoComplete="cc-name"
        value={values.CreditCardName}
        onChange={set('CreditCardName')}
        invalid={!!hint('CreditCardName')}
        hint={hint('CreditCardName')}
      />
      <TextField
        label="Card number"
        autoComplete="cc-number"
        inputMode="numeric"
        value={values.CreditCardNumber}
        onChange={set('CreditCardNumber')}
        invalid={!!hint('CreditCardNumber')}
        hint={hint('CreditCardNumber')}
      />
      <div className="card-fields__row">
        <div className="field">
          <label className="field__label" htmlFor="card-exp-month">
            Expiration month
          </label>
          <select
            id="card-exp-month"
            className="field__input"
            autoComplete="cc-exp-month"
            value={values.ExpirationMonth}
            onChange={set('ExpirationMonth')}
            aria-invalid={!!hint('ExpirationMonth') || undefined}
            aria-describedby={hint('ExpirationMonth') ? 'card-exp-month-hint' : undefined}
          >
            <option value="">Month</option>
            {MONTHS.map((month) => (
              <option key={month} value={month}>
                {month.padStart(2, '0')}
              </option>
            ))}
          </select>
          {hint('ExpirationMonth') && (
            <p id="card-exp-month-hint" className="field__hint">
              {hint('ExpirationMonth')}
            </p>
          )}
        </div>
        <TextField
          label="Expiration year"
          autoComplete="cc-exp-year"
          inputMode="numeric"
          placeholder="YYYY"
          maxLength={4}
          value={values.ExpirationYear}
          onChange={set('ExpirationYear')}
          invalid={!!hint('ExpirationYear')}
          hint={hint('ExpirationYear')}
        />
        <TextField
          label="Security code (CVC)"
          autoComplete="cc-csc"
          inputMode="numeric"
          maxLength={4}
          value={values.Cvc}
          onChange={set('Cvc')}
          invalid={!!hint('Cvc')}
          hint={hint('Cvc')}
        />
        <TextField
          label="Billing ZIP code"
          autoComplete="postal-code"
          value={values.ZipCode}
          onChange={set('ZipCode')}
          invalid={!!hint('ZipCode')}
          hint={hint('ZipCode')}
        />
      </div>
    </div>
  );
}
