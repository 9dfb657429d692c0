import { Command } from '@nestjs/cqrs';
import type { Requester } from '../../../core/http/requester';

/** The notary does not want this imported row: it leaves the pending list. */
export class DiscardImport extends Command<{ Id: string; Position: number }> {
  constructor(
    readonly by: Requester,
    readonly importId: string,
  ) {
    super();
  }
}
