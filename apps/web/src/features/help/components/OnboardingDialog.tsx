import { Modal } from '../../../shared/ui/Modal';
import { GettingStarted } from './GettingStarted';
import { WhatsNewList } from './WhatsNewList';

export interface OnboardingDialogProps {
  /** A new notary gets the getting-started help; a returning one, what changed. */
  kind: 'gettingStarted' | 'whatsNew';
  onClose: () => void;
}

export function OnboardingDialog({ kind, onClose }: OnboardingDialogProps) {
  const gettingStarted = kind === 'gettingStarted';
  return (
    <Modal
      title={gettingStarted ? 'Welcome to Notary Ledger' : "What's new in Notary Ledger"}
      onClose={onClose}
      size="large"
      actions={
        <button type="button" className="button button--primary" onClick={onClose} data-autofocus>
          {gettingStarted ? 'Get started' : 'Got it'}
        </button>
      }
    >
      {gettingStarted ? <GettingStarted /> : <WhatsNewList />}
    </Modal>
  );
}
