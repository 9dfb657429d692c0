import { useId, useState, type FormEvent } from 'react';
import type { Expense, ExpenseTypeAnswer } from '@notary/contracts';
import { isApiError, isUnauthorized, messageOf } from '../../../app/apiError';
import { Dialog } from '../../../shared/dialog/Dialog';
import { formatCurrencyInput, localToday } from '../../../shared/format';
import { FormAlert, type FormProblem } from '../../../shared/ui/FormAlert';
import { TextField } from '../../../shared/ui/TextField';
import { useSaveExpenseMutation, useSaveReceiptMutation } from '../api';
import { draftOf, draftProblems, receiptFileProblem, saveBodyOf, type ExpenseDraft } from '../expenseForm';
import { ReceiptField } from './ReceiptField';

export interface ExpenseDialogProps {
  expense: Expense | null;
  types: readonly ExpenseTypeAnswer[];
  payees: readonly string[];
  /** A new expense is spent for this signing, and dated on its day unless changed. */
  appointmentId?: string | null;
  defaultDate?: string;
  onClose: () => void;
  onSaved: (saved: Expense) => void;
}

/**
 * An expense: when, to whom, how much, of which type (and so on which Schedule C line), with its
 * receipt. A receipt chosen for a saved expense uploads at once; for a new one, once it is saved.
 */
export function ExpenseDialog({ expense, types, payees, appointmentId = null, defaultDate, onClose, onSaved }: ExpenseDialogProps) {
  const formId = useId();
  const [current, setCurrent] = useState<Expense | null>(expense);
  const [opened] = useState(() => draftOf(expense, defaultDate ?? localToday(), appointmentId));
  const [draft, setDraft] = useState<ExpenseDraft>(opened);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const [chosen, setChosen] = useState<File | null>(null);
  const [receiptProblem, setReceiptProblem] = useState<string | null>(null);
  const [save, { isLoading: saving }] = useSaveExpenseMutation();
  const [saveReceipt, { isLoading: uploading }] = useSaveReceiptMutation();
  const change = (changes: Partial<ExpenseDraft>) => {
    setDraft((now) => ({ ...now, ...changes }));
    // A field's message goes as soon as the notary changes that field.
    setErrors((now) => Object.fromEntries(Object.entries(now).filter(([field]) => !(field in changes))));
  };
  const typeId = `${formId}-type`;
  const payeesId = `${formId}-payees`;

  /** Uploads to a saved expense; answers the expense as it is now, or null when refused. */
  const upload = async (expenseId: string, file: File): Promise<Expense | null> => {
    setReceiptProblem(null);
    try {
      const saved = await saveReceipt({ expenseId, file }).unwrap();
      setChosen(null);
      setCurrent(saved);
      setDraft((now) => ({ ...now, Revision: saved.Revision }));
      return saved;
    } catch (error) {
      if (!isUnauthorized(error)) setReceiptProblem(`Receipt could not be saved. ${messageOf(error)}`);
      return null;
    }
  };

  const choose = (file: File) => {
    const found = receiptFileProblem(file);
    setReceiptProblem(found);
    if (found) return setChosen(null);
    setChosen(file);
    if (current) void upload(current.Id, file);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving || uploading) return;
    const found = draftProblems(draft);
    setErrors(found);
    if (Object.keys(found).length) return;
    setProblem(null);
    try {
      const saved = await save(saveBodyOf(draft)).unwrap();
      setCurrent(saved);
      setDraft(draftOf(saved, draft.Date));
      // A new expense's receipt goes up now that the expense exists; if it is refused, the dialog
      // stays open on the saved expense with the reason, so the notary can choose another file.
      if (chosen && !current) {
        const withReceipt = await upload(saved.Id, chosen);
        if (!withReceipt) return;
        return onSaved(withReceipt);
      }
      onSaved(saved);
    } catch (error) {
      if (isUnauthorized(error)) return;
      setErrors(isApiError(error) ? (error.Errors ?? {}) : {});
      setProblem({ message: messageOf(error) });
    }
  };

  const choosable = types.filter((type) => !type.IsDeleted || String(type.Id) === draft.CategoryKey);
  const chosenType = types.find((type) => String(type.Id) === draft.CategoryKey);
  return (
    <Dialog
      title={current ? 'Edit expense' : 'New expense'}
      onClose={onClose}
      size="large"
      unsavedChanges={typedChanges(draft, opened) || chosen !== null}
      footer={{ cancel: 'Cancel', action: { label: 'Save', form: formId, loading: saving || uploading } }}
    >
      <form id={formId} className="form expense-form" noValidate onSubmit={(event) => void submit(event)}>
        <FormAlert problem={problem} />
        <div className="expense-form__row">
          <TextField
            label="Date"
            type="date"
            required
            invalid={!!errors.Date}
            hint={errors.Date}
            value={draft.Date}
            onChange={(event) => change({ Date: event.target.value })}
          />
          <TextField
            label="Amount"
            inputMode="decimal"
            required
            aria-required="true"
            invalid={!!errors.Amount}
            hint={errors.Amount}
            placeholder="0.00"
            value={draft.Amount}
            onChange={(event) => change({ Amount: formatCurrencyInput(event.target.value) })}
          />
        </div>
        <TextField
          label="Payee"
          required
          aria-required="true"
          maxLength={150}
          list={payeesId}
          autoComplete="off"
          invalid={!!errors.Payee}
          hint={errors.Payee}
          data-autofocus
          value={draft.Payee}
          onChange={(event) => change({ Payee: event.target.value })}
        />
        <datalist id={payeesId}>
          {payees.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
        <div className="field">
          <label className="field__label" htmlFor={typeId}>
            Expense type
          </label>
          <select
            id={typeId}
            className="field__input"
            aria-invalid={!!errors.CategoryKey || undefined}
            value={draft.CategoryKey}
            onChange={(event) => change({ CategoryKey: event.target.value })}
          >
            <option value="-1">Other</option>
            {choosable.map((type) => (
              <option key={type.Id} value={type.Id}>
                {type.Description}
              </option>
            ))}
          </select>
          <p className="field__hint">
            {errors.CategoryKey ??
              (chosenType
                ? `Schedule C line ${chosenType.ScheduleCLine}: ${chosenType.ScheduleCLineTitle}`
                : 'Schedule C line 27a: Other expenses. Choose a type to put it on its own line.')}
          </p>
        </div>
        <TextField label="Details" maxLength={500} value={draft.Details} onChange={(event) => change({ Details: event.target.value })} />
        <ReceiptField
          stored={
            current?.HasReceipt && current.ReceiptContentType
              ? { expenseId: current.Id, contentType: current.ReceiptContentType, fileName: current.ReceiptFileName, version: current.Revision }
              : null
          }
          chosen={chosen}
          problem={receiptProblem}
          uploading={uploading}
          onChoose={choose}
        />
      </form>
    </Dialog>
  );
}

/** What the notary typed differs from what was opened (a receipt upload moving the revision on is not typing). */
function typedChanges(draft: ExpenseDraft, opened: ExpenseDraft): boolean {
  const { Revision: _now, ...typed } = draft;
  const { Revision: _then, ...before } = opened;
  return JSON.stringify(typed) !== JSON.stringify(before);
}
