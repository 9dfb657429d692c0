import type { EmailDeliveryState, OutboxMessage } from '@notary/contracts';

const moment = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

/** An instant (ISO 8601, UTC) in the notary's own time: "Mar 5, 3:05 PM". */
export const formatMoment = (iso: string | null | undefined) => (iso ? moment.format(new Date(iso)) : '');

/** What each state means to the notary, in a word and in a sentence. */
export const STATE_LABELS: Record<EmailDeliveryState, string> = {
  Queued: 'Queued',
  Sending: 'Sending',
  Sent: 'Sent',
  Retrying: 'Retrying',
  Failed: 'Failed',
};

const PURPOSES: Record<OutboxMessage['Purpose']['Kind'], string> = {
  template: 'Written from a template',
  invoice: 'Invoice',
  'batch-invoice': 'Batch invoice',
  reminder: 'Payment reminder',
  receipt: 'Subscription receipt',
  'password-reset': 'Password reset link',
  'email-confirmation': 'New e-mail address confirmation',
  'email-change-notice': 'Notice of an e-mail address change',
  'accountant-invitation': 'Invitation to your accountant',
};

export const purposeOf = (message: OutboxMessage) => PURPOSES[message.Purpose.Kind] ?? 'E-mail';

/** The line under a message that says where it is and what happens next. */
export function stateDetail(message: OutboxMessage): string {
  switch (message.State) {
    case 'Queued':
      return `Waiting to be sent (queued ${formatMoment(message.QueuedAt)}).`;
    case 'Sending':
      return 'Being handed to the mail server now.';
    case 'Sent':
      return `Sent ${formatMoment(message.SentAt)}${message.Attempts > 1 ? ` after ${message.Attempts} attempts` : ''}.`;
    case 'Retrying':
      return `The mail server did not take it yet. Next attempt at ${formatMoment(message.NextAttemptAt)}.`;
    case 'Failed':
      return `Not sent after ${message.Attempts} attempt${message.Attempts === 1 ? '' : 's'}. You can send it again.`;
    default:
      return '';
  }
}
