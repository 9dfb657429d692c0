import { Body, Controller, Delete, HttpCode, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import { DeleteAccountBody } from '@notary/contracts';
import type { z } from 'zod';
import { SESSION_COOKIE } from '../../core/auth/auth.guard';
import { CurrentUser, type SignedInUser } from '../../core/auth/decorators';
import { AllowedAfterTrial } from '../../core/auth/trial-write.guard';
import { AsRequester, type Requester } from '../../core/http/requester';
import { Validate } from '../../core/http/validation';
import { EraseAccount } from './erase-account.command';

/**
 * DELETE /api/accountapi/delete (spec 001 §7): answers `true` once the account is erased. Open
 * after the trial too: leaving must never need a subscription. The anti-forgery header is checked
 * as on every write (the guard); the body carries the password and the typed confirmation.
 */
@Controller('api/accountapi')
export class AccountDeletionController {
  constructor(private readonly commands: CommandBus) {}

  @AllowedAfterTrial()
  @Delete('delete')
  @HttpCode(200)
  async delete(
    @AsRequester() by: Requester,
    @CurrentUser() user: SignedInUser,
    @Body(new Validate(DeleteAccountBody)) body: z.output<typeof DeleteAccountBody>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<true> {
    const erased = await this.commands.execute(new EraseAccount(by, user.email, body));
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return erased;
  }
}
