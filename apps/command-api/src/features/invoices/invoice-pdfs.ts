import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { Invoice } from '@notary/contracts';
import { PdfRenderPool, type InvoiceDocument } from '@notary/documents';
import type { FastifyReply } from 'fastify';
import { ReadModels } from '../../core/read-models';
import { invoicePdfModel } from './invoice-document';
import { InvoiceReads } from './invoice-reads';

/**
 * Invoice PDFs for the API. Rendering is tens to hundreds of milliseconds of CPU, so it runs in a
 * worker thread (PdfRenderPool) and the API keeps answering other requests meanwhile.
 */
@Injectable()
export class InvoicePdfs implements OnModuleDestroy {
  private readonly pool = new PdfRenderPool({ size: 1 });

  constructor(
    private readonly reads: ReadModels,
    private readonly invoices: InvoiceReads,
  ) {}

  async render(ownerId: string, invoice: Invoice): Promise<Buffer> {
    const scope = this.reads.of(ownerId);
    const [settings, customer] = await Promise.all([this.invoices.settings(scope), this.invoices.customer(scope, invoice.Customer?.Id ?? null)]);
    return this.pool.render(invoicePdfModel(invoice, settings?.Profile ?? null, customer));
  }

  /** A document already made (a batch invoice's). */
  renderDocument(document: InvoiceDocument): Promise<Buffer> {
    return this.pool.render(document);
  }

  /** Sends a PDF, shown in the browser (inline) or saved as a file (attachment). */
  send(reply: FastifyReply, pdf: Buffer, invoiceNumber: number, disposition: 'inline' | 'attachment', prefix = 'invoice') {
    return (
      reply
        .status(200)
        .header('content-type', 'application/pdf')
        .header('content-length', String(pdf.length))
        .header('content-disposition', `${disposition}; filename="${prefix}-${invoiceNumber}.pdf"`)
        .header('cache-control', 'private, no-store')
        // The invoice dialog previews the PDF in a frame of this app's own page, and nowhere else.
        .header('x-frame-options', 'SAMEORIGIN')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'")
        .send(pdf)
    );
  }

  onModuleDestroy(): Promise<void> {
    return this.pool.close();
  }
}
