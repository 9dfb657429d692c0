import { useState } from 'react';
import type { Signing } from '@notary/contracts';
import { isUnauthorized, messageOf } from '../../../app/apiError';
import { useAppDispatch } from '../../../app/hooks';
import { messageShown } from '../../../app/messages';
import { openSigningEditor } from '../../../app/signingEditor';
import { ConfirmDialog } from '../../../shared/dialog/ConfirmDialog';
import { useDeleteSigningMutation } from '../api';
import { ConfirmationDialog } from '../components/ConfirmationDialog';
import type { SigningRowHandlers } from '../components/RowActions';
import { formatUsDate } from '../../../shared/format';
import { NO_TRACKING_COMPANY_MESSAGE, signerName } from '../signingLinks';

/** A row's actions and the dialogs they open (delete asks first; confirmation has its own dialog). */
export function useRowActions(onDeleted: (id: string) => void) {
  const dispatch = useAppDispatch();
  const [deleting, setDeleting] = useState<Signing | null>(null);
  const [confirming, setConfirming] = useState<Signing | null>(null);
  const [deleteSigning] = useDeleteSigningMutation();

  const handlers: SigningRowHandlers = {
    onEdit: (signing) => dispatch(openSigningEditor({ signingId: signing.Id })),
    onDuplicate: (signing) => dispatch(openSigningEditor({ duplicateOf: signing.Id })),
    onDelete: setDeleting,
    onConfirmation: setConfirming,
    onTrackingWithoutCompany: () => dispatch(messageShown({ text: NO_TRACKING_COMPANY_MESSAGE })),
  };

  const confirmDelete = async (signing: Signing) => {
    setDeleting(null);
    try {
      await deleteSigning(signing.Id).unwrap();
      onDeleted(signing.Id);
    } catch (error) {
      if (!isUnauthorized(error)) dispatch(messageShown({ title: 'Unable to delete appointment', text: messageOf(error) }));
    }
  };

  const dialogs = (
    <>
      {deleting && (
        <ConfirmDialog
          title="Delete signing"
          message={`Delete the signing for ${signerName(deleting) || 'this signer'} on ${formatUsDate(deleting.AppointmentDate)}? Its expenses are deleted with it. This cannot be undone.`}
          confirmLabel="Delete"
          cancelLabel="Keep it"
          onConfirm={() => void confirmDelete(deleting)}
          onCancel={() => setDeleting(null)}
        />
      )}
      {confirming && (
        <ConfirmationDialog
          signingId={confirming.Id}
          signingDate={confirming.AppointmentDate}
          signerName={signerName(confirming)}
          onClose={() => setConfirming(null)}
        />
      )}
    </>
  );

  return { handlers, dialogs };
}
