import { Body, Controller, Get, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { Clock } from '@notary/platform';
import type { ReadModelCatalog } from '@notary/projection-runtime';
import { findSettings, OwnerScope } from '@notary/read-models';
import { CurrentUser, Public, SkipAntiForgery, type AuthenticatedRequest, type SignedInUser } from '../auth/decorators';
import { SESSION_COOKIE } from '../auth/auth.guard';
import { Meta, type RequestMeta } from '../http/command-context';
import { POSITION_HEADER } from '../http/read-your-writes.interceptor';
import { Validate } from '../http/validation';
import { CATALOG, CLOCK } from '../runtime/tokens';
import { AccountService, PASSWORD_CHANGED, type SignedIn } from './account.service';
import { ChangePasswordBody, LoginBody, RegistrationBody } from './account.schemas';
import { BillingService } from './billing.service';

const SESSION_MAX_AGE_S = 30 * 24 * 60 * 60;

@Controller('api/accountapi')
export class AccountController {
  constructor(
    private readonly accounts: AccountService,
    private readonly billing: BillingService,
    @Inject(CATALOG) private readonly catalog: ReadModelCatalog,
    @Inject(CLOCK) private readonly clock: Clock,
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
  async register(@Body(new Validate(RegistrationBody)) body: RegistrationBody, @Meta() meta: RequestMeta, @Req() request: AuthenticatedRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    return this.answerSignedIn(await this.accounts.register(body, meta), request, reply);
  }

  @Public()
  @SkipAntiForgery()
  @Post('login')
  @HttpCode(200)
  async login(@Body(new Validate(LoginBody)) body: LoginBody, @Meta() meta: RequestMeta, @Req() request: AuthenticatedRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    const signedIn = await this.accounts.login(body, meta, request.cookies?.[SESSION_COOKIE]);
    return this.answerSignedIn(signedIn, request, reply);
  }

  @Post('logoff')
  @HttpCode(200)
  async logoff(@CurrentUser() user: SignedInUser, @Meta() meta: RequestMeta, @Res({ passthrough: true }) reply: FastifyReply) {
    await this.accounts.logoff(user.userId, user.sessionToken, meta);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return {};
  }

  @Post('changepassword')
  @HttpCode(200)
  async changePassword(@CurrentUser() user: SignedInUser, @Body(new Validate(ChangePasswordBody)) body: ChangePasswordBody, @Meta() meta: RequestMeta, @Res({ passthrough: true }) reply: FastifyReply) {
    const { position } = await this.accounts.changePassword(user, body, meta);
    reply.header(POSITION_HEADER, String(position));
    return { Response: PASSWORD_CHANGED, Position: position };
  }

  @Get('session')
  async session(@CurrentUser() user: SignedInUser) {
    return { UserId: user.userId, Email: user.email, Name: await this.displayName(user.userId, user.email), Roles: user.roles, RequestVerificationToken: user.session.CsrfToken };
  }

  @Get('billing')
  getBilling(@CurrentUser() user: SignedInUser) {
    return this.billing.billingOf(user.userId, this.clock.now());
  }

  private async answerSignedIn(signedIn: SignedIn, request: AuthenticatedRequest, reply: FastifyReply) {
    reply.setCookie(SESSION_COOKIE, signedIn.token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: request.protocol === 'https',
      maxAge: SESSION_MAX_AGE_S,
    });
    return {
      UserId: signedIn.userId,
      Email: signedIn.email,
      Name: await this.displayName(signedIn.userId, signedIn.email),
      Roles: signedIn.roles,
      RequestVerificationToken: signedIn.csrfToken,
    };
  }

  /** The name on the business profile, or the e-mail address until the notary has given one. */
  private async displayName(userId: string, email: string): Promise<string> {
    const settings = await findSettings(new OwnerScope(this.catalog, userId));
    return settings?.Profile.Name || email;
  }
}
