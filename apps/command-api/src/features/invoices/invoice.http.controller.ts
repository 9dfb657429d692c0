import { Body, Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import {
  InvoiceBody,
  InvoiceEmailBody,
  InvoiceIdParam,
  InvoiceOfSigningBody,
  parseLocalDate,
  type Invoice,
  type InvoiceEmailRequest,
  type InvoiceRequest,
} from '@notary/contracts';
import type { z } from 'zod';
import { ReadsOnly } from '../../core/auth/trial-write.guard';
import { OwnerId } from '../../core/http/owner';
import { AsRequester, type Requester } from '../../core/http/requester';
import { Validate } from '../../core/http/validation';
import { InvoiceMailer } from './invoice-email';
import { InvoicePdfs } from './invoice-pdfs';
import { InvoiceAsEdited, InvoiceOfSigning } from './invoice.queries';
import { SaveInvoice } from './save-invoice/save-invoice.command';

/** The notary's today from the browser (the server's is UTC); the server's date when none came. */
const todayOf = (value: unknown) => (typeof value === 'string' && parseLocalDate(value)) || new Date().toISOString().slice(0, 10);

/** /api/invoiceapi (spec 001 §7): a signing's invoice, its lines, saving it and its PDF. */
@Controller('api/invoiceapi')
export class InvoiceController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly pdfs: InvoicePdfs,
    private readonly mailer: InvoiceMailer,
  ) {}

  /** POST send/: the invoice's PDF e-mailed through the outbox; answers once the message is queued. */
  @Post('send')
  @HttpCode(200)
  send(@AsRequester() by: Requester, @Body(new Validate(InvoiceEmailBody)) body: InvoiceEmailRequest) {
    return this.mailer.sendInvoice(by, body);
  }

  /** POST get/ takes the signing (its Id) and answers its invoice, saved or proposed. */
  @ReadsOnly()
  @Post('get')
  @HttpCode(200)
  get(@OwnerId() ownerId: string, @Body(new Validate(InvoiceOfSigningBody)) body: z.output<typeof InvoiceOfSigningBody>): Promise<Invoice> {
    return this.queries.execute(new InvoiceOfSigning(ownerId, body.Id, todayOf(body.Today)));
  }

  @Get('getlineitems/:id')
  async lineItems(@OwnerId() ownerId: string, @Param('id', new Validate(InvoiceIdParam, 'id')) signingId: string) {
    const invoice = await this.queries.execute(new InvoiceOfSigning(ownerId, signingId, todayOf(null)));
    return invoice.LineItems;
  }

  @Post('save')
  @HttpCode(200)
  save(@AsRequester() by: Requester, @Body(new Validate(InvoiceBody)) body: InvoiceRequest) {
    return this.commands.execute(new SaveInvoice(by, body));
  }

  /** The invoice as the dialog has it (saved or not) as a PDF: the preview and the download. */
  @ReadsOnly()
  @Post('export')
  @HttpCode(200)
  async export(
    @OwnerId() ownerId: string,
    @Body(new Validate(InvoiceBody)) body: InvoiceRequest,
    @Query('download') download: string | undefined,
    @Res() reply: FastifyReply,
  ) {
    const invoice = await this.queries.execute(new InvoiceAsEdited(ownerId, body));
    const pdf = await this.pdfs.render(ownerId, invoice);
    return this.pdfs.send(reply, pdf, invoice.InvoiceNumber, download ? 'attachment' : 'inline');
  }
}

/** The pages spec 001 names: /invoice/print/{id} shows the invoice's PDF, /invoice/download/{id} saves it. */
@Controller('invoice')
export class InvoicePagesController {
  constructor(
    private readonly queries: QueryBus,
    private readonly pdfs: InvoicePdfs,
  ) {}

  @Get('print/:id')
  print(@OwnerId() ownerId: string, @Param('id', new Validate(InvoiceIdParam, 'id')) signingId: string, @Res() reply: FastifyReply) {
    return this.pdf(ownerId, signingId, reply, 'inline');
  }

  @Get('download/:signingId')
  download(@OwnerId() ownerId: string, @Param('signingId', new Validate(InvoiceIdParam, 'signingId')) signingId: string, @Res() reply: FastifyReply) {
    return this.pdf(ownerId, signingId, reply, 'attachment');
  }

  private async pdf(ownerId: string, signingId: string, reply: FastifyReply, disposition: 'inline' | 'attachment') {
    const invoice = await this.queries.execute(new InvoiceOfSigning(ownerId, signingId, todayOf(null)));
    const pdf = await this.pdfs.render(ownerId, invoice);
    return this.pdfs.send(reply, pdf, invoice.InvoiceNumber, disposition);
  }
}
