import { Command } from '@nestjs/cqrs';
import type { SigningInput, SigningSaveAnswer } from '@notary/contracts';
import type { Requester } from '../../../core/http/requester';

/** Schedule a new signing (no Id) or change one the notary opened at `Revision`. */
export class SaveSigning extends Command<SigningSaveAnswer> {
  constructor(
    readonly by: Requester,
    readonly signing: SigningInput,
  ) {
    super();
  }
}
