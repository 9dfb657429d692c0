import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { signingImportsDecider } from '@notary/domain';
import { signingImportsStream } from '@notary/events';
import { CommandKit } from '../../../core/commands/command-kit';
import { DiscardImport } from './discard-import.command';

/** Decided on the notary's own import stream: another notary's id is simply not there (404). */
@CommandHandler(DiscardImport)
export class DiscardImportHandler implements ICommandHandler<DiscardImport> {
  constructor(private readonly kit: CommandKit) {}

  async execute({ by, importId }: DiscardImport) {
    const result = await this.kit.decide(signingImportsStream(by.ownerId), signingImportsDecider, { type: 'DiscardImport', importId }, this.kit.context(by), {
      attempts: 20,
    });
    return { Id: importId, Position: result.position };
  }
}
