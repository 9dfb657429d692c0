import { Command } from '@nestjs/cqrs';
import type { DeleteAnswer } from '@notary/contracts';
import type { Requester } from '../../../core/http/requester';

export class DeleteCustomer extends Command<DeleteAnswer> {
  constructor(
    readonly by: Requester,
    readonly customerId: string,
  ) {
    super();
  }
}
