import { Command } from '@nestjs/cqrs';
import type { BatchPaymentAnswer } from '@notary/contracts';
import type { Requester } from '../../../core/http/requester';

/** Pays the balance of each selected signing on one date, with one check number (spec 001 §4). */
export class RecordBatchPayment extends Command<BatchPaymentAnswer> {
  constructor(
    readonly by: Requester,
    readonly signingIds: string[],
    readonly paidDate: string,
    readonly checkNumber: string,
  ) {
    super();
  }
}
