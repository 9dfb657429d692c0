import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ConfirmationBody, SigningIdParam } from '@notary/contracts';
import type { z } from 'zod';
import { AsRequester, type Requester } from '../../core/http/requester';
import { OwnerId } from '../../core/http/owner';
import { Validate } from '../../core/http/validation';
import { ConfirmationHistoryOf } from './queries/confirmation-history.query';
import { RecordConfirmation } from './record-confirmation/record-confirmation.command';

/** /api/appointmentstatusapi: whether the signer has confirmed, with the history of calls. */
@Controller('api/appointmentstatusapi')
export class AppointmentStatusController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('getstatus')
  statuses() {
    return {
      Statuses: [
        { Confirmed: false, Name: 'Not confirmed' },
        { Confirmed: true, Name: 'Confirmed' },
      ],
    };
  }

  @Get('GetAppointmentConfirmationHistory/:id')
  history(@OwnerId() ownerId: string, @Param('id', new Validate(SigningIdParam, 'id')) id: string) {
    return this.queries.execute(new ConfirmationHistoryOf(ownerId, id));
  }

  @Post('saveappointmentconfirmation')
  @HttpCode(200)
  save(@AsRequester() by: Requester, @Body(new Validate(ConfirmationBody)) body: z.output<typeof ConfirmationBody>) {
    const call = { confirmed: body.Confirmed, note: body.Note, date: body.ConfirmationDateTime, time: body.ConfirmationTime };
    return this.commands.execute(new RecordConfirmation(by, body.AppointmentId, call));
  }
}
