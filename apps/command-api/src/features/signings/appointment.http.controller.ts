import { Body, Controller, Get, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { BatchPaymentBody, SigningBody, SigningIdList, SigningIdParam, SigningPageBody, type SigningInput, type SigningPageQuery } from '@notary/contracts';
import type { Clock } from '@notary/platform';
import type { z } from 'zod';
import { AsRequester, type Requester } from '../../core/http/requester';
import { ReadsOnly } from '../../core/auth/trial-write.guard';
import { OwnerId } from '../../core/http/owner';
import { Validate } from '../../core/http/validation';
import { CLOCK } from '../../core/tokens';
import { blankSigning } from './blank-signing';
import { DeleteSigning } from './delete-signing/delete-signing.command';
import { RecordBatchPayment } from './record-batch-payment/record-batch-payment.command';
import { SaveSigning } from './save-signing/save-signing.command';
import { FindSigning } from './queries/find-signing.query';
import { SigningListPage, SigningsBetween, SigningsOf } from './queries/signing-lists.query';

/** /api/appointmentapi: signings, their list pages and payments (the dashboard's calls live with the dashboard). */
@Controller('api/appointmentapi')
export class AppointmentController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  private today() {
    return this.clock.now().toISOString().slice(0, 10);
  }

  @Get('get')
  all(@OwnerId() ownerId: string) {
    return this.queries.execute(new SigningsOf(ownerId, 'all'));
  }

  @Get('get/:id')
  one(@OwnerId() ownerId: string, @Param('id', new Validate(SigningIdParam, 'id')) id: string) {
    return this.queries.execute(new FindSigning(ownerId, id));
  }

  @Get('getblank')
  blank() {
    return blankSigning(this.today());
  }

  @Post('save')
  @HttpCode(200)
  save(@AsRequester() by: Requester, @Body(new Validate(SigningBody)) body: SigningInput) {
    return this.commands.execute(new SaveSigning(by, body));
  }

  @ReadsOnly()
  @Post('getpage')
  @HttpCode(200)
  page(@OwnerId() ownerId: string, @Body(new Validate(SigningPageBody)) body: SigningPageQuery) {
    return this.queries.execute(new SigningListPage(ownerId, body, this.today()));
  }

  /** The calendar's window (spec 001 §9: 500 to a page, further pages while a page comes back full). */
  @ReadsOnly()
  @Post('getpagebydate')
  @HttpCode(200)
  pageByDate(@OwnerId() ownerId: string, @Body(new Validate(SigningPageBody)) body: SigningPageQuery) {
    const start = body.StartDate ?? (typeof body.Year === 'number' ? `${body.Year}-01-01` : '0000-01-01');
    const end = body.EndDate ?? (typeof body.Year === 'number' ? `${body.Year}-12-31` : '9999-12-31');
    return this.queries.execute(new SigningsBetween(ownerId, start, end, body.PageNumber, body.PageSize));
  }

  @Post('delete/:id')
  @HttpCode(200)
  remove(@AsRequester() by: Requester, @Param('id', new Validate(SigningIdParam, 'id')) id: string) {
    return this.commands.execute(new DeleteSigning(by, id));
  }

  @ReadsOnly()
  @Post('prepareprint')
  @HttpCode(200)
  async preparePrint(@OwnerId() ownerId: string, @Body(new Validate(SigningIdList, 'ids')) ids: string[]) {
    return { Appointments: await this.queries.execute(new SigningsOf(ownerId, ids)) };
  }

  @Post('savebatchpayment')
  @HttpCode(200)
  batchPayment(@AsRequester() by: Requester, @Body(new Validate(BatchPaymentBody)) body: z.output<typeof BatchPaymentBody>) {
    return this.commands.execute(new RecordBatchPayment(by, body.SigningIds, body.PaymentDate, body.CheckNumber));
  }
}
