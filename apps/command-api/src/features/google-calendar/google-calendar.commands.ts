import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CalendarPushAnswer } from '@notary/contracts';
import { calendarSyncStream, settingsStream, signingStream } from '@notary/events';
import { calendarSyncDecider, googleCalendarConnectionDecider, notFound, validationError } from '@notary/domain';
import { deterministicId } from '@notary/platform';
import { calendarConnected } from '@notary/read-models';
import { CommandKit } from '../../core/commands/command-kit';
import type { Requester } from '../../core/http/requester';
import { ReadModels } from '../../core/read-models';
import { GoogleCalendarService } from './google-calendar.service';

/** The consent went through: the refresh token is kept, and the settings stream records the connection. */
export class ConnectGoogleCalendar extends Command<{ Position: number }> {
  constructor(readonly by: Requester) {
    super();
  }
}

/** The notary stops the sync: the refresh token is deleted, and nothing more is pushed. */
export class DisconnectGoogleCalendar extends Command<{ Position: number }> {
  constructor(readonly by: Requester) {
    super();
  }
}

/** calendarpost / calendarremovepost: push one signing now (after a failure, or to put it back). */
export class PushSigningToCalendar extends Command<CalendarPushAnswer> {
  constructor(
    readonly by: Requester,
    readonly signingId: string,
    readonly kind: 'post' | 'remove',
  ) {
    super();
  }
}

@CommandHandler(ConnectGoogleCalendar)
export class ConnectGoogleCalendarHandler implements ICommandHandler<ConnectGoogleCalendar> {
  constructor(private readonly kit: CommandKit) {}

  async execute({ by }: ConnectGoogleCalendar) {
    const context = this.kit.context(by);
    const result = await this.kit.decide(
      settingsStream(by.ownerId),
      googleCalendarConnectionDecider,
      { type: 'ConnectGoogleCalendar', now: context.now },
      context,
    );
    return { Position: result.position };
  }
}

@CommandHandler(DisconnectGoogleCalendar)
export class DisconnectGoogleCalendarHandler implements ICommandHandler<DisconnectGoogleCalendar> {
  constructor(
    private readonly kit: CommandKit,
    private readonly google: GoogleCalendarService,
  ) {}

  async execute({ by }: DisconnectGoogleCalendar) {
    this.google.requireAvailable();
    await this.google.tokens.forget(by.ownerId);
    const context = this.kit.context(by);
    const result = await this.kit.decide(
      settingsStream(by.ownerId),
      googleCalendarConnectionDecider,
      { type: 'DisconnectGoogleCalendar', now: context.now },
      context,
    );
    return { Position: result.position };
  }
}

@CommandHandler(PushSigningToCalendar)
export class PushSigningToCalendarHandler implements ICommandHandler<PushSigningToCalendar> {
  constructor(
    private readonly kit: CommandKit,
    private readonly reads: ReadModels,
    private readonly google: GoogleCalendarService,
  ) {}

  async execute({ by, signingId, kind }: PushSigningToCalendar): Promise<CalendarPushAnswer> {
    this.google.requireAvailable();
    if (!(await calendarConnected(this.reads.catalog, by.ownerId)) || !(await this.google.tokens.find(by.ownerId))) {
      throw validationError('GOOGLE_CALENDAR.NOT_CONNECTED', 'Connect Google Calendar first (Settings, Google Calendar).');
    }
    // Only the notary's own signing: another's answers 404, as everywhere.
    const history = await this.kit.eventStore.readStream(signingStream(signingId));
    if (!history.length || history[0]!.metadata.ownerId !== by.ownerId) throw notFound('SIGNING.NOT_FOUND', 'The signing was not found.');
    const context = this.kit.context(by);
    const requestId = deterministicId(context.commandId, 'calendar-push');
    const result = await this.kit.decide(
      calendarSyncStream(signingId),
      calendarSyncDecider,
      { type: 'RequestPush', kind, requestId, signingId, ownerId: by.ownerId, reason: 'manual', triggerEventId: null, now: context.now },
      context,
    );
    return { Requested: result.events.length > 0, RequestId: requestId, Position: result.position };
  }
}
