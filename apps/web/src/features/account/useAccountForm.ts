import { useRef, useState } from 'react';
import { isApiError } from '../../app/apiError';
import type { FormProblem } from '../../shared/ui/formProblem';

export type FieldProblem<Field extends string> = FormProblem & { field?: Field };

/**
 * The state the account forms (registration, password change) share: the values, the problem shown
 * with the field it concerns (marked invalid and focused), and the props of each text field.
 */
export function useAccountForm<Field extends string>(empty: Record<Field, string>) {
  const [values, setValues] = useState(empty);
  const [problem, setProblem] = useState<FieldProblem<Field> | null>(null);
  const elements = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});

  /** Shows a problem (null clears it) and puts the cursor in the field it names. */
  const show = (next: FieldProblem<Field> | null) => {
    setProblem(next);
    if (next?.field) elements.current[next.field]?.focus();
  };

  /** The field a server answer's Errors blames, when it is one of this form's. */
  const fieldOf = (error: unknown): Field | undefined => {
    if (!isApiError(error) || typeof error.Errors !== 'object' || error.Errors === null) return undefined;
    return (Object.keys(error.Errors) as Field[]).find((field) => field in empty);
  };

  const input = (field: Field) => ({
    ref: (element: HTMLInputElement | null) => {
      elements.current[field] = element;
    },
    value: values[field],
    onChange: (event: { target: { value: string } }) => setValues({ ...values, [field]: event.target.value }),
    invalid: problem?.field === field,
  });

  return { values, problem, show, fieldOf, input, reset: () => setValues(empty) };
}
