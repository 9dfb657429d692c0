import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { mileageStream } from '@notary/events';
import { mileageDecider } from '@notary/domain';
import { CommandKit, ownedBy } from '../../../core/commands/command-kit';
import { mileageNotFound } from '../mileage-answer';
import { DeleteMileage } from './delete-mileage.command';

@CommandHandler(DeleteMileage)
export class DeleteMileageHandler implements ICommandHandler<DeleteMileage> {
  constructor(private readonly kit: CommandKit) {}

  async execute({ by, tripId }: DeleteMileage) {
    const result = await this.kit.decide(mileageStream(tripId), mileageDecider, { type: 'DeleteMileage' }, this.kit.context(by), {
      authorize: ownedBy(by.ownerId, mileageNotFound, true),
    });
    return { Id: tripId, Position: result.position };
  }
}
