import { Command } from '@nestjs/cqrs';
import type { DeleteAccountBody } from '@notary/contracts';
import type { Requester } from '../../core/http/requester';

/** The signed-in notary leaves: their account and everything of theirs is erased. Answers true. */
export class EraseAccount extends Command<true> {
  constructor(
    readonly by: Requester,
    readonly email: string,
    readonly confirmation: Required<DeleteAccountBody>,
  ) {
    super();
  }
}
