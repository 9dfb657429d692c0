import { useId, useRef, type ChangeEvent, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import { caretAfterFormat, formatCurrencyInput } from '../../../shared/format';
import { digitsOnly } from '../numericInput';

interface FieldFrameProps {
  label: string;
  /** Read with the field; shown in red when `error`. */
  error?: string;
  hint?: string;
  className?: string;
  children: (ids: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
}

/** A label above its control, and the reason it was refused below it. */
function FieldFrame({ label, error, hint, className, children }: FieldFrameProps) {
  const id = useId();
  const message = error ?? hint;
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children({ id, describedBy: message ? `${id}-message` : undefined, invalid: Boolean(error) })}
      {message && (
        <p id={`${id}-message`} className={error ? 'field__hint field__error' : 'field__hint'}>
          {message}
        </p>
      )}
    </div>
  );
}

interface TextInputProps {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string;
  hint?: string;
  className?: string;
  type?: 'text' | 'email' | 'tel' | 'date' | 'search';
  autoComplete?: string;
  maxLength?: number;
  inputRef?: Ref<HTMLInputElement>;
  disabled?: boolean;
  placeholder?: string;
  inputMode?: 'numeric' | 'text' | 'decimal';
  /** Marks the field invalid when the reason is shown elsewhere (an alert beside a group). */
  invalid?: boolean;
  /** The field the dialog focuses first (see shared/dialog/Dialog). */
  autofocus?: boolean;
}

export function InputField({
  label,
  value,
  onValueChange,
  error,
  hint,
  className,
  inputRef,
  type = 'text',
  invalid: markedInvalid,
  autofocus,
  ...input
}: TextInputProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} className={className}>
      {({ id, describedBy, invalid }) => (
        <input
          ref={inputRef}
          id={id}
          type={type}
          className="field__input"
          value={value}
          data-autofocus={autofocus || undefined}
          aria-invalid={invalid || markedInvalid || undefined}
          aria-describedby={describedBy}
          onChange={(event) => onValueChange(event.target.value)}
          {...input}
        />
      )}
    </FieldFrame>
  );
}

/** Counts (mileage, signatures, documents): digits only (spec 000 §5). */
export function DigitsField(props: Omit<TextInputProps, 'type' | 'inputMode'>) {
  return <InputField {...props} inputMode="numeric" onValueChange={(value) => props.onValueChange(digitsOnly(value))} />;
}

/** Money: reformatted as typed, with the caret kept after the same digit. */
export function CurrencyField({ label, value, onValueChange, error, hint, className, disabled }: Omit<TextInputProps, 'type'>) {
  const inputRef = useRef<HTMLInputElement>(null);
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const typed = event.target.value;
    const caret = event.target.selectionStart ?? typed.length;
    const formatted = formatCurrencyInput(typed);
    onValueChange(formatted);
    const at = caretAfterFormat(typed, caret, formatted);
    requestAnimationFrame(() => {
      if (document.activeElement === inputRef.current) inputRef.current?.setSelectionRange(at, at);
    });
  };
  return (
    <FieldFrame label={label} error={error} hint={hint} className={className}>
      {({ id, describedBy, invalid }) => (
        <div className="money-input">
          <span className="money-input__sign" aria-hidden="true">
            $
          </span>
          <input
            ref={inputRef}
            id={id}
            className="field__input"
            inputMode="decimal"
            value={value}
            disabled={disabled}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            onChange={change}
          />
        </div>
      )}
    </FieldFrame>
  );
}

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'onChange'> {
  label: string;
  error?: string;
  hint?: string;
  onValueChange: (value: string) => void;
}

export function SelectField({ label, error, hint, className, onValueChange, children, ...select }: SelectFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} className={className}>
      {({ id, describedBy, invalid }) => (
        <select
          id={id}
          className="field__input"
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          onChange={(event) => onValueChange(event.target.value)}
          {...select}
        >
          {children}
        </select>
      )}
    </FieldFrame>
  );
}
