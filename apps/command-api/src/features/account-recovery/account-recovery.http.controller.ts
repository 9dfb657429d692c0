import { Body, Controller, HttpCode, Inject, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ChangeEmailBody, ConfirmEmailBody, ForgotPasswordBody, ResetPasswordBody } from '@notary/contracts';
import type { AppConfig } from '@notary/platform';
import type { z } from 'zod';
import { CurrentUser, Public, SkipAntiForgery, type AuthenticatedRequest, type SignedInUser } from '../../core/auth/decorators';
import { AllowedAfterTrial } from '../../core/auth/trial-write.guard';
import { Meta, type RequestMeta } from '../../core/http/request-meta';
import { AsRequester, type Requester } from '../../core/http/requester';
import { Validate } from '../../core/http/validation';
import { CONFIG } from '../../core/tokens';
import { ConfirmEmailChange } from './confirm-email-change/confirm-email-change.command';
import { linkOrigin } from './recovery-mail';
import { RequestEmailChange } from './request-email-change/request-email-change.command';
import { RequestPasswordReset } from './request-password-reset/request-password-reset.command';
import { ResetPassword } from './reset-password/reset-password.command';

/**
 * /api/accountapi, getting back in: forgotpassword and resetpassword (no session: the e-mailed link
 * proves the mailbox), changeemail (signed in, with the password) and confirmemail (the link sent to
 * the new address, opened wherever that mailbox is read, so no session is needed).
 */
@Controller('api/accountapi')
export class AccountRecoveryController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(CONFIG) private readonly config: AppConfig,
  ) {}

  @Public()
  @SkipAntiForgery()
  @Post('forgotpassword')
  @HttpCode(200)
  forgotPassword(
    @Body(new Validate(ForgotPasswordBody)) body: z.output<typeof ForgotPasswordBody>,
    @Meta() meta: RequestMeta,
    @Req() request: AuthenticatedRequest,
  ) {
    return this.commands.execute(new RequestPasswordReset(body.Email, meta, linkOrigin(request, this.config)));
  }

  @Public()
  @SkipAntiForgery()
  @Post('resetpassword')
  @HttpCode(200)
  resetPassword(@Body(new Validate(ResetPasswordBody)) body: z.output<typeof ResetPasswordBody>, @Meta() meta: RequestMeta) {
    return this.commands.execute(new ResetPassword(body, meta));
  }

  @AllowedAfterTrial()
  @Post('changeemail')
  @HttpCode(200)
  changeEmail(
    @AsRequester() by: Requester,
    @CurrentUser() user: SignedInUser,
    @Body(new Validate(ChangeEmailBody)) body: z.output<typeof ChangeEmailBody>,
    @Req() request: AuthenticatedRequest,
  ) {
    return this.commands.execute(new RequestEmailChange(by, user.email, body, linkOrigin(request, this.config)));
  }

  @Public()
  @SkipAntiForgery()
  @Post('confirmemail')
  @HttpCode(200)
  confirmEmail(@Body(new Validate(ConfirmEmailBody)) body: z.output<typeof ConfirmEmailBody>, @Meta() meta: RequestMeta) {
    return this.commands.execute(new ConfirmEmailChange(body.Token, meta));
  }
}
