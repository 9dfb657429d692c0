import { useId, useState } from 'react';
import type { ConfirmationHistory, TimeOfDay } from '@notary/contracts';
import { isApiError } from '../../../app/apiError';
import { FormAlert, type FormProblem } from '../../../shared/ui/FormAlert';
import { Dialog } from '../../../shared/dialog/Dialog';
import { useSaveConfirmationMutation } from '../api';
import { ALREADY_CONFIRMED_MESSAGE, PAST_CONFIRMED_MESSAGE, canSaveConfirmation, showsConfirmationStatus } from '../confirmationRules';
import { formatUsDate, localToday, parseUsDate } from '../../../shared/format';
import { timeOfDayNow } from '../timeOfDay';
import { ConfirmationHistoryList } from './ConfirmationHistoryList';
import { InputField, SelectField } from './fields';
import { TimeOfDayFields } from './TimeOfDayFields';

interface ConfirmationFormProps {
  title: string;
  signingDate: string;
  history: ConfirmationHistory;
  onClose: () => void;
}

export function ConfirmationForm({ title, signingDate, history, onClose }: ConfirmationFormProps) {
  const today = localToday();
  const statusShown = showsConfirmationStatus(signingDate, today);
  const [confirmed, setConfirmed] = useState(history.Confirmed);
  const [note, setNote] = useState('');
  const [dateText, setDateText] = useState(formatUsDate(today));
  const [time, setTime] = useState<TimeOfDay>(() => timeOfDayNow());
  const [dateError, setDateError] = useState<string>();
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const [saveConfirmation, { isLoading: saving }] = useSaveConfirmationMutation();
  const ids = { status: useId(), note: useId(), blocked: useId() };
  const allowed = canSaveConfirmation(history.Confirmed, confirmed);
  const presets = confirmed ? history.PresetConfirmationNotes : history.PresetNonConfirmationNotes;

  const save = async () => {
    const date = parseUsDate(dateText);
    if (!date) {
      setDateError('Enter the date as MM/DD/YYYY');
      return;
    }
    setProblem(null);
    try {
      await saveConfirmation({
        AppointmentId: history.AppointmentId,
        Note: note.trim(),
        Confirmed: confirmed,
        ConfirmationDateTime: formatUsDate(date),
        ConfirmationTime: time,
      }).unwrap();
      onClose();
    } catch (error) {
      // Spec 000 §8: 'Error' / 'Unable to save appointment confirmation'; a refusal adds the server's reason.
      const reason = isApiError(error) && typeof error.status === 'number' && error.status < 500 ? ` ${error.Response}` : '';
      setProblem({ title: 'Error', message: `Unable to save appointment confirmation.${reason}` });
    }
  };

  return (
    <Dialog
      title={title}
      onClose={onClose}
      footer={{
        cancel: 'Cancel',
        action: { label: 'Save confirmation', form: ids.note + '-form', loading: saving, disabled: !allowed, describedBy: allowed ? undefined : ids.blocked },
      }}
    >
      <form
        id={ids.note + '-form'}
        className="confirmation-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (allowed && !saving) void save();
        }}
      >
        <p>
          Currently <strong>{history.Confirmed ? 'confirmed' : 'not confirmed'}</strong>.
        </p>
        {statusShown && (
          <fieldset className="choice-group">
            <legend className="field__label">Confirmation status</legend>
            <label className="choice">
              <input type="radio" name={ids.status} checked={confirmed} onChange={() => setConfirmed(true)} data-autofocus={confirmed || undefined} />
              Confirmed
            </label>
            <label className="choice">
              <input type="radio" name={ids.status} checked={!confirmed} onChange={() => setConfirmed(false)} data-autofocus={!confirmed || undefined} />
              Not confirmed
            </label>
          </fieldset>
        )}
        {!allowed && (
          <p id={ids.blocked} className="notice notice--info">
            {statusShown ? ALREADY_CONFIRMED_MESSAGE : PAST_CONFIRMED_MESSAGE}
          </p>
        )}
        <SelectField label="Preset note" value="" onValueChange={(value) => value && setNote(value)}>
          <option value="">Choose a preset note…</option>
          {presets.map((preset) => (
            <option key={preset} value={preset}>
              {preset}
            </option>
          ))}
        </SelectField>
        <div className="field">
          <label className="field__label" htmlFor={ids.note}>
            Note
          </label>
          <textarea id={ids.note} className="field__input" rows={3} maxLength={1000} value={note} onChange={(event) => setNote(event.target.value)} />
        </div>
        <div className="form-grid">
          <InputField
            label="Date (MM/DD/YYYY)"
            value={dateText}
            inputMode="numeric"
            maxLength={10}
            error={dateError}
            onValueChange={(value) => {
              setDateText(value);
              setDateError(undefined);
            }}
          />
          <TimeOfDayFields legend="Time" value={time} onChange={setTime} />
        </div>
        <FormAlert problem={problem} />
        <h3 className="form-section__title">History</h3>
        <ConfirmationHistoryList
          lines={history.ConfirmationHistory.map((entry) => ({
            date: entry.ConfirmationDateTime,
            time: entry.ConfirmationTime,
            confirmed: entry.Confirmed,
            note: entry.Note,
          }))}
        />
      </form>
    </Dialog>
  );
}
