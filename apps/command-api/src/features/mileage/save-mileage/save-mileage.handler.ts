import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { mileageStream, settingsStream, type SettingsEvent } from '@notary/events';
import { mileageDecider, settingsDecider, type SettingsState } from '@notary/domain';
import { deterministicId } from '@notary/platform';
import { CommandKit, ownedBy } from '../../../core/commands/command-kit';
import { mileageAnswer, mileageNotFound } from '../mileage-answer';
import { SaveMileage } from './save-mileage.command';

@CommandHandler(SaveMileage)
export class SaveMileageHandler implements ICommandHandler<SaveMileage> {
  constructor(private readonly kit: CommandKit) {}

  async execute({ by, trip }: SaveMileage) {
    const context = this.kit.context(by);
    // A new trip's id comes from the command id, so a retried save records it once.
    const tripId = trip.Id ?? deterministicId(context.commandId, 'mileage');
    // The total-mileage setting and the notary's own rate, from the settings stream (not lagging).
    const { Preferences } = await this.kit.current<SettingsState, SettingsEvent>(settingsStream(by.ownerId), settingsDecider);
    const { Id, Revision, ...input } = trip;
    const result = await this.kit.decide(
      mileageStream(tripId),
      mileageDecider,
      { type: 'SaveMileage', tripId, ownerId: by.ownerId, input, useTotalMileage: Preferences.UseTotalMileage },
      context,
      { authorize: ownedBy(by.ownerId, mileageNotFound, Boolean(Id)), expectedRevision: Id ? (Revision ?? undefined) : undefined },
    );
    return {
      ...mileageAnswer(tripId, result.revision, result.state.trip!, Preferences.MileageRate),
      Position: result.position,
      Unchanged: result.events.length === 0,
    };
  }
}
