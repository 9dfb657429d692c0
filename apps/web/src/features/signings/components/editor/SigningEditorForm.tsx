import { useEffect, useRef, useState } from 'react';
import type { ConfirmationEntry } from '@notary/contracts';
import { isApiError } from '../../../../app/apiError';
import { FormAlert, type FormProblem } from '../../../../shared/ui/FormAlert';
import { Dialog } from '../../../../shared/dialog/Dialog';
import { useAppDispatch } from '../../../../app/hooks';
import { signingsApi, useSaveSigningMutation } from '../../api';
import { commandIdKeeper } from '../../commandIds';
import { useSigningForm } from '../../hooks/useSigningForm';
import {
  conflictingChanges,
  fieldErrorsFromServer,
  formFromSigning,
  hasUnsavedChanges,
  isUnchanged,
  saveBodyOf,
  validateSigning,
  type SigningFormValues,
} from '../../signingForm';
import { signerName } from '../../signingLinks';
import type { CustomerChoice, SigningSettings } from '../../types';
import { ConfirmationSection } from './ConfirmationSection';
import { ExpensesLink } from './ExpensesLink';
import { MoneyFields } from './MoneyFields';
import { RecordsFields } from './RecordsFields';
import { saveProblemOf } from './saveProblem';
import { SignerFields } from './SignerFields';
import { WhenFields } from './WhenFields';
import { WorkFields } from './WorkFields';

export interface SigningEditorFormProps {
  title: string;
  initial: SigningFormValues;
  settings: SigningSettings;
  customers: readonly CustomerChoice[];
  /** The signing's calls with the signer, kept fresh while the dialog is open. */
  confirmationHistory: readonly ConfirmationEntry[];
  /** Opens the confirmation dialog; it is shown beside this one, not inside it (see SigningEditDialog). */
  onRecordConfirmation: () => void;
  onClose: () => void;
}

/**
 * The signing edit dialog's form. On a phone (below 979 px) the same dialog fills the screen in a
 * single column. A failed save keeps everything typed and says why above the buttons.
 */
