/**
 * Confirming a signing with the signer (spec 000 §4-5). A confirmed signing stays confirmed: a new
 * entry can only switch it back to not confirmed. Unconfirmed signings take any entry.
 */
export function canSaveConfirmation(currentlyConfirmed: boolean, chosenConfirmed: boolean): boolean {
  return !currentlyConfirmed || !chosenConfirmed;
}

/** The status choice is only offered for signings today or later: a past signing's call is history. */
export function showsConfirmationStatus(signingDate: string, today: string): boolean {
  return signingDate >= today;
}

export const ALREADY_CONFIRMED_MESSAGE = 'This signing is already confirmed. To change it, switch it to not confirmed.';
export const PAST_CONFIRMED_MESSAGE = 'This signing is confirmed and its date has passed, so its confirmation can no longer be changed.';

export type SigningStateTone = 'good' | 'plain' | 'owed';

/**
 * What a signing's status pill says. Before it starts, whether it is confirmed with the signer
 * (spec 000 §4-5). Once its start has passed, "Not confirmed" would read as an alarm about
 * something that is over: it says it is completed, and whether it is paid (green), unpaid (the
 * money still owed stands out) or had nothing to pay.
 */
export function signingState(
  signing: { AppointmentDateTime: string; Confirmed: boolean; PaymentStatus: 'paid' | 'unpaid' | 'none' },
  localNow: string,
): { text: string; tone: SigningStateTone } {
  if (signing.AppointmentDateTime >= localNow) return signing.Confirmed ? { text: 'Confirmed', tone: 'good' } : { text: 'Not confirmed', tone: 'plain' };
  if (signing.PaymentStatus === 'paid') return { text: 'Completed · Paid', tone: 'good' };
  if (signing.PaymentStatus === 'unpaid') return { text: 'Completed · Unpaid', tone: 'owed' };
  return { text: 'Completed', tone: 'plain' };
}
