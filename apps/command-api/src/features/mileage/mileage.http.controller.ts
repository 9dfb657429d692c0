import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { IrsRateQuery, MileageBody, MileageIdParam, MileagePageBody, type IrsRateAnswer, type MileageInput } from '@notary/contracts';
import { mileageRateFor } from '@notary/domain';
import type { z } from 'zod';
import { ReadsOnly } from '../../core/auth/trial-write.guard';
import { OwnerId } from '../../core/http/owner';
import { AsRequester, type Requester } from '../../core/http/requester';
import { Validate } from '../../core/http/validation';
import { DeleteMileage } from './delete-mileage/delete-mileage.command';
import { FindMileage, MileagePageOf } from './mileage.queries';
import { SaveMileage } from './save-mileage/save-mileage.command';

/** /api/mileageapi (spec 001 §7): the notary's extra trips, each worth the IRS rate of its date. */
@Controller('api/mileageapi')
export class MileageController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('get/:id')
  one(@OwnerId() ownerId: string, @Param('id', new Validate(MileageIdParam, 'id')) tripId: string) {
    return this.queries.execute(new FindMileage(ownerId, tripId));
  }

  @ReadsOnly()
  @Post('getpage')
  @HttpCode(200)
  page(@OwnerId() ownerId: string, @Body(new Validate(MileagePageBody)) body: z.output<typeof MileagePageBody>) {
    return this.queries.execute(new MileagePageOf(ownerId, body));
  }

  /** A blank trip: today's date is the browser's to fill in (the server's is UTC). */
  @Get('getblank')
  blank() {
    return { Id: '', Revision: null, Date: '', Details: '', StartMileage: null, EndMileage: null, AppointmentTypeId: null };
  }

  /** The IRS standard rate of a day, whatever the notary's own rate: what an empty rate in the settings means. */
  @Get('irsrate')
  irsRate(@Query(new Validate(IrsRateQuery)) query: z.output<typeof IrsRateQuery>): IrsRateAnswer {
    const rate = mileageRateFor(query.Date, null);
    return { Date: query.Date, RateCents: rate.cents, RateBasis: rate.basis };
  }

  @Post('save')
  @HttpCode(200)
  save(@AsRequester() by: Requester, @Body(new Validate(MileageBody)) body: MileageInput) {
    return this.commands.execute(new SaveMileage(by, body));
  }

  @Post('delete/:id')
  @HttpCode(200)
  remove(@AsRequester() by: Requester, @Param('id', new Validate(MileageIdParam, 'id')) tripId: string) {
    return this.commands.execute(new DeleteMileage(by, tripId));
  }
}
