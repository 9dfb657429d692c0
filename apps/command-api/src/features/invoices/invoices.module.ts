import { Module } from '@nestjs/common';
import { InvoiceController, InvoicePagesController } from './invoice.http.controller';
import { InvoicePdfs } from './invoice-pdfs';
import { InvoiceReads } from './invoice-reads';
import { InvoiceAsEditedHandler, InvoiceOfSigningHandler } from './invoice.queries';
import { SaveInvoiceHandler } from './save-invoice/save-invoice.handler';

/** Invoices: a signing's invoice, saved on the signing's stream, and its PDF (spec 001 §7 /api/invoiceapi). */
@Module({
  controllers: [InvoiceController, InvoicePagesController],
  providers: [SaveInvoiceHandler, InvoiceOfSigningHandler, InvoiceAsEditedHandler, InvoiceReads, InvoicePdfs],
  exports: [InvoicePdfs, InvoiceReads],
})
export class InvoicesModule {}
