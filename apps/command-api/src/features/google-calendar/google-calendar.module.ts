import { Module } from '@nestjs/common';
import { ConnectGoogleCalendarHandler, DisconnectGoogleCalendarHandler, PushSigningToCalendarHandler } from './google-calendar.commands';
import { CalendarPushController, GoogleCalendarCallbackController, GoogleCalendarSettingsController } from './google-calendar.http.controller';
import { GoogleCalendarService } from './google-calendar.service';

/**
 * Google Calendar: the consent and its callback, disconnecting, and the manual pushes. The pushes
 * themselves run in the background (libs/policies calendar-*: the policy and the dispatcher).
 */
@Module({
  controllers: [GoogleCalendarSettingsController, GoogleCalendarCallbackController, CalendarPushController],
  providers: [GoogleCalendarService, ConnectGoogleCalendarHandler, DisconnectGoogleCalendarHandler, PushSigningToCalendarHandler],
})
export class GoogleCalendarModule {}
