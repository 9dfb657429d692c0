import { Module } from '@nestjs/common';
import { SaveOnboardingStatusHandler, SaveSettingsHandler } from './settings.commands';
import { SettingsController } from './settings.http.controller';
import { SettingsOfHandler } from './settings.queries';

/** Settings: preferences, the business profile, types of work and carriers, onboarding. */
@Module({
  controllers: [SettingsController],
  providers: [SaveSettingsHandler, SaveOnboardingStatusHandler, SettingsOfHandler],
})
export class SettingsModule {}
