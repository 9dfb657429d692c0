import { Command } from '@nestjs/cqrs';
import type { DeleteAnswer } from '@notary/contracts';
import type { Requester } from '../../../core/http/requester';

export class DeleteEmailTemplate extends Command<DeleteAnswer> {
  constructor(
    readonly by: Requester,
    readonly templateId: string,
  ) {
    super();
  }
}
