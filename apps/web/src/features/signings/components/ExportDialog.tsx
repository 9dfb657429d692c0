import { useState } from 'react';
import { EXPORT_FIELDS, EXPORT_FILE_NAME, type ExportField } from '@notary/contracts/wire-values';
import { useAppSelector } from '../../../app/hooks';
import { NETWORK_FAILURE_MESSAGE } from '../../../app/constants';
import { Dialog } from '../../../shared/dialog/Dialog';
import { localToday } from '../../../shared/format';
import { FormAlert, type FormProblem } from '../../../shared/ui/FormAlert';
import { EXPORT_FIELDS_KEY, exportProblem, exportRequest, initialExportChoice, orderedFields, type ExportChoice } from '../exportChoices';
import { InputField } from './fields';

function remembered(): string | null {
  try {
    return window.localStorage.getItem(EXPORT_FIELDS_KEY);
  } catch {
    return null;
  }
}

/** Asks the server for the CSV (a POST, like every query with X-Min-Position) and saves it as AppointmentExport.csv. */
async function downloadExport(choice: ExportChoice, token: string, position: number): Promise<void> {
  let response: Response;
  try {
    response = await fetch('/api/appointmentapi/exportAppointments', {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json', RequestVerificationToken: token, ...(position > 0 ? { 'X-Min-Position': String(position) } : {}) },
      body: JSON.stringify(exportRequest(choice)),
    });
  } catch {
    throw new Error(NETWORK_FAILURE_MESSAGE);
  }
  if (!response.ok) {
    const answer = (await response.json().catch(() => null)) as { Response?: string } | null;
    throw new Error(answer?.Response ?? NETWORK_FAILURE_MESSAGE);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = EXPORT_FILE_NAME;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has the file once the click is handled; the address is not needed after that.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Export (spec 001 §7 exportAppointments): the signings of a date range, this year unless changed,
 * with the fields checked, as a CSV file. The fields chosen are remembered in this browser.
 */
export function ExportDialog({ onClose }: { onClose: () => void }) {
  const token = useAppSelector((state) => state.session.token);
  const position = useAppSelector((state) => state.readYourWrites.highestPosition);
  const [choice, setChoice] = useState(() => initialExportChoice(localToday(), remembered()));
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const [busy, setBusy] = useState(false);

  const change = (next: Partial<ExportChoice>) => {
    setChoice((current) => ({ ...current, ...next }));
    setProblem(null);
  };
  const toggle = (field: ExportField, on: boolean) => {
    const fields = new Set(choice.fields);
    if (on) fields.add(field);
    else fields.delete(field);
    change({ fields });
  };

  const submit = async () => {
    const invalid = exportProblem(choice);
    if (invalid) return setProblem({ message: invalid });
    setBusy(true);
    try {
      await downloadExport(choice, token, position);
      try {
        window.localStorage.setItem(EXPORT_FIELDS_KEY, JSON.stringify(orderedFields(choice.fields)));
      } catch {
        // A browser that keeps nothing (private mode, storage full) still exported.
      }
      onClose();
    } catch (error) {
      setProblem({ title: 'Export failed', message: error instanceof Error ? error.message : NETWORK_FAILURE_MESSAGE });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog title="Export signings" onClose={onClose} footer={{ cancel: 'Cancel', action: { label: 'Download CSV', form: 'export-form', loading: busy } }}>
      <form
        id="export-form"
        className="form export-dialog"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!busy) void submit();
        }}
      >
        {/* At the top: on a phone the bottom of the dialog may be scrolled away. */}
        <FormAlert problem={problem} />
        <div className="export-dialog__dates">
          <InputField label="Start date" type="date" value={choice.startDate} onValueChange={(startDate) => change({ startDate })} autofocus />
          <InputField label="End date" type="date" value={choice.endDate} onValueChange={(endDate) => change({ endDate })} />
        </div>
        <fieldset className="export-dialog__fields">
          <legend className="field__label">Fields, in the order of the file’s columns</legend>
          <div className="export-dialog__all">
            <button type="button" className="link-button" onClick={() => change({ fields: new Set(EXPORT_FIELDS.map(([code]) => code)) })}>
              Select all
            </button>
            <button type="button" className="link-button" onClick={() => change({ fields: new Set() })}>
              Select none
            </button>
            <span aria-live="polite">
              {choice.fields.size} of {EXPORT_FIELDS.length} chosen
            </span>
          </div>
          <div className="export-dialog__list">
            {EXPORT_FIELDS.map(([code, title]) => (
              <label key={code} className="choice">
                <input type="checkbox" checked={choice.fields.has(code)} onChange={(event) => toggle(code, event.target.checked)} />
                {title}
              </label>
            ))}
          </div>
        </fieldset>
      </form>
    </Dialog>
  );
}
