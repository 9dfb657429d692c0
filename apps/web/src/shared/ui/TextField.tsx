import { useId, type InputHTMLAttributes, type Ref } from 'react';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  hint?: string;
  invalid?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input; the hint is read out with the field. */
export function TextField({ label, hint, invalid, className, ref, ...input }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input ref={ref} id={id} className="field__input" aria-invalid={invalid || undefined} aria-describedby={hint ? hintId : undefined} {...input} />
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
    </div>
  );
}
