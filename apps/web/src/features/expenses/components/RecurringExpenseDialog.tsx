import { useId, useState, type FormEvent } from 'react';
import type { ExpenseTypeAnswer, RecurringExpense } from '@notary/contracts';
import { isApiError, isUnauthorized, messageOf } from '../../../app/apiError';
import { Dialog } from '../../../shared/dialog/Dialog';
import { formatCurrencyInput, localToday } from '../../../shared/format';
import { FormAlert, type FormProblem } from '../../../shared/ui/FormAlert';
import { TextField } from '../../../shared/ui/TextField';
import { useSaveRecurringExpenseMutation, useValidateRecurringExpenseMutation } from '../api';
import { browserTimeZone, INTERVALS, recurringBodyOf, recurringDraftOf, type RecurringDraft } from '../recurringForm';

export interface RecurringExpenseDialogProps {
  recurring: RecurringExpense | null;
  types: readonly ExpenseTypeAnswer[];
  onClose: () => void;
  onSaved: (name: string) => void;
}

/**
 * A recurring expense: what it records and how often. Its rules are checked by the server's
 * validaterecurring (spec 001: "Unable to validate recurring expense" when it cannot answer), so the
 * dialog and the save can never disagree.
 */
export function RecurringExpenseDialog({ recurring, types, onClose, onSaved }: RecurringExpenseDialogProps) {
  const formId = useId();
  const today = localToday();
  const [opened] = useState(() => recurringDraftOf(recurring, today));
  const [draft, setDraft] = useState<RecurringDraft>(opened);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const [validate, { isLoading: validating }] = useValidateRecurringExpenseMutation();
  const [save, { isLoading: saving }] = useSaveRecurringExpenseMutation();
  const change = (changes: Partial<RecurringDraft>) => {
    setDraft((now) => ({ ...now, ...changes }));
    // A field's message goes as soon as the notary changes that field.
    setErrors((now) => Object.fromEntries(Object.entries(now).filter(([field]) => !(field in changes))));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving || validating) return;
    setProblem(null);
    const body = recurringBodyOf(draft, today, browserTimeZone());
    try {
      const verdict = await validate(body).unwrap();
      setErrors(verdict.Errors);
      if (!verdict.IsValid) return;
    } catch (error) {
      if (!isUnauthorized(error)) setProblem({ title: 'Unable to validate recurring expense', message: messageOf(error) });
      return;
    }
    try {
      await save(body).unwrap();
      onSaved(draft.Name.trim());
    } catch (error) {
      if (isUnauthorized(error)) return;
      setErrors(isApiError(error) ? (error.Errors ?? {}) : {});
      setProblem({ message: messageOf(error) });
    }
  };

  const startPassed = draft.StartDate !== '' && draft.StartDate < today;
  return (
    <Dialog
      title={recurring ? 'Edit recurring expense' : 'New recurring expense'}
      onClose={onClose}
      size="large"
      unsavedChanges={JSON.stringify(draft) !== JSON.stringify(opened)}
      footer={{ cancel: 'Cancel', action: { label: 'Save', form: formId, loading: saving || validating } }}
    >
      <form id={formId} className="form expense-form" noValidate onSubmit={(event) => void submit(event)}>
        <FormAlert problem={problem} />
        <TextField
          label="Name"
          required
          aria-required="true"
          maxLength={150}
          placeholder="Office rent, E&O insurance…"
          invalid={!!errors.Name}
          hint={errors.Name}
          data-autofocus
          value={draft.Name}
          onChange={(event) => change({ Name: event.target.value })}
        />
        <div className="expense-form__row">
          <TextField
            label="Payee"
            required
            aria-required="true"
            maxLength={150}
            invalid={!!errors.Payee}
            hint={errors.Payee}
            value={draft.Payee}
            onChange={(event) => change({ Payee: event.target.value })}
          />
          <TextField
            label="Amount"
            inputMode="decimal"
            required
            aria-required="true"
            placeholder="0.00"
            invalid={!!errors.Amount}
            hint={errors.Amount}
            value={draft.Amount}
            onChange={(event) => change({ Amount: formatCurrencyInput(event.target.value) })}
          />
        </div>
        <TextField label="Details of each expense" maxLength={300} value={draft.Title} onChange={(event) => change({ Title: event.target.value })} />
        <div className="field">
          <label className="field__label" htmlFor={`${formId}-type`}>
            Expense type
          </label>
          <select id={`${formId}-type`} className="field__input" value={draft.CategoryKey} onChange={(event) => change({ CategoryKey: event.target.value })}>
            <option value="-1">Other</option>
            {types
              .filter((type) => !type.IsDeleted || String(type.Id) === draft.CategoryKey)
              .map((type) => (
                <option key={type.Id} value={type.Id}>
                  {type.Description} (line {type.ScheduleCLine})
                </option>
              ))}
          </select>
        </div>
        <div className="expense-form__row">
          <div className="field">
            <label className="field__label" htmlFor={`${formId}-interval`}>
              Repeats
            </label>
            <select
              id={`${formId}-interval`}
              className="field__input"
              value={draft.Interval}
              onChange={(event) => change({ Interval: Number(event.target.value) as 2 | 3 | 4 })}
            >
              {INTERVALS.map((interval) => (
                <option key={interval.id} value={interval.id}>
                  {interval.label}
                </option>
              ))}
            </select>
          </div>
          <TextField
            label="Start date"
            type="date"
            required
            invalid={!!errors.StartDate}
            hint={errors.StartDate}
            value={draft.StartDate}
            onChange={(event) => change({ StartDate: event.target.value })}
          />
        </div>
        <label className="check-field">
          <input type="checkbox" checked={draft.Forever} onChange={(event) => change({ Forever: event.target.checked })} />
          <span>Repeats with no end</span>
        </label>
        {!draft.Forever && (
          <TextField
            label="End date"
            type="date"
            invalid={!!errors.EndDate}
            hint={errors.EndDate ?? 'Leave empty for no end.'}
            value={draft.EndDate}
            onChange={(event) => change({ EndDate: event.target.value })}
          />
        )}
        <label className="check-field">
          <input type="checkbox" checked={draft.AddFirstExpense} onChange={(event) => change({ AddFirstExpense: event.target.checked })} />
          <span>Record the first expense now, on the start date</span>
        </label>
        {startPassed && (
          <label className="check-field">
            <input type="checkbox" checked={draft.SavePreviousExpenses} onChange={(event) => change({ SavePreviousExpenses: event.target.checked })} />
            <span>Also record the expenses between the start date and today</span>
          </label>
        )}
        <p className="check-field__hint">
          Each expense is recorded on the day it falls due where you are ({browserTimeZone().replace(/_/g, ' ')}). A start on the 29th to 31st falls on the last
          day of shorter months.
        </p>
      </form>
    </Dialog>
  );
}
