import { Body, Controller, Get, HttpCode, Param, Post, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { signingStream, type SigningEvent } from '@notary/events';
import { notFound, signingDecider, type SigningState } from '@notary/domain';
import type { EventStore } from '@notary/event-store';
import { loadState } from '@notary/infrastructure';
import { Inject } from '@nestjs/common';
import { z } from 'zod';
import { CurrentUser, type SignedInUser } from '../auth/decorators';
import { Meta, type RequestMeta } from '../http/command-context';
import { POSITION_HEADER } from '../http/read-your-writes.interceptor';
import { Validate } from '../http/validation';
import { EVENT_STORE } from '../runtime/tokens';
import { SigningCommands } from './signing-commands.service';
import { confirmationHistory, PRESET_CONFIRMATION_NOTES, PRESET_NON_CONFIRMATION_NOTES } from './signing-responses';
import { ConfirmationBody, IdParam } from './signing.schemas';

/** /api/appointmentstatusapi: whether the signer has confirmed, with the history of calls. */
@Controller('api/appointmentstatusapi')
export class AppointmentStatusController {
  constructor(
    private readonly commands: SigningCommands,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
  ) {}

  @Get('getstatus')
  statuses() {
    return { Statuses: [{ Confirmed: false, Name: 'Not confirmed' }, { Confirmed: true, Name: 'Confirmed' }] };
  }

  /** Read from the signing's stream: the history is short and must show the call just saved. */
  @Get('GetAppointmentConfirmationHistory/:id')
  async history(@CurrentUser() user: SignedInUser, @Param('id', new Validate(IdParam, 'id')) id: string) {
    const { state } = await loadState<SigningState, SigningEvent>(this.eventStore, signingStream(id), signingDecider);
    if (!state.exists || state.deleted || state.ownerId !== user.userId) throw notFound('SIGNING.NOT_FOUND', 'Unable to load appointment confirmation');
    return {
      AppointmentId: id,
      Confirmed: state.confirmed,
      ConfirmationHistory: confirmationHistory(id, state.confirmations),
      PresetConfirmationNotes: PRESET_CONFIRMATION_NOTES,
      PresetNonConfirmationNotes: PRESET_NON_CONFIRMATION_NOTES,
    };
  }

  @Post('saveappointmentconfirmation')
  @HttpCode(200)
  async save(@CurrentUser() user: SignedInUser, @Body(new Validate(ConfirmationBody)) body: z.infer<typeof ConfirmationBody>, @Meta() meta: RequestMeta, @Res({ passthrough: true }) reply: FastifyReply) {
    const result = await this.commands.recordConfirmation(user.userId, body.AppointmentId, { confirmed: body.Confirmed, note: body.Note, date: body.ConfirmationDateTime, time: body.ConfirmationTime }, meta);
    reply.header(POSITION_HEADER, String(result.position));
    return { AppointmentId: body.AppointmentId, Confirmed: result.state.confirmed, ConfirmationHistory: confirmationHistory(body.AppointmentId, result.state.confirmations), Position: result.position };
  }
}
