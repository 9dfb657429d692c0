import { Command } from '@nestjs/cqrs';
import type { InvoiceRequest, InvoiceSaveAnswer } from '@notary/contracts';
import type { Requester } from '../../../core/http/requester';

/** Save a signing's invoice (spec 001 §7 POST /api/invoiceapi/save). */
export class SaveInvoice extends Command<InvoiceSaveAnswer> {
  constructor(
    readonly by: Requester,
    readonly invoice: InvoiceRequest,
  ) {
    super();
  }
}
