import { Body, Controller, Get, HttpCode, Post, Req, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import { ChangePasswordBody, LoginBody, RegistrationBody, type Registration } from '@notary/contracts';
import type { z } from 'zod';
import { SESSION_COOKIE } from '../../core/auth/auth.guard';
import { AllowedAfterTrial } from '../../core/auth/trial-write.guard';
import { CurrentUser, Public, SkipAntiForgery, type AuthenticatedRequest, type SignedInUser } from '../../core/auth/decorators';
import { Meta, type RequestMeta } from '../../core/http/request-meta';
import { AsRequester, type Requester } from '../../core/http/requester';
import { Validate } from '../../core/http/validation';
import { SessionOf } from './account.queries';
import { ChangePassword } from './change-password/change-password.command';
import { RegisterNotary } from './register-notary/register-notary.command';
import type { SignedIn } from './sign-ins';
import { SignIn } from './sign-in/sign-in.command';
import { SignOut } from './sign-out/sign-out.command';

const SESSION_MAX_AGE_S = 30 * 24 * 60 * 60;

/** /api/accountapi: registration, sign-in and out, the password and the session (billing: features/billing). */
@Controller('api/accountapi')
export class AccountController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Public()
  @Get('blankregistration')
  blankRegistration() {
    return { Email: '', Password: '', PasswordConfirm: '', UserType: 0 };
  }

  @Public()
  @SkipAntiForgery()
  @Post('register')
  @HttpCode(200)
  async register(
    @Body(new Validate(RegistrationBody)) body: Registration,
    @Meta() meta: RequestMeta,
    @Req() request: AuthenticatedRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return this.answerSignedIn(await this.commands.execute(new RegisterNotary(body, meta)), request, reply);
  }

  @Public()
  @SkipAntiForgery()
  @Post('login')
  @HttpCode(200)
  async login(
    @Body(new Validate(LoginBody)) body: z.output<typeof LoginBody>,
    @Meta() meta: RequestMeta,
    @Req() request: AuthenticatedRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const signedIn = await this.commands.execute(new SignIn(body.Email, body.Password, meta, request.cookies?.[SESSION_COOKIE]));
    return this.answerSignedIn(signedIn, request, reply);
  }

  @AllowedAfterTrial()
  @Post('logoff')
  @HttpCode(200)
  async logoff(@AsRequester() by: Requester, @CurrentUser() user: SignedInUser, @Res({ passthrough: true }) reply: FastifyReply) {
    await this.commands.execute(new SignOut(by, user.sessionToken));
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return {};
  }

  @AllowedAfterTrial()
  @Post('changepassword')
  @HttpCode(200)
  changePassword(
    @AsRequester() by: Requester,
    @CurrentUser() user: SignedInUser,
    @Body(new Validate(ChangePasswordBody)) body: z.output<typeof ChangePasswordBody>,
  ) {
    return this.commands.execute(new ChangePassword(by, user.email, user.sessionToken, body));
  }

  @Get('session')
  session(@CurrentUser() user: SignedInUser) {
    return this.queries.execute(new SessionOf({ userId: user.userId, email: user.email, roles: user.roles, csrfToken: user.session.CsrfToken }));
  }

  /** Sets the session cookie; the answer carries the anti-forgery token and, after registration, the position written. */
  private async answerSignedIn(signedIn: SignedIn, request: AuthenticatedRequest, reply: FastifyReply) {
    reply.setCookie(SESSION_COOKIE, signedIn.token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: request.protocol === 'https',
      maxAge: SESSION_MAX_AGE_S,
    });
    const session = await this.queries.execute(
      new SessionOf({ userId: signedIn.userId, email: signedIn.email, roles: signedIn.roles, csrfToken: signedIn.csrfToken }),
    );
    return signedIn.position ? { ...session, Position: signedIn.position } : session;
  }
}
