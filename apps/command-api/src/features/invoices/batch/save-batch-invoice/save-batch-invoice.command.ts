import { Command } from '@nestjs/cqrs';
import type { BatchInvoiceRequest } from '@notary/contracts';
import type { Requester } from '../../../../core/http/requester';

/** Save a batch invoice (spec 001 §7 POST /api/batchinvoiceapi/save). */
export class SaveBatchInvoice extends Command<{ batchInvoiceId: string; position: number }> {
  constructor(
    readonly by: Requester,
    readonly invoice: BatchInvoiceRequest,
  ) {
    super();
  }
}
