import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { EmailPreview, EmailSendInput, EmailTemplate, OutboxPage } from '@notary/contracts';
import { EXAMPLE_SIGNING_TOKEN_VALUES, fillEmail } from '@notary/domain';
import { emailTemplates, outboxPage } from '@notary/read-models';
import { ReadModels } from '../../core/read-models';
import { outboxMessageFrom, templateFromDocument } from './email-answers';
import { EmailFacts } from './email-facts';

export class OutboxPageOf extends Query<OutboxPage> {
  constructor(
    readonly ownerId: string,
    readonly request: { PageNumber: number; PageSize: number },
  ) {
    super();
  }
}

export class EmailTemplatesOf extends Query<EmailTemplate[]> {
  constructor(readonly ownerId: string) {
    super();
  }
}

/** A draft as it would go out: the signing's values when one is named, examples otherwise. */
export class PreviewEmail extends Query<EmailPreview> {
  constructor(
    readonly ownerId: string,
    readonly draft: EmailSendInput,
  ) {
    super();
  }
}

@QueryHandler(OutboxPageOf)
export class OutboxPageOfHandler implements IQueryHandler<OutboxPageOf> {
  constructor(private readonly reads: ReadModels) {}

  async execute({ ownerId, request }: OutboxPageOf): Promise<OutboxPage> {
    const page = await outboxPage(this.reads.of(ownerId), request);
    return { Messages: page.Messages.map(outboxMessageFrom), TotalCount: page.TotalCount, ...request };
  }
}

@QueryHandler(EmailTemplatesOf)
export class EmailTemplatesOfHandler implements IQueryHandler<EmailTemplatesOf> {
  constructor(private readonly reads: ReadModels) {}

  async execute({ ownerId }: EmailTemplatesOf): Promise<EmailTemplate[]> {
    return (await emailTemplates(this.reads.of(ownerId))).map(templateFromDocument);
  }
}

/**
 * Reads the notary's and the signing's streams, through the same EmailFacts the send uses, so the
 * preview shows exactly what the send would queue (a read model could lag behind a signing just saved).
 */
@QueryHandler(PreviewEmail)
export class PreviewEmailHandler implements IQueryHandler<PreviewEmail> {
  constructor(private readonly facts: EmailFacts) {}

  async execute({ ownerId, draft }: PreviewEmail): Promise<EmailPreview> {
    const notary = await this.facts.notary(ownerId);
    const signing = draft.AppointmentId ? await this.facts.signing(ownerId, draft.AppointmentId) : EXAMPLE_SIGNING_TOKEN_VALUES;
    const filled = fillEmail(draft, { ...notary.values, ...signing });
    return { To: filled.To, Cc: filled.Cc, Bcc: filled.Bcc, Subject: filled.Subject, Body: filled.Text, Example: !draft.AppointmentId };
  }
}
