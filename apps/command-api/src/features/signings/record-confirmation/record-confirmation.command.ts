import { Command } from '@nestjs/cqrs';
import type { ConfirmationSaveAnswer, TimeOfDay } from '@notary/contracts';
import type { Requester } from '../../../core/http/requester';

/** A call with the signer: did they confirm the date, time and place? */
export class RecordConfirmation extends Command<ConfirmationSaveAnswer> {
  constructor(
    readonly by: Requester,
    readonly signingId: string,
    readonly call: { confirmed: boolean; note: string; date: string; time: TimeOfDay },
  ) {
    super();
  }
}
