import { Body, Controller, Get, HttpCode, Post, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { CurrentUser, type SignedInUser } from '../auth/decorators';
import { Meta, type RequestMeta } from '../http/command-context';
import { POSITION_HEADER } from '../http/read-your-writes.interceptor';
import { Validate } from '../http/validation';
import { OnboardingBody, SettingsBody } from './settings.schemas';
import { SettingsService } from './settings.service';

@Controller('api/settingsapi')
export class SettingsController {
  constructor(private readonly settings: SettingsService) {}

  @Get('get')
  get(@CurrentUser() user: SignedInUser) {
    return this.settings.get(user.userId);
  }

  /** Answers the saved settings, which replace the client's copy (spec 001 §4). */
  @Post('save')
  @HttpCode(200)
  async save(@CurrentUser() user: SignedInUser, @Body(new Validate(SettingsBody)) body: SettingsBody, @Meta() meta: RequestMeta, @Res({ passthrough: true }) reply: FastifyReply) {
    const { settings, position } = await this.settings.save(user.userId, body, meta);
    reply.header(POSITION_HEADER, String(position));
    return { ...settings, Position: position };
  }

  @Post('saveonboardstatus')
  @HttpCode(200)
  async saveOnboardStatus(@CurrentUser() user: SignedInUser, @Body(new Validate(OnboardingBody)) body: OnboardingBody, @Meta() meta: RequestMeta, @Res({ passthrough: true }) reply: FastifyReply) {
    const { settings, position } = await this.settings.saveOnboardingStatus(user.userId, body.IsOnboardedStatus, meta);
    reply.header(POSITION_HEADER, String(position));
    return { IsOnboardedStatus: settings.IsOnboardedStatus, Position: position };
  }
}
