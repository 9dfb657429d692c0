import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { emailTemplateDecider } from '@notary/domain';
import { emailTemplateStream } from '@notary/events';
import { CommandKit, ownedBy } from '../../../core/commands/command-kit';
import { emailTemplateNotFound } from '../email-answers';
import { DeleteEmailTemplate } from './delete-email-template.command';

/** Deleting a template leaves the e-mails written from it as they were sent. */
@CommandHandler(DeleteEmailTemplate)
export class DeleteEmailTemplateHandler implements ICommandHandler<DeleteEmailTemplate> {
  constructor(private readonly kit: CommandKit) {}

  async execute({ by, templateId }: DeleteEmailTemplate) {
    const result = await this.kit.decide(emailTemplateStream(templateId), emailTemplateDecider, { type: 'DeleteEmailTemplate' }, this.kit.context(by), {
      authorize: ownedBy(by.ownerId, emailTemplateNotFound, true),
    });
    return { Id: templateId, Position: result.position };
  }
}
