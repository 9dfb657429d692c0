import { createHash } from 'node:crypto';
import { Controller, Get, HttpCode, Param, Post, Req, Res } from '@nestjs/common';
import { CalendarFeedFileParam, type CalendarFeedAnswer } from '@notary/contracts';
import { notFound } from '@notary/domain';
import { allSignings, findSettings } from '@notary/read-models';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Public } from '../../core/auth/decorators';
import { OwnerId } from '../../core/http/owner';
import { Validate } from '../../core/http/validation';
import { ReadModels } from '../../core/read-models';
import { FeedKeys } from './feed-keys';
import { toICalendar } from './ical-format';

const feedNotFound = () => notFound('CALENDAR_FEED.NOT_FOUND', 'This calendar feed does not exist. Copy the current address from Notary Ledger.');

/**
 * GET /api/calendarfeed/{ownerId}/{token}.ics: the notary's signings for their calendar app, while the
 * feed is on (settings iCalEnabled). No session (calendar apps have none): the token is the key. A
 * wrong token, an old one after renewing, or a feed that is off all answer the same 404.
 */
@Controller('api/calendarfeed')
export class CalendarFeedController {
  constructor(
    private readonly reads: ReadModels,
    private readonly keys: FeedKeys,
  ) {}

  @Public()
  @Get(':ownerId/:file')
  async feed(
    @Param('ownerId', new Validate(CalendarFeedFileParam.shape.ownerId, 'ownerId')) ownerId: string,
    @Param('file', new Validate(CalendarFeedFileParam.shape.file, 'file')) file: string,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ) {
    const scope = this.reads.of(ownerId);
    const settings = await findSettings(scope);
    if (!settings?.Preferences.iCalEnabled || !(await this.keys.matches(ownerId, file.replace(/\.ics$/, '')))) throw feedNotFound();
    const body = toICalendar(await allSignings(scope), `Notary Ledger${settings.Profile.Name ? `: ${settings.Profile.Name}` : ''}`);
    const etag = `"${createHash('sha256').update(body).digest('base64url')}"`;
    reply.header('ETag', etag).header('Cache-Control', 'private, no-cache');
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    return reply.type('text/calendar; charset=utf-8').send(body);
  }
}

/** The feed's address in the notary's settings, and a new one that ends the old (renew). */
@Controller('api/settingsapi/icalfeed')
export class CalendarFeedSettingsController {
  constructor(
    private readonly reads: ReadModels,
    private readonly keys: FeedKeys,
  ) {}

  @Get()
  async current(@OwnerId() ownerId: string, @Req() request: FastifyRequest): Promise<CalendarFeedAnswer> {
    return this.answer(ownerId, request, await this.keys.tokenFor(ownerId));
  }

  @Post('renew')
  @HttpCode(200)
  async renew(@OwnerId() ownerId: string, @Req() request: FastifyRequest): Promise<CalendarFeedAnswer> {
    return this.answer(ownerId, request, await this.keys.renew(ownerId));
  }

  private async answer(ownerId: string, request: FastifyRequest, token: string): Promise<CalendarFeedAnswer> {
    const settings = await findSettings(this.reads.of(ownerId));
    const enabled = !!settings?.Preferences.iCalEnabled;
    return { Enabled: enabled, ICalFeedUrl: enabled ? `${request.protocol}://${request.host}/api/calendarfeed/${ownerId}/${token}.ics` : null };
  }
}
