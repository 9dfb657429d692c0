import { Body, Controller, Get, HttpCode, Param, Post, Req, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { FastifyReply, FastifyRequest } from 'fastify';
// The request's file() and isMultipart() come from the plugin registered in server.ts.
import type {} from '@fastify/multipart';
import { ExpenseBody, ExpenseIdParam, ExpensePageBody, type ExpenseInput } from '@notary/contracts';
import { expenseDecider, RECEIPT_MAX_BYTES, RECEIPT_MESSAGES, type ExpenseState } from '@notary/domain';
import { expenseStream, type ExpenseEvent } from '@notary/events';
import { findExpense } from '@notary/read-models';
import type { z } from 'zod';
import { CommandKit } from '../../core/commands/command-kit';
import { ReadsOnly } from '../../core/auth/trial-write.guard';
import { ApiError } from '../../core/http/api-error';
import { OwnerId } from '../../core/http/owner';
import { AsRequester, type Requester } from '../../core/http/requester';
import { Validate } from '../../core/http/validation';
import { ReadModels } from '../../core/read-models';
import { AttachReceipt } from './attach-receipt/attach-receipt.command';
import { DeleteExpense } from './delete-expense/delete-expense.command';
import { expenseNotFound } from './expense-answer';
import { ExpensePageOf, ExpensesOfSigning, FindExpense, PayeesOf } from './expense.queries';
import { invalidFileSize, invalidFileType, ReceiptIntake } from './receipt-intake';
import { SaveExpense } from './save-expense/save-expense.command';

/** Room for the multipart envelope around a 5 MB file (boundaries, part headers). */
const MULTIPART_OVERHEAD = 64 * 1024;

/** /api/expenseapi (spec 001 §7): the notary's expenses and their receipts. */
@Controller('api/expenseapi')
export class ExpenseController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly kit: CommandKit,
    private readonly reads: ReadModels,
    private readonly receipts: ReceiptIntake,
  ) {}

  @Get('get/:id')
  one(@OwnerId() ownerId: string, @Param('id', new Validate(ExpenseIdParam, 'id')) expenseId: string) {
    return this.queries.execute(new FindExpense(ownerId, expenseId));
  }

  @Get('getappointment/:appointmentId')
  ofSigning(@OwnerId() ownerId: string, @Param('appointmentId', new Validate(ExpenseIdParam, 'appointmentId')) signingId: string) {
    return this.queries.execute(new ExpensesOfSigning(ownerId, signingId));
  }

  @ReadsOnly()
  @Post('getpage')
  @HttpCode(200)
  page(@OwnerId() ownerId: string, @Body(new Validate(ExpensePageBody)) body: z.output<typeof ExpensePageBody>) {
    return this.queries.execute(new ExpensePageOf(ownerId, { ...body, Year: body.Year ?? null }));
  }

  /** A blank expense: today's date is the browser's to fill in (the server's is UTC). */
  @Get('getblank')
  blank() {
    return {
      Id: '',
      Revision: null,
      Date: '',
      Payee: '',
      Details: '',
      Amount: null,
      CategoryKey: -1,
      AppointmentId: null,
      AppointmentTypeId: null,
      HasReceipt: false,
    };
  }

  @Get('getpayees')
  payees(@OwnerId() ownerId: string) {
    return this.queries.execute(new PayeesOf(ownerId));
  }

  @Post('save')
  @HttpCode(200)
  save(@AsRequester() by: Requester, @Body(new Validate(ExpenseBody)) body: ExpenseInput) {
    return this.commands.execute(new SaveExpense(by, body));
  }

  @Post('delete/:id')
  @HttpCode(200)
  remove(@AsRequester() by: Requester, @Param('id', new Validate(ExpenseIdParam, 'id')) expenseId: string) {
    return this.commands.execute(new DeleteExpense(by, expenseId));
  }

  /**
   * A multipart upload with one file. The expense must be the notary's before a byte is read; the
   * file is judged by its bytes (415) and refused the moment it passes 5 MB (413). A refused upload
   * records nothing, so the earlier receipt stays.
   */
  @Post('savereceipt/:id')
  @HttpCode(200)
  async saveReceipt(@AsRequester() by: Requester, @Param('id', new Validate(ExpenseIdParam, 'id')) expenseId: string, @Req() request: FastifyRequest) {
    const declared = Number(request.headers['content-length'] ?? 0);
    if (declared > RECEIPT_MAX_BYTES + MULTIPART_OVERHEAD) throw invalidFileSize();
    const expense = await this.kit.current<ExpenseState, ExpenseEvent>(expenseStream(expenseId), expenseDecider);
    if (!expense.exists || expense.deleted || expense.ownerId !== by.ownerId) throw expenseNotFound();
    if (!request.isMultipart()) throw invalidFileType();
    // One byte past the limit reaches the intake, which then refuses; the rest is never kept.
    const part = await request.file({ limits: { fileSize: RECEIPT_MAX_BYTES + 1, files: 1, fields: 0, parts: 1 }, throwFileSizeLimit: false });
    if (!part) throw new ApiError(400, { Response: RECEIPT_MESSAGES.missing, Code: 'RECEIPT.MISSING' });
    const receipt = await this.receipts.take(part.file, part.filename);
    return this.commands.execute(new AttachReceipt(by, expenseId, receipt));
  }

  /** The receipt's bytes as they were uploaded, with their type (GET too, so an <img> can show it). */
  @ReadsOnly()
  @Post('getreceipt/:id')
  @HttpCode(200)
  receiptByPost(@OwnerId() ownerId: string, @Param('id', new Validate(ExpenseIdParam, 'id')) expenseId: string, @Res() reply: FastifyReply) {
    return this.sendReceipt(ownerId, expenseId, reply);
  }

  @Get('getreceipt/:id')
  receipt(@OwnerId() ownerId: string, @Param('id', new Validate(ExpenseIdParam, 'id')) expenseId: string, @Res() reply: FastifyReply) {
    return this.sendReceipt(ownerId, expenseId, reply);
  }

  private async sendReceipt(ownerId: string, expenseId: string, reply: FastifyReply) {
    const expense = await findExpense(this.reads.of(ownerId), expenseId);
    if (!expense) throw expenseNotFound();
    const bytes = expense.ReceiptHash ? await this.receipts.read(expense.ReceiptHash) : null;
    if (!bytes || !expense.ReceiptContentType) {
      throw new ApiError(404, { Response: 'Unable to retrieve receipt', Code: 'RECEIPT.NOT_FOUND' });
    }
    const name = expense.ReceiptFileName ?? 'receipt';
    void reply
      .status(200)
      .header('content-type', expense.ReceiptContentType)
      .header('content-length', String(bytes.length))
      .header('content-disposition', `inline; filename="${name.replace(/["\\]/g, '')}"; filename*=UTF-8''${encodeURIComponent(name)}`)
      .header('cache-control', 'private, no-store')
      // The expense dialog shows a PDF receipt in a frame of this app's own page, and nowhere else.
      .header('x-frame-options', 'SAMEORIGIN')
      .header('content-security-policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'")
      .send(bytes);
  }
}
