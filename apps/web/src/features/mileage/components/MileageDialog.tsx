import { useId, useState, type FormEvent } from 'react';
import type { Mileage, WorkType } from '@notary/contracts';
import { isApiError, isUnauthorized, messageOf } from '../../../app/apiError';
import { Dialog } from '../../../shared/dialog/Dialog';
import { localToday } from '../../../shared/format';
import { FormAlert, type FormProblem } from '../../../shared/ui/FormAlert';
import { TextField } from '../../../shared/ui/TextField';
import { useSaveMileageMutation } from '../api';
import { draftOf, draftProblems, milesText, saveBodyOf, type MileageDraft } from '../mileageForm';

export interface MileageDialogProps {
  trip: Mileage | null;
  /** With total mileage on (settings), the notary types the trip's total, not two odometer readings. */
  useTotalMileage: boolean;
  /** The notary's types of work, to say what a trip was for. */
  workTypes: readonly WorkType[];
  onClose: () => void;
  onSaved: (saved: Mileage) => void;
}

/** A trip: when, why, and the miles; what it is worth is worked out at the IRS rate of its date. */
export function MileageDialog({ trip, useTotalMileage, workTypes, onClose, onSaved }: MileageDialogProps) {
  const formId = useId();
  const [opened] = useState(() => draftOf(trip, localToday()));
  const [draft, setDraft] = useState<MileageDraft>(opened);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const [save, { isLoading: saving }] = useSaveMileageMutation();
  const change = (changes: Partial<MileageDraft>) => setDraft((current) => ({ ...current, ...changes }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const found = draftProblems(draft);
    setErrors(found);
    if (Object.keys(found).length) return;
    setProblem(null);
    try {
      onSaved(await save(saveBodyOf(draft, useTotalMileage)).unwrap());
    } catch (error) {
      if (isUnauthorized(error)) return;
      setErrors(isApiError(error) ? (error.Errors ?? {}) : {});
      setProblem({ message: messageOf(error) });
    }
  };

  return (
    <Dialog
      title={trip ? 'Edit extra miles' : 'Add extra miles'}
      onClose={onClose}
      unsavedChanges={JSON.stringify(draft) !== JSON.stringify(opened)}
      footer={{ cancel: 'Cancel', action: { label: 'Save', form: formId, loading: saving } }}
    >
      <form id={formId} className="form mileage-form" noValidate onSubmit={(event) => void submit(event)}>
        <FormAlert problem={problem} />
        <TextField label="Date" type="date" required value={draft.Date} onChange={(event) => change({ Date: event.target.value })} />
        <TextField
          label="Details"
          placeholder="Documents to the title company, post office…"
          maxLength={300}
          required
          aria-required="true"
          invalid={!!errors.Details}
          hint={errors.Details}
          data-autofocus
          value={draft.Details}
          onChange={(event) => change({ Details: event.target.value })}
        />
        {useTotalMileage ? (
          <TextField
            label="Total miles"
            inputMode="decimal"
            invalid={!!errors.EndMileage}
            hint={errors.EndMileage}
            value={draft.EndMileage}
            onChange={(event) => change({ EndMileage: milesText(event.target.value) })}
          />
        ) : (
          <div className="mileage-form__odometer">
            <TextField
              label="Start mileage"
              inputMode="decimal"
              value={draft.StartMileage}
              onChange={(event) => change({ StartMileage: milesText(event.target.value) })}
            />
            <TextField
              label="End mileage"
              inputMode="decimal"
              invalid={!!errors.EndMileage}
              hint={errors.EndMileage}
              value={draft.EndMileage}
              onChange={(event) => change({ EndMileage: milesText(event.target.value) })}
            />
          </div>
        )}
        <div className="field">
          <label className="field__label" htmlFor={`${formId}-type`}>
            Type of work (optional)
          </label>
          <select
            id={`${formId}-type`}
            className="field__input"
            value={draft.AppointmentTypeId}
            onChange={(event) => change({ AppointmentTypeId: event.target.value })}
          >
            <option value="">None</option>
            {workTypes
              .filter((type) => (type.IsActive && !type.IsDeleted) || String(type.Id) === draft.AppointmentTypeId)
              .map((type) => (
                <option key={type.Id} value={type.Id}>
                  {type.Name}
                </option>
              ))}
          </select>
        </div>
        <p className="check-field__hint">The deduction is worked out at the IRS standard rate of the trip's date, or at your own rate if you set one.</p>
      </form>
    </Dialog>
  );
}