export function SigningEditorForm({ title, initial, settings, customers, confirmationHistory, onRecordConfirmation, onClose }: SigningEditorFormProps) {
  const form = useSigningForm(initial, settings.LoanTypes);
  const { values } = form;
  const dispatch = useAppDispatch();
  // What the form is compared with: as opened, or the newer version the notary chose to take.
  const [opened, setOpened] = useState(initial);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [saveSigning, { isLoading: saving }] = useSaveSigningMutation();
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const lastNameRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const [openedTypeId] = useState(initial.LoanType ? Number(initial.LoanType) : null);
  const alertRef = useRef<HTMLDivElement>(null);
  const [commandIdFor] = useState(commandIdKeeper);

  useEffect(() => {
    if (problem) alertRef.current?.scrollIntoView({ block: 'nearest' });
  }, [problem]);

  const focusFirstInvalid = () => requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

  const save = async (values: SigningFormValues = form.values) => {
    setProblem(null);
    const errors = validateSigning(values);
    if (Object.keys(errors).length) {
      form.setErrors(errors);
      focusFirstInvalid();
      return;
    }
    if (isUnchanged(opened, values)) {
      onClose();
      return;
    }
    try {
      const signing = saveBodyOf(values);
      await saveSigning({ signing, commandId: commandIdFor(signing) }).unwrap();
      onClose();
    } catch (error) {
      if (isApiError(error) && error.status === 409 && values.Id && (await showConflict(values))) return;
      setProblem(saveProblemOf(error, signerName(values)));
      if (isApiError(error)) {
        form.setErrors(fieldErrorsFromServer(error.Errors, values));
        focusFirstInvalid();
      }
    }
  };

  /**
   * Someone saved this signing since the form was opened (another tab, the phone): the notary's
   * edits stay in the form, and they see what changed and choose. False if the newer version could
   * not be read (then the server's message shows as for any refusal).
   */
  const showConflict = async (mine: SigningFormValues): Promise<boolean> => {
    try {
      const latest = await dispatch(signingsApi.endpoints.getSigning.initiate(mine.Id, { forceRefetch: true, subscribe: false })).unwrap();
      const saved = formFromSigning(latest, settings.UseTotalMileage);
      setConflict({ saved, changes: conflictingChanges(opened, saved, mine) });
      return true;
    } catch {
      return false;
    }
  };

  const keepMine = () => {
    if (!conflict) return;
    const mine = { ...values, Revision: conflict.saved.Revision };
    form.reset(mine);
    setOpened(conflict.saved);
    setConflict(null);
    void save(mine);
  };

  const takeSaved = () => {
    if (!conflict) return;
    form.reset(conflict.saved);
    setOpened(conflict.saved);
    setConflict(null);
  };

  return (
    <Dialog
      title={title}
      onClose={onClose}
      size="large"
      unsavedChanges={hasUnsavedChanges(opened, values)}
      footer={{ cancel: 'Cancel', action: { label: 'Save', form: 'signing-editor-form', loading: saving, disabled: !!conflict } }}
    >
      {conflict && <ConflictPanel conflict={conflict} onKeepMine={keepMine} onTakeSaved={takeSaved} />}
      <form
        id="signing-editor-form"
        ref={formRef}
        className="signing-editor"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!saving) void save();
        }}
      >
        <WhenFields form={form} />
        <WorkFields form={form} customers={customers} workTypes={settings.LoanTypes} openedTypeId={openedTypeId} enableRON={settings.EnableRON} />
        <SignerFields form={form} lastNameRef={lastNameRef} />
        <MoneyFields form={form} />
        <RecordsFields form={form} useTotalMileage={settings.UseTotalMileage} trackingCompanies={settings.TrackingCompanies} />
      </form>
      {values.Id && settings.EnableConfirmations && <ConfirmationSection history={confirmationHistory} onRecordCall={onRecordConfirmation} />}
      {/* Spec 001 §5: a signing's expenses need its Id and a last name. */}
      {opened.Id && opened.LastName.trim() && <ExpensesLink signingId={opened.Id} unsaved={hasUnsavedChanges(opened, values)} onLeave={onClose} />}
      <div ref={alertRef} className="signing-editor__alert">
        <FormAlert problem={problem} />
      </div>
    </Dialog>
  );
}

interface Conflict {
  saved: SigningFormValues;
  changes: ReturnType<typeof conflictingChanges>;
}

/** A save met a newer version: what changed, and the two ways on. The edits stay in the form below. */
function ConflictPanel({ conflict, onKeepMine, onTakeSaved }: { conflict: Conflict; onKeepMine: () => void; onTakeSaved: () => void }) {
  return (
    <section className="notice notice--warning signing-conflict" role="alert" aria-labelledby="signing-conflict-title">
      <strong id="signing-conflict-title" className="notice__title">
        This signing was changed somewhere else
      </strong>
      <p>Since you opened it, it was saved in another tab or on another device. Your changes are still in the form below.</p>
      {conflict.changes.length > 0 ? (
        <table className="signing-conflict__changes">
          <caption>What the other save changed</caption>
          <thead>
            <tr>
              <th scope="col">Field</th>
              <th scope="col">Saved now</th>
              <th scope="col">Yours</th>
            </tr>
          </thead>
          <tbody>
            {conflict.changes.map((change) => (
              <tr key={change.field}>
                <th scope="row">{change.label}</th>
                <td>{change.saved}</td>
                <td>{change.mine}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>The other save changed nothing that this form shows.</p>
      )}
      <div className="signing-conflict__actions">
        <button type="button" className="button button--primary" onClick={onKeepMine}>
          Keep my version
        </button>
        <button type="button" className="button button--secondary" onClick={onTakeSaved}>
          Use the saved version
        </button>
      </div>
    </section>
  );
}
