import { Module } from '@nestjs/common';
import { DeleteEmailTemplateHandler } from './delete-email-template/delete-email-template.handler';
import { EmailFacts } from './email-facts';
import { EmailTemplateController } from './email-template.http.controller';
import { EmailTemplatesOfHandler, OutboxPageOfHandler, PreviewEmailHandler } from './email.queries';
import { Outbox } from './outbox.service';
import { OutboxController } from './outbox.http.controller';
import { QueueEmailHandler } from './queue-email/queue-email.handler';
import { RetryEmailHandler } from './retry-email/retry-email.handler';
import { SaveEmailTemplateHandler } from './save-email-template/save-email-template.handler';
import { SendEmailHandler } from './send-email/send-email.handler';

/**
 * E-mail: the notary's templates (spec 001 §7 /api/emailtemplateapi) and the outbox every e-mail
 * goes through (/api/emailapi). Other features import this module and inject `Outbox` to queue a
 * message; the delivery worker (libs/policies) sends it.
 */
@Module({
  controllers: [EmailTemplateController, OutboxController],
  providers: [
    Outbox,
    EmailFacts,
    QueueEmailHandler,
    SendEmailHandler,
    RetryEmailHandler,
    SaveEmailTemplateHandler,
    DeleteEmailTemplateHandler,
    OutboxPageOfHandler,
    EmailTemplatesOfHandler,
    PreviewEmailHandler,
  ],
  exports: [Outbox],
})
export class EmailModule {}
