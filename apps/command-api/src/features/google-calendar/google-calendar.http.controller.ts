import { Body, Controller, Get, HttpCode, Post, Query, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { CalendarPushBody, type CalendarPushAnswer, type ConsentUrlAnswer, type GoogleCalendarStatus } from '@notary/contracts';
import { calendarConnected, calendarPushesOf } from '@notary/read-models';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { OwnerId } from '../../core/http/owner';
import { AsRequester, type Requester } from '../../core/http/requester';
import { Validate } from '../../core/http/validation';
import { ReadModels } from '../../core/read-models';
import { ConnectGoogleCalendar, DisconnectGoogleCalendar, PushSigningToCalendar } from './google-calendar.commands';
import { GoogleCalendarService } from './google-calendar.service';

const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/** The Google Calendar tab's calls under /api/settingsapi (spec 001 §7: getconsenturl). */
@Controller('api/settingsapi')
export class GoogleCalendarSettingsController {
  constructor(
    private readonly google: GoogleCalendarService,
    private readonly commands: CommandBus,
    private readonly reads: ReadModels,
  ) {}

  /** Answers even when the server has no Google credentials (Available false), so the tab can hide itself. */
  @Get('googlecalendar')
  async status(@OwnerId() ownerId: string): Promise<GoogleCalendarStatus> {
    if (!this.google.available) return { Available: false, Connected: false, ConnectedAt: null, TimeZone: null, Failures: [] };
    const token = await this.google.tokens.find(ownerId);
    const connected = token !== null && (await calendarConnected(this.reads.catalog, ownerId));
    const failures = connected ? await calendarPushesOf(this.reads.of(ownerId), { State: { $in: ['Retrying', 'Failed'] } }) : [];
    return {
      Available: true,
      Connected: connected,
      ConnectedAt: connected ? token.ConnectedAt : null,
      TimeZone: connected ? token.TimeZone : null,
      Failures: failures.map((push) => ({
        SigningId: push.Id,
        State: push.State as 'Retrying' | 'Failed',
        Attempts: push.Attempts,
        LastError: push.LastError,
        NextAttemptAt: push.NextAttemptAt,
      })),
    };
  }

  @Get('getconsenturl')
  async consentUrl(@OwnerId() ownerId: string, @Req() request: FastifyRequest): Promise<ConsentUrlAnswer> {
    return { ConsentUrl: await this.google.consentUrl(ownerId, originOf(request)) };
  }

  @Post('googlecalendar/disconnect')
  @HttpCode(200)
  disconnect(@AsRequester() by: Requester) {
    return this.commands.execute(new DisconnectGoogleCalendar(by));
  }
}

/**
 * Where Google sends the notary back after the consent. A plain GET navigation from Google's page:
 * the session cookie (SameSite=Lax) comes with it, and the single-use state must have been made for
 * this same notary, so another site cannot connect someone's calendar to its own Google account.
 * The answer is a redirect to the app's Google Calendar settings, saying how it went.
 */
@Controller('api/googlecalendar')
export class GoogleCalendarCallbackController {
  constructor(
    private readonly google: GoogleCalendarService,
    private readonly commands: CommandBus,
  ) {}

  @Get('callback')
  async callback(
    @AsRequester() by: Requester,
    @Query() query: Record<string, unknown>,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    this.google.requireAvailable();
    const back = (outcome: string) => reply.redirect(`/?settings=googleCalendar&googleCalendar=${outcome}`, 303);
    const code = typeof query.code === 'string' ? query.code : '';
    const state = typeof query.state === 'string' ? query.state : '';
    if (!code || !state) return back(query.error === 'access_denied' ? 'denied' : 'failed');
    try {
      await this.google.finishConsent(by.ownerId, state, code, originOf(request));
    } catch {
      return back('failed');
    }
    await this.commands.execute(new ConnectGoogleCalendar(by));
    return back('connected');
  }
}

/** POST appointmentapi/calendarpost and calendarremovepost (spec 001 §7): push one signing now, through the outbox. */
@Controller('api/appointmentapi')
export class CalendarPushController {
  constructor(private readonly commands: CommandBus) {}

  @Post('calendarpost')
  @HttpCode(200)
  post(@AsRequester() by: Requester, @Body(new Validate(CalendarPushBody)) body: z.output<typeof CalendarPushBody>): Promise<CalendarPushAnswer> {
    return this.commands.execute(new PushSigningToCalendar(by, body.Id, 'post'));
  }

  @Post('calendarremovepost')
  @HttpCode(200)
  remove(@AsRequester() by: Requester, @Body(new Validate(CalendarPushBody)) body: z.output<typeof CalendarPushBody>): Promise<CalendarPushAnswer> {
    return this.commands.execute(new PushSigningToCalendar(by, body.Id, 'remove'));
  }
}
