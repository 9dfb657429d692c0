import { useEffect, useState } from 'react';
import type { BlankSigning, Signing } from '@notary/contracts';
import { isUnauthorized, messageOf } from '../../../app/apiError';
import { useAppDispatch } from '../../../app/hooks';
import { messageShown } from '../../../app/messages';
import { useReportError } from '../../../app/useReportError';
import type { SigningEditorRequest } from '../../../app/signingEditor';
import { Dialog } from '../../../shared/dialog/Dialog';
import { LoadingStatus } from '../../../shared/ui/LoadingStatus';
import { useGetAllCustomersQuery } from '../../../shared/queries/customers';
import { useGetSettingsQuery } from '../../../shared/queries/settings';
import { useGetBlankSigningQuery, useGetSigningQuery } from '../api';
import { localToday } from '../../../shared/format';
import { duplicateForm, formFromSigning, type SigningFormValues } from '../signingForm';
import { signerName } from '../signingLinks';
import { timeOfDayFrom } from '../timeOfDay';
import type { SigningSettings } from '../types';
import '../signings.css';
import { ConfirmationDialog } from './ConfirmationDialog';
import { SigningEditorForm } from './editor/SigningEditorForm';

export interface SigningEditDialogProps {
  request: SigningEditorRequest;
  onClose: () => void;
}

type Mode = 'edit' | 'duplicate' | 'new';

const TITLES: Record<Mode, string> = { edit: 'Edit signing', duplicate: 'New signing (copy)', new: 'New signing' };
/** Spec 000 §8 and 001 §8: the titles a failed load is shown under. */
const LOAD_FAILURE_TITLES: Record<Mode, string> = {
  edit: 'Unable to load appointment data',
  duplicate: 'Unable to duplicate appointment',
  new: 'Unable to get appointment template',
};

function initialValues(
  mode: Mode,
  source: Signing | BlankSigning,
  settings: SigningSettings,
  date: string | undefined,
  time: string | undefined,
): SigningFormValues {
  const values = formFromSigning(source, settings.UseTotalMileage);
  if (mode === 'duplicate') return duplicateForm(values);
  // The blank signing's date is the server's (UTC) today; a new signing is on the notary's day.
  if (mode === 'new') return { ...values, Id: '', AppointmentDate: date ?? localToday(), AppointmentTime: time ? timeOfDayFrom(time) : values.AppointmentTime };
  return values;
}

/**
 * The signing edit dialog, opened from anywhere through the app's signing editor request
 * (app/signingEditor.ts): loads what the form needs, then shows it.
 */
export default function SigningEditDialog({ request, onClose }: SigningEditDialogProps) {
  const dispatch = useAppDispatch();
  const mode: Mode = request.signingId ? 'edit' : request.duplicateOf ? 'duplicate' : 'new';
  const sourceId = request.signingId ?? request.duplicateOf;
  const settings = useGetSettingsQuery();
  const customers = useGetAllCustomersQuery();
  // Always read afresh: the form is saved whole, so it must start from what is stored now.
  const existing = useGetSigningQuery(sourceId ?? '', { skip: !sourceId, refetchOnMountOrArgChange: true });
  const blank = useGetBlankSigningQuery(undefined, { skip: mode !== 'new' });
  const source = mode === 'new' ? blank : existing;
  const [initial, setInitial] = useState<SigningFormValues | null>(null);
  const [confirming, setConfirming] = useState(false);

  // The form starts once from what was loaded; later refreshes (a save elsewhere) never overwrite typing.
  const loaded = source.isFetching ? undefined : source.data;
  if (!initial && loaded && settings.data) setInitial(initialValues(mode, loaded, settings.data, request.date, request.time));

  const failedLoad = initial ? undefined : (source.error ?? settings.error);
  const failureTitle = source.error ? LOAD_FAILURE_TITLES[mode] : 'Unable to load settings data';
  useEffect(() => {
    if (!failedLoad) return;
    if (!isUnauthorized(failedLoad)) dispatch(messageShown({ title: failureTitle, text: messageOf(failedLoad) }));
    onClose();
  }, [failedLoad, failureTitle, dispatch, onClose]);
  // Without customers the form still works (the customer stays as it is); say why the list is empty.
  useReportError(customers.error, 'Unable to load customer data');

  if (!initial || !settings.data) {
    return (
      <Dialog title={TITLES[mode]} onClose={onClose} size="small">
        <LoadingStatus text={mode === 'new' ? 'Preparing a new signing…' : 'Loading the signing…'} />
      </Dialog>
    );
  }

  return (
    <>
      <SigningEditorForm
        title={TITLES[mode]}
        initial={initial}
        settings={settings.data}
        customers={customers.data ?? []}
        confirmationHistory={mode === 'edit' ? (existing.data?.ConfirmationHistory ?? []) : []}
        onRecordConfirmation={() => setConfirming(true)}
        onClose={onClose}
      />
      {confirming && initial.Id && (
        <ConfirmationDialog
          signingId={initial.Id}
          signingDate={initial.AppointmentDate}
          signerName={signerName(initial)}
          onClose={() => setConfirming(false)}
        />
      )}
    </>
  );
}
