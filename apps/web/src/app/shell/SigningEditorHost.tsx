import { lazy, Suspense, useCallback } from 'react';
import { MessageBox } from '../../shared/dialog/MessageBox';
import { PAGE_NOT_FOUND_MESSAGE } from '../constants';
import { useAppDispatch, useAppSelector } from '../hooks';
import { closeSigningEditor, selectSigningEditorRequest } from '../signingEditor';
import { useGetBillingQuery } from '../../features/billing/api';
import { isConfinedToBilling } from '../../features/billing/billingRules';

// Loaded the first time a signing is opened, so screens that never edit one do not pay for it.
const SigningEditDialog = lazy(() =>
  import('../../features/signings/components/SigningEditDialog').catch(() => ({
    default: function EditorUnavailable({ onClose }: { onClose: () => void }) {
      return <MessageBox text={PAGE_NOT_FOUND_MESSAGE} onClose={onClose} />;
    },
  })),
);

/** The one signing edit dialog, opened from any screen with `openSigningEditor` (app/signingEditor.ts). */
export function SigningEditorHost() {
  const request = useAppSelector(selectSigningEditorRequest);
  const dispatch = useAppDispatch();
  const close = useCallback(() => dispatch(closeSigningEditor()), [dispatch]);
  const { data: billing } = useGetBillingQuery();
  // An expired trial is confined to Billing: the editor would only end in a refused save.
  if (!request || (billing && isConfinedToBilling(billing))) return null;
  return (
    <Suspense fallback={null}>
      <SigningEditDialog key={request.key} request={request} onClose={close} />
    </Suspense>
  );
}
