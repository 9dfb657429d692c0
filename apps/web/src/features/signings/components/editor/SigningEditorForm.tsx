import { useEffect, useRef, useState } from 'react';
import type { ConfirmationEntry } from '@notary/contracts';
import { isApiError } from '../../../../app/apiError';
import { FormAlert, type FormProblem } from '../../../../shared/ui/FormAlert';
import { Dialog } from '../../../../shared/dialog/Dialog';
import { useSaveSigningMutation } from '../../api';
import { commandIdKeeper } from '../../commandIds';
import { useSigningForm } from '../../hooks/useSigningForm';
import { fieldErrorsFromServer, isUnchanged, saveBodyOf, validateSigning, type SigningFormValues } from '../../signingForm';
import { signerName } from '../../signingLinks';
import type { CustomerChoice, SigningSettings } from '../../types';
import { ConfirmationSection } from './ConfirmationSection';
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

  const save = async () => {
    setProblem(null);
    const errors = validateSigning(values);
    if (Object.keys(errors).length) {
      form.setErrors(errors);
      focusFirstInvalid();
      return;
    }
    if (isUnchanged(initial, values)) {
      onClose();
      return;
    }
    try {
      const signing = saveBodyOf(values);
      await saveSigning({ signing, commandId: commandIdFor(signing) }).unwrap();
      onClose();
    } catch (error) {
      setProblem(saveProblemOf(error, signerName(values)));
      if (isApiError(error)) {
        form.setErrors(fieldErrorsFromServer(error.Errors, values));
        focusFirstInvalid();
      }
    }
  };

  return (
    <Dialog title={title} onClose={onClose} size="large" footer={{ cancel: 'Cancel', action: { label: 'Save', form: 'signing-editor-form', loading: saving } }}>
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
      <div ref={alertRef} className="signing-editor__alert">
        <FormAlert problem={problem} />
      </div>
    </Dialog>
  );
}
