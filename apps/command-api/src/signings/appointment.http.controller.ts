import { Body, Controller, Get, HttpCode, Inject, Param, Post, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { Clock } from '@notary/platform';
import type { ReadModelCatalog } from '@notary/projection-runtime';
import {
  allSignings, countSignings, findSigning, nextSigning, OwnerScope, signingPage, signingsBetween, signingsByIds, signingSummary,
} from '@notary/read-models';
import { notFound } from '@notary/domain';
import { z } from 'zod';
import { CurrentUser, type SignedInUser } from '../auth/decorators';
import { Meta, type RequestMeta } from '../http/command-context';
import { POSITION_HEADER } from '../http/read-your-writes.interceptor';
import { Validate } from '../http/validation';
import { CATALOG, CLOCK } from '../runtime/tokens';
import { SigningCommands } from './signing-commands.service';
import { blankSigning, savedSigning } from './signing-responses';
import { BatchPaymentBody, IdList, IdParam, NextAppointmentBody, SigningBody, SigningPageBody, SummaryBody, YearParam } from './signing.schemas';

const LONG_DAY = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** /api/appointmentapi (spec 000 §7, 001 §7): signings, their list pages, summaries and payments. */
@Controller('api/appointmentapi')
export class AppointmentController {
  constructor(
    private readonly commands: SigningCommands,
    @Inject(CATALOG) private readonly catalog: ReadModelCatalog,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  private scope(user: SignedInUser) {
    return new OwnerScope(this.catalog, user.userId);
  }

  private today() {
    return this.clock.now().toISOString().slice(0, 10);
  }

  @Get('get')
  async all(@CurrentUser() user: SignedInUser) {
    return allSignings(this.scope(user));
  }

  @Get('get/:id')
  async one(@CurrentUser() user: SignedInUser, @Param('id', new Validate(IdParam, 'id')) id: string) {
    const signing = await findSigning(this.scope(user), id);
    if (!signing) throw notFound('SIGNING.NOT_FOUND', 'The signing was not found. It may have been deleted.');
    return signing;
  }

  @Get('getblank')
  blank() {
    return blankSigning(this.today());
  }

  @Post('save')
  @HttpCode(200)
  async save(@CurrentUser() user: SignedInUser, @Body(new Validate(SigningBody)) body: SigningBody, @Meta() meta: RequestMeta, @Res({ passthrough: true }) reply: FastifyReply) {
    const result = await this.commands.save(user.userId, body, meta);
    reply.header(POSITION_HEADER, String(result.position));
    return { ...savedSigning(result.signingId, result.revision, result.state, result.customerName, this.clock.now().toISOString()), Position: result.position, Unchanged: result.events.length === 0 };
  }

  @Post('getpage')
  @HttpCode(200)
  page(@CurrentUser() user: SignedInUser, @Body(new Validate(SigningPageBody)) body: SigningPageBody) {
    return signingPage(this.scope(user), body, this.today());
  }

  /** The calendar's window (spec 001 §9: 500 to a page, further pages while a page comes back full). */
  @Post('getpagebydate')
  @HttpCode(200)
  async pageByDate(@CurrentUser() user: SignedInUser, @Body(new Validate(SigningPageBody)) body: SigningPageBody) {
    const start = body.StartDate ?? (typeof body.Year === 'number' ? `${body.Year}-01-01` : '0000-01-01');
    const end = body.EndDate ?? (typeof body.Year === 'number' ? `${body.Year}-12-31` : '9999-12-31');
    return signingsBetween(this.scope(user), start, end, body.PageNumber, body.PageSize);
  }

  @Post('delete/:id')
  @HttpCode(200)
  async remove(@CurrentUser() user: SignedInUser, @Param('id', new Validate(IdParam, 'id')) id: string, @Meta() meta: RequestMeta, @Res({ passthrough: true }) reply: FastifyReply) {
    const result = await this.commands.delete(user.userId, id, meta);
    reply.header(POSITION_HEADER, String(result.position));
    return { Id: id, Position: result.position };
  }

  @Get('summary/:year')
  summaryForYear(@CurrentUser() user: SignedInUser, @Param('year', new Validate(YearParam, 'year')) year: number) {
    return signingSummary(this.scope(user), year);
  }

  @Post('summary')
  @HttpCode(200)
  summary(@CurrentUser() user: SignedInUser, @Body(new Validate(SummaryBody)) body: z.infer<typeof SummaryBody>) {
    return signingSummary(this.scope(user), body.Year, body.CategoryTypes);
  }

  /** Expenses arrive in a later release; until then the year's expense summary is honestly empty. */
  @Get('expensessummary/:year')
  expensesSummary(@Param('year', new Validate(YearParam, 'year')) year: number) {
    return { Year: year, Totals: [], TotalAmount: 0 };
  }

  /** The client sends its local date and time, so "next" means next where the notary is. */
  @Post('nextappointment')
  @HttpCode(200)
  async next(@CurrentUser() user: SignedInUser, @Body(new Validate(NextAppointmentBody)) body: z.infer<typeof NextAppointmentBody>) {
    const pad = (n: number) => String(n).padStart(2, '0');
    const now = `${body.Year}-${pad(body.Month)}-${pad(body.Day)}T${pad(body.Hour)}:${pad(body.Minute)}`;
    const signing = await nextSigning(this.scope(user), now);
    if (!signing) return { Day: '', Location: '', Id: null, AppointmentDateTime: null };
    const location = [signing.Address1, signing.City, signing.State].filter(Boolean).join(', ');
    return { Day: LONG_DAY.format(new Date(`${signing.AppointmentDate}T00:00:00Z`)), Location: location, Id: signing.Id, AppointmentDateTime: signing.AppointmentDateTime, LastName: signing.LastName };
  }

  /** How many signings the notary has: the dashboard offers import while there are 3 or fewer. */
  @Get('getimportscount')
  async importsCount(@CurrentUser() user: SignedInUser) {
    return { Count: await countSignings(this.scope(user)) };
  }

  @Post('prepareprint')
  @HttpCode(200)
  async preparePrint(@CurrentUser() user: SignedInUser, @Body(new Validate(IdList, 'ids')) ids: string[]) {
    return { Appointments: await signingsByIds(this.scope(user), ids) };
  }

  @Post('savebatchpayment')
  @HttpCode(200)
  async batchPayment(@CurrentUser() user: SignedInUser, @Body(new Validate(BatchPaymentBody)) body: z.infer<typeof BatchPaymentBody>, @Meta() meta: RequestMeta, @Res({ passthrough: true }) reply: FastifyReply) {
    const result = await this.commands.recordBatchPayment(user.userId, body.SigningIds, body.PaymentDate, body.CheckNumber, meta);
    reply.header(POSITION_HEADER, String(result.position));
    return { Response: 'Payments Saved', Count: result.count, Position: result.position };
  }
}
