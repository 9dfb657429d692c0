import { Command } from '@nestjs/cqrs';
import type { Requester } from '../../../core/http/requester';

export class SignOut extends Command<void> {
  constructor(
    readonly by: Requester,
    readonly sessionToken: string,
  ) {
    super();
  }
}
