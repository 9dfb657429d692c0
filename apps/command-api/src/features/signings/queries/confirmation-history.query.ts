import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ConfirmationHistory } from '@notary/contracts';
import { notFound } from '@notary/domain';
import { findSigning } from '@notary/read-models';
import { ReadModels } from '../../../core/read-models';
import { confirmationHistory } from '../signing-answer';

/** Notes a notary picks from instead of typing, after a call with the signer. */
export const PRESET_CONFIRMATION_NOTES = [
  'Confirmed date, time and location with the signer',
  'Signer will have a valid government-issued photo ID',
  'Confirmed by text message',
  'Documents received and printed',
];
export const PRESET_NON_CONFIRMATION_NOTES = ['Left a voicemail', 'No answer', 'Wrong number on file', 'Signer asked to reschedule', 'Waiting on documents'];

/** The calls made to a signing's signer, from the signings read model (read-your-writes shows a call just saved). */
export class ConfirmationHistoryOf extends Query<ConfirmationHistory> {
  constructor(
    readonly ownerId: string,
    readonly signingId: string,
  ) {
    super();
  }
}

@QueryHandler(ConfirmationHistoryOf)
export class ConfirmationHistoryOfHandler implements IQueryHandler<ConfirmationHistoryOf> {
  constructor(private readonly reads: ReadModels) {}

  async execute({ ownerId, signingId }: ConfirmationHistoryOf): Promise<ConfirmationHistory> {
    const signing = await findSigning(this.reads.of(ownerId), signingId);
    if (!signing) throw notFound('SIGNING.NOT_FOUND', 'Unable to load appointment confirmation');
    return {
      AppointmentId: signingId,
      Confirmed: signing.Confirmed,
      ConfirmationHistory: confirmationHistory(signingId, signing.ConfirmationHistory),
      PresetConfirmationNotes: PRESET_CONFIRMATION_NOTES,
      PresetNonConfirmationNotes: PRESET_NON_CONFIRMATION_NOTES,
    };
  }
}
