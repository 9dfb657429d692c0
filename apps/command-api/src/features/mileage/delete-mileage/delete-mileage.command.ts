import { Command } from '@nestjs/cqrs';
import type { DeleteAnswer } from '@notary/contracts';
import type { Requester } from '../../../core/http/requester';

export class DeleteMileage extends Command<DeleteAnswer> {
  constructor(
    readonly by: Requester,
    readonly tripId: string,
  ) {
    super();
  }
}
