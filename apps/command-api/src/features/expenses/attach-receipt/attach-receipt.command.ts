import { Command } from '@nestjs/cqrs';
import type { ExpenseSaveAnswer } from '@notary/contracts';
import type { ReceiptFile } from '@notary/events';
import type { Requester } from '../../../core/http/requester';

/** Names the receipt whose bytes are already in the blob store on the expense. */
export class AttachReceipt extends Command<ExpenseSaveAnswer> {
  constructor(
    readonly by: Requester,
    readonly expenseId: string,
    readonly receipt: ReceiptFile,
  ) {
    super();
  }
}
