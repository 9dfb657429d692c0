import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { emailTemplateDecider } from '@notary/domain';
import { emailTemplateStream } from '@notary/events';
import { deterministicId } from '@notary/platform';
import { CommandKit, ownedBy } from '../../../core/commands/command-kit';
import { emailTemplateNotFound, templateAnswer } from '../email-answers';
import { SaveEmailTemplate } from './save-email-template.command';

@CommandHandler(SaveEmailTemplate)
export class SaveEmailTemplateHandler implements ICommandHandler<SaveEmailTemplate> {
  constructor(private readonly kit: CommandKit) {}

  async execute({ by, template }: SaveEmailTemplate) {
    const context = this.kit.context(by);
    const { Id, Revision, ...input } = template;
    // A new template's id comes from the command id, so a retried save adds it once.
    const templateId = Id ?? deterministicId(context.commandId, 'email-template');
    const result = await this.kit.decide(
      emailTemplateStream(templateId),
      emailTemplateDecider,
      { type: 'SaveEmailTemplate', templateId, ownerId: by.ownerId, input },
      context,
      { authorize: ownedBy(by.ownerId, emailTemplateNotFound, Boolean(Id)), expectedRevision: Id ? (Revision ?? undefined) : undefined },
    );
    return { ...templateAnswer(templateId, result.revision, result.state.template!), Position: result.position, Unchanged: result.events.length === 0 };
  }
}
