import { Module } from '@nestjs/common';
import { EmailModule } from '../email/email.module';
import { BatchInvoiceController, BatchInvoicePagesController } from './batch/batch-invoice.http.controller';
import { BatchInvoiceAsEditedHandler, FindBatchInvoiceHandler } from './batch/batch-invoice.queries';
import { SaveBatchInvoiceHandler } from './batch/save-batch-invoice/save-batch-invoice.handler';
import { InvoiceController, InvoicePagesController } from './invoice.http.controller';
import { InvoiceMailer } from './invoice-email';
import { InvoicePdfs } from './invoice-pdfs';
import { InvoiceReads } from './invoice-reads';
import { InvoiceAsEditedHandler, InvoiceOfSigningHandler } from './invoice.queries';
import { SaveInvoiceHandler } from './save-invoice/save-invoice.handler';

/** Invoices: a signing's invoice (on the signing's stream) and batch invoices (their own streams), with their PDFs (spec 001 §7). */
@Module({
  imports: [EmailModule],
  controllers: [InvoiceController, InvoicePagesController, BatchInvoiceController, BatchInvoicePagesController],
  providers: [
    SaveInvoiceHandler,
    InvoiceOfSigningHandler,
    InvoiceAsEditedHandler,
    SaveBatchInvoiceHandler,
    FindBatchInvoiceHandler,
    BatchInvoiceAsEditedHandler,
    InvoiceReads,
    InvoicePdfs,
    InvoiceMailer,
  ],
  exports: [InvoicePdfs, InvoiceReads],
})
export class InvoicesModule {}
