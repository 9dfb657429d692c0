import { Command } from '@nestjs/cqrs';
import type { EmailTemplateInput, EmailTemplateSaved } from '@notary/contracts';
import type { Requester } from '../../../core/http/requester';

/** Add a template (no Id, or 0) or change one the notary opened at `Revision`. */
export class SaveEmailTemplate extends Command<EmailTemplateSaved> {
  constructor(
    readonly by: Requester,
    readonly template: EmailTemplateInput,
  ) {
    super();
  }
}
