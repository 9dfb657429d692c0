import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { outboxDecider } from '@notary/domain';
import { emailStream } from '@notary/events';
import type { AppConfig } from '@notary/platform';
import { CommandKit, ownedBy } from '../../../core/commands/command-kit';
import { CONFIG } from '../../../core/tokens';
import { emailNotConfigured, emailNotFound } from '../email-answers';
import { RetryEmail } from './retry-email.command';

@CommandHandler(RetryEmail)
export class RetryEmailHandler implements ICommandHandler<RetryEmail> {
  constructor(
    private readonly kit: CommandKit,
    @Inject(CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ by, messageId }: RetryEmail) {
    const context = this.kit.context(by);
    const result = await this.kit.decide(emailStream(messageId), outboxDecider, { type: 'SendAgain', now: context.now }, context, {
      // Another notary's message is as unknown as one that does not exist.
      authorize: (state) => {
        ownedBy(by.ownerId, emailNotFound, true)(state);
        if (!this.config.smtpUrl) throw emailNotConfigured();
      },
    });
    return { MessageId: messageId, State: 'Queued' as const, Position: result.position };
  }
}
