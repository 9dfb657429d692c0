import { Body, Controller, Get, Header, HttpCode, Inject, Param, Post, Query, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import {
  BatchInvoiceBody,
  BatchInvoiceEmailBody,
  BatchInvoiceIdParam,
  type BatchInvoice,
  type BatchInvoiceEmailRequest,
  type BatchInvoiceRequest,
  type BatchInvoiceSaveAnswer,
} from '@notary/contracts';
import { BATCH_INVOICE_MESSAGES } from '@notary/domain';
import type { ReadModelCatalog } from '@notary/projection-runtime';
import { ReadsOnly } from '../../../core/auth/trial-write.guard';
import { OwnerId } from '../../../core/http/owner';
import { AsRequester, type Requester } from '../../../core/http/requester';
import { Validate } from '../../../core/http/validation';
import { CATALOG } from '../../../core/tokens';
import { InvoiceMailer } from '../invoice-email';
import { InvoicePdfs } from '../invoice-pdfs';
import { BatchInvoiceAsEdited, FindBatchInvoice } from './batch-invoice.queries';
import { SaveBatchInvoice } from './save-batch-invoice/save-batch-invoice.command';

/** How long a save waits for its batch to be readable before answering (the projector is in-process or near). */
const READ_BACK_MS = 5_000;

/** /api/batchinvoiceapi (spec 001 §7): one invoice to a customer for several of its signings. */
@Controller('api/batchinvoiceapi')
export class BatchInvoiceController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly pdfs: InvoicePdfs,
    @Inject(CATALOG) private readonly catalog: ReadModelCatalog,
    private readonly mailer: InvoiceMailer,
  ) {}

  /** POST send/ (spec 001 §7): the batch's PDF e-mailed through the outbox; the answer is the batch's id. */
  @Post('send')
  @HttpCode(200)
  // The id as a JSON string, as the spec's client reads it.
  @Header('content-type', 'application/json; charset=utf-8')
  async send(@AsRequester() by: Requester, @Body(new Validate(BatchInvoiceEmailBody)) body: BatchInvoiceEmailRequest): Promise<string> {
    return JSON.stringify(await this.mailer.sendBatch(by, body));
  }

  @Get('get/:id')
  async get(@OwnerId() ownerId: string, @Param('id', new Validate(BatchInvoiceIdParam, 'id')) id: string): Promise<BatchInvoice> {
    return (await this.queries.execute(new FindBatchInvoice(ownerId, id))).view;
  }

  /** A new batch as its page opens it: the customer's chosen signings, the next number, the totals. */
  @ReadsOnly()
  @Post('propose')
  @HttpCode(200)
  async propose(@OwnerId() ownerId: string, @Body(new Validate(BatchInvoiceBody)) body: BatchInvoiceRequest): Promise<BatchInvoice> {
    return (await this.queries.execute(new BatchInvoiceAsEdited(ownerId, body))).view;
  }

  @Post('save')
  @HttpCode(200)
  async save(@AsRequester() by: Requester, @Body(new Validate(BatchInvoiceBody)) body: BatchInvoiceRequest): Promise<BatchInvoiceSaveAnswer> {
    const { batchInvoiceId, position } = await this.commands.execute(new SaveBatchInvoice(by, body));
    await this.catalog.waitFor(position, READ_BACK_MS);
    const { view } = await this.queries.execute(new FindBatchInvoice(by.ownerId, batchInvoiceId));
    return { Response: BATCH_INVOICE_MESSAGES.saved, BatchInvoice: view, Position: position };
  }

  /** The batch as its page has it (saved or not) as a PDF: the preview and the download. */
  @ReadsOnly()
  @Post('export')
  @HttpCode(200)
  async export(
    @OwnerId() ownerId: string,
    @Body(new Validate(BatchInvoiceBody)) body: BatchInvoiceRequest,
    @Query('download') download: string | undefined,
    @Res() reply: FastifyReply,
  ) {
    const { view, pdf } = await this.queries.execute(new BatchInvoiceAsEdited(ownerId, body));
    return this.pdfs.send(reply, await this.pdfs.renderDocument(pdf), view.InvoiceNumber, download ? 'attachment' : 'inline', 'batch-invoice');
  }
}

/** Spec 001 §2's pages: /invoice/batchprint/{id} shows a batch invoice's PDF, /batchinvoice/download/{id} saves it. */
@Controller()
export class BatchInvoicePagesController {
  constructor(
    private readonly queries: QueryBus,
    private readonly pdfs: InvoicePdfs,
  ) {}

  @Get('invoice/batchprint/:id')
  print(@OwnerId() ownerId: string, @Param('id', new Validate(BatchInvoiceIdParam, 'id')) id: string, @Res() reply: FastifyReply) {
    return this.pdf(ownerId, id, reply, 'inline');
  }

  @Get('batchinvoice/download/:id')
  download(@OwnerId() ownerId: string, @Param('id', new Validate(BatchInvoiceIdParam, 'id')) id: string, @Res() reply: FastifyReply) {
    return this.pdf(ownerId, id, reply, 'attachment');
  }

  private async pdf(ownerId: string, id: string, reply: FastifyReply, disposition: 'inline' | 'attachment') {
    const { view, pdf } = await this.queries.execute(new FindBatchInvoice(ownerId, id));
    return this.pdfs.send(reply, await this.pdfs.renderDocument(pdf), view.InvoiceNumber, disposition, 'batch-invoice');
  }
}
