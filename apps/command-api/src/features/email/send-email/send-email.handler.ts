import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { composeEmail, emailTemplateDecider, type EmailTemplateState } from '@notary/domain';
import { emailTemplateStream, type EmailTemplateEvent } from '@notary/events';
import type { AppConfig } from '@notary/platform';
import { Inject } from '@nestjs/common';
import { CommandKit } from '../../../core/commands/command-kit';
import { CONFIG } from '../../../core/tokens';
import { emailNotConfigured, emailTemplateNotFound } from '../email-answers';
import { EmailFacts } from '../email-facts';
import { QueueEmail } from '../queue-email/queue-email.command';
import { SendEmail } from './send-email.command';

/**
 * Fills the draft's tokens (the notary's profile always, the signing's when one is named), checks it
 * (spec 001 §5: subject and To non-blank after trimming; every address sendable) and queues it.
 */
@CommandHandler(SendEmail)
export class SendEmailHandler implements ICommandHandler<SendEmail> {
  constructor(
    private readonly kit: CommandKit,
    private readonly facts: EmailFacts,
    private readonly commands: CommandBus,
    @Inject(CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ by, draft }: SendEmail) {
    if (!this.config.smtpUrl) throw emailNotConfigured();
    if (draft.TemplateId) await this.requireTemplate(by.ownerId, draft.TemplateId);
    const notary = await this.facts.notary(by.ownerId);
    const signing = draft.AppointmentId ? await this.facts.signing(by.ownerId, draft.AppointmentId) : {};
    const email = composeEmail(draft, { ...notary.values, ...signing }, Boolean(draft.AppointmentId));
    return this.commands.execute(new QueueEmail(by, { ...email, Purpose: { Kind: 'template', RefId: draft.TemplateId } }));
  }

  /** The template the e-mail was written from must be the notary's own. */
  private async requireTemplate(ownerId: string, templateId: string): Promise<void> {
    const template = await this.kit.current<EmailTemplateState, EmailTemplateEvent>(emailTemplateStream(templateId), emailTemplateDecider);
    if (!template.exists || template.deleted || template.ownerId !== ownerId) throw emailTemplateNotFound();
  }
}
