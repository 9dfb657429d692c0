import { Dialog } from '../../../shared/dialog/Dialog';
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
    <Dialog
      title={gettingStarted ? 'Welcome to Notary Ledger' : "What's new in Notary Ledger"}
      onClose={onClose}
      size="large"
      footer={{ action: { label: gettingStarted ? 'Get started' : 'Got it', onClick: onClose }, focus: 'action' }}
    >
      {gettingStarted ? <GettingStarted /> : <WhatsNewList />}
    </Dialog>
  );
}
