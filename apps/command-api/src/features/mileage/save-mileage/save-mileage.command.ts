import { Command } from '@nestjs/cqrs';
import type { MileageInput, MileageSaveAnswer } from '@notary/contracts';
import type { Requester } from '../../../core/http/requester';

/** Record a trip (no Id) or change one the notary opened at `Revision`. */
export class SaveMileage extends Command<MileageSaveAnswer> {
  constructor(
    readonly by: Requester,
    readonly trip: MileageInput,
  ) {
    super();
  }
}
