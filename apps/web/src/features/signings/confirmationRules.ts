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
