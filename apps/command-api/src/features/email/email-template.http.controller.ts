import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  EmailIdParam,
  EmailPreviewBody,
  EmailSendBody,
  EmailTemplateBody,
  type EmailSendInput,
  type EmailTemplateInput,
  type EmailTokenList,
} from '@notary/contracts';
import { EMAIL_ADDRESS_TOKENS, EMAIL_TEXT_TOKENS, SAMPLE_EMAIL_TEMPLATES } from '@notary/domain';
import { ReadsOnly } from '../../core/auth/trial-write.guard';
import { OwnerId } from '../../core/http/owner';
import { AsRequester, type Requester } from '../../core/http/requester';
import { Validate } from '../../core/http/validation';
import { DeleteEmailTemplate } from './delete-email-template/delete-email-template.command';
import { EmailTemplatesOf, PreviewEmail } from './email.queries';
import { SaveEmailTemplate } from './save-email-template/save-email-template.command';
import { SendEmail } from './send-email/send-email.command';

const tokenAnswer = ({ token, description }: { token: string; description: string }) => ({ Token: token, Description: description });

/** /api/emailtemplateapi (spec 001 §7): the notary's e-mail templates, and sending an e-mail written from one. */
@Controller('api/emailtemplateapi')
export class EmailTemplateController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('gettemplates')
  templates(@OwnerId() ownerId: string) {
    return this.queries.execute(new EmailTemplatesOf(ownerId));
  }

  @Get('getsampletemplates')
  samples() {
    return SAMPLE_EMAIL_TEMPLATES;
  }

  /** The editor's insert list (spec 001 §9's tokens, with what each becomes). */
  @Get('gettokens')
  tokens(): EmailTokenList {
    return { TextTokens: EMAIL_TEXT_TOKENS.map(tokenAnswer), AddressTokens: EMAIL_ADDRESS_TOKENS.map(tokenAnswer) };
  }

  @Post('savetemplate')
  @HttpCode(200)
  save(@AsRequester() by: Requester, @Body(new Validate(EmailTemplateBody)) body: EmailTemplateInput) {
    return this.commands.execute(new SaveEmailTemplate(by, body));
  }

  @Delete('deletetemplate/:id')
  remove(@AsRequester() by: Requester, @Param('id', new Validate(EmailIdParam, 'id')) templateId: string) {
    return this.commands.execute(new DeleteEmailTemplate(by, templateId));
  }

  /** Queues the e-mail and answers at once; the outbox sends it (503 when this server has no SMTP_URL). */
  @Post('send')
  @HttpCode(200)
  send(@AsRequester() by: Requester, @Body(new Validate(EmailSendBody)) body: EmailSendInput) {
    return this.commands.execute(new SendEmail(by, body));
  }

  @ReadsOnly()
  @Post('preview')
  @HttpCode(200)
  preview(@OwnerId() ownerId: string, @Body(new Validate(EmailPreviewBody)) body: EmailSendInput) {
    return this.queries.execute(new PreviewEmail(ownerId, body));
  }
}
