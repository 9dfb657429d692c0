import { Command } from '@nestjs/cqrs';
import type { AcceptImportsAnswer } from '@notary/contracts';
import type { Requester } from '../../../core/http/requester';

/** Turn pending imports into signings: those named, or every pending one when `ids` is null. */
export class AcceptImports extends Command<AcceptImportsAnswer> {
  constructor(
    readonly by: Requester,
    readonly ids: readonly string[] | null,
  ) {
    super();
  }
}
