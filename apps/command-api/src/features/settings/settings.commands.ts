import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { OnboardedStatus, OnboardingAnswer, SettingsInput, SettingsSaveAnswer } from '@notary/contracts';
import { settingsStream } from '@notary/events';
import { settingsAsShown, settingsDecider, type SettingsChanges } from '@notary/domain';
import { CommandKit } from '../../core/commands/command-kit';
import type { Requester } from '../../core/http/requester';

/** Save what changed in the settings dialogs; the answer replaces the client's copy (spec 001 §4). */
export class SaveSettings extends Command<SettingsSaveAnswer> {
  constructor(
    readonly by: Requester,
    readonly settings: SettingsInput,
  ) {
    super();
  }
}

/** Closing the getting-started or what's-new help moves the onboarding on (0 new, 1 what's new, 2 done). */
export class SaveOnboardingStatus extends Command<OnboardingAnswer> {
  constructor(
    readonly by: Requester,
    readonly status: OnboardedStatus,
  ) {
    super();
  }
}

@CommandHandler(SaveSettings)
export class SaveSettingsHandler implements ICommandHandler<SaveSettings> {
  constructor(private readonly kit: CommandKit) {}

  async execute({ by, settings }: SaveSettings) {
    const result = await this.kit.decide(
      settingsStream(by.ownerId),
      settingsDecider,
      { type: 'SaveSettings', changes: changesOf(settings) },
      this.kit.context(by),
    );
    return { ...settingsAsShown(result.state), Position: result.position };
  }
}

@CommandHandler(SaveOnboardingStatus)
export class SaveOnboardingStatusHandler implements ICommandHandler<SaveOnboardingStatus> {
  constructor(private readonly kit: CommandKit) {}

  async execute({ by, status }: SaveOnboardingStatus) {
    const result = await this.kit.decide(settingsStream(by.ownerId), settingsDecider, { type: 'SaveOnboardingStatus', status }, this.kit.context(by));
    return { IsOnboardedStatus: result.state.IsOnboardedStatus, Position: result.position };
  }
}

/**
 * The wire flattens preferences into the settings and calls types of work LoanTypes with a nested
 * AppointmentCategory; the settings stream keeps preferences apart and a type's CategoryId.
 */
function changesOf(body: SettingsInput): SettingsChanges {
  const { Profile, TrackingCompanies, LoanTypes, Categories, ...preferences } = body;
  const defined = Object.fromEntries(Object.entries(preferences).filter(([, value]) => value !== undefined));
  return {
    Profile,
    Preferences: Object.keys(defined).length ? defined : undefined,
    TrackingCompanies,
    WorkTypes: LoanTypes?.map(({ AppointmentCategory, ...type }) => ({ ...type, CategoryId: AppointmentCategory?.Id })),
    Categories,
  };
}
