import { Controller, Get, HttpCode, Inject, Param, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { EmailIdParam, OutboxPageQuery, type EmailStatus } from '@notary/contracts';
import { MAIL_NOT_CONFIGURED_MESSAGE } from '@notary/mailer';
import type { AppConfig } from '@notary/platform';
import type { z } from 'zod';
import { OwnerId } from '../../core/http/owner';
import { AsRequester, type Requester } from '../../core/http/requester';
import { Validate } from '../../core/http/validation';
import { CONFIG } from '../../core/tokens';
import { OutboxPageOf } from './email.queries';
import { RetryEmail } from './retry-email/retry-email.command';

/** /api/emailapi: the notary's outbox, and whether this server can send e-mail at all. */
@Controller('api/emailapi')
export class OutboxController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    @Inject(CONFIG) private readonly config: AppConfig,
  ) {}

  /** The notary's messages, newest first, each with where it is. */
  @Get('outbox')
  outbox(@OwnerId() ownerId: string, @Query(new Validate(OutboxPageQuery)) query: z.output<typeof OutboxPageQuery>) {
    return this.queries.execute(new OutboxPageOf(ownerId, query));
  }

  /** Screens say up front when e-mail cannot be sent, instead of letting the notary write in vain. */
  @Get('status')
  status(): EmailStatus {
    const Configured = this.config.smtpUrl !== null;
    return { Configured, Message: Configured ? null : MAIL_NOT_CONFIGURED_MESSAGE };
  }

  @Post('retry/:id')
  @HttpCode(200)
  retry(@AsRequester() by: Requester, @Param('id', new Validate(EmailIdParam, 'id')) messageId: string) {
    return this.commands.execute(new RetryEmail(by, messageId));
  }
}
