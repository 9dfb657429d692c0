import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { signingStream } from '@notary/events';
import { signingDecider } from '@notary/domain';
import { CommandKit, ownedBy } from '../../../core/commands/command-kit';
import { signingNotFound } from '../signing-answer';
import { DeleteSigning } from './delete-signing.command';

@CommandHandler(DeleteSigning)
export class DeleteSigningHandler implements ICommandHandler<DeleteSigning> {
  constructor(private readonly kit: CommandKit) {}

  async execute({ by, signingId }: DeleteSigning) {
    const result = await this.kit.decide(signingStream(signingId), signingDecider, { type: 'DeleteSigning' }, this.kit.context(by), {
      authorize: ownedBy(by.ownerId, signingNotFound, true),
    });
    return { Id: signingId, Position: result.position };
  }
}
