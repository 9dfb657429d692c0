import type { ConfirmationHistoryEntry, Signing } from '@notary/contracts';
import { notFound, shortDate, signingFigures, type SigningState } from '@notary/domain';

/**
 * The saved signing as the save call answers it, from the state the command decided (so the answer
 * never waits for, or reads, the read models). The list and the dialog read the same shape from the
 * signings read model.
 */
export function signingAnswer(
  signingId: string,
  revision: number,
  state: SigningState,
  customerName: string,
  at: string,
): Signing & { OwnerId: string; CreatedAt: string; UpdatedAt: string } {
  const details = state.details!;
  return {
    Id: signingId,
    OwnerId: state.ownerId,
    Revision: revision,
    CustomerName: customerName,
    CreatedAt: at,
    UpdatedAt: at,
    ...details,
    ...signingFigures(details, state.payments, state.confirmations),
    Payments: state.payments,
    ConfirmationHistory: state.confirmations,
  };
}

/** Confirmation history in the wire's shape (ConfirmationDateTime as MM/DD/YYYY). */
export function confirmationHistory(signingId: string, entries: SigningState['confirmations']): ConfirmationHistoryEntry[] {
  return entries.map((entry) => ({
    AppointmentId: signingId,
    Note: entry.Note,
    Confirmed: entry.Confirmed,
    ConfirmationDateTime: shortDate(entry.ConfirmationDate),
    ConfirmationTime: entry.ConfirmationTime,
    RecordedAt: entry.RecordedAt,
  }));
}

export const signingNotFound = () => notFound('SIGNING.NOT_FOUND', 'The signing was not found. It may have been deleted.');
