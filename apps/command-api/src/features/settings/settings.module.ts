import { Module } from '@nestjs/common';
import { SaveOnboardingStatusHandler, SaveSettingsHandler } from './settings.commands';
import { ProfileController } from './profile.http.controller';
import { SettingsController } from './settings.http.controller';
import { SettingsOfHandler } from './settings.queries';

/** Settings: preferences, the business profile (also as /api/profileapi), types of work and carriers, onboarding. */
@Module({
  controllers: [SettingsController, ProfileController],
  providers: [SaveSettingsHandler, SaveOnboardingStatusHandler, SettingsOfHandler],
})
export class SettingsModule {}
