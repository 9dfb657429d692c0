import { useEffect } from 'react';
import { isUnauthorized } from '../../../app/apiError';
import { useAppDispatch } from '../../../app/hooks';
import { messageShown } from '../../../app/messages';
import { Dialog } from '../../../shared/dialog/Dialog';
import { LoadingStatus } from '../../../shared/ui/LoadingStatus';
import { useGetConfirmationHistoryQuery } from '../api';
import { ConfirmationForm } from './ConfirmationForm';

export interface ConfirmationDialogProps {
  signingId: string;
  /** YYYY-MM-DD: the status choice is offered only for signings today or later. */
  signingDate: string;
  signerName: string;
  onClose: () => void;
}

/** Recording a call with the signer: loads the history and preset notes, then shows the form. */
export function ConfirmationDialog({ signingId, signingDate, signerName, onClose }: ConfirmationDialogProps) {
  const dispatch = useAppDispatch();
  const history = useGetConfirmationHistoryQuery(signingId, { refetchOnMountOrArgChange: true });
  const title = signerName ? `Confirmation for ${signerName}` : 'Signing confirmation';

  useEffect(() => {
    if (!history.error || history.data) return;
    if (!isUnauthorized(history.error)) dispatch(messageShown({ title: 'Error', text: 'Unable to load appointment confirmation' }));
    onClose();
  }, [history.error, history.data, dispatch, onClose]);

  if (!history.data) {
    return (
      <Dialog title={title} onClose={onClose} size="small">
        <LoadingStatus text="Loading the confirmation history…" />
      </Dialog>
    );
  }
  return <ConfirmationForm title={title} signingDate={signingDate} history={history.data} onClose={onClose} />;
}
