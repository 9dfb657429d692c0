import { Module } from '@nestjs/common';
import { CalendarFeedController, CalendarFeedSettingsController } from './calendar-feed.http.controller';
import { FeedKeys } from './feed-keys';

/** The iCal feed: the notary's signings in the calendar app they already use. */
@Module({ controllers: [CalendarFeedController, CalendarFeedSettingsController], providers: [FeedKeys] })
export class CalendarFeedModule {}
