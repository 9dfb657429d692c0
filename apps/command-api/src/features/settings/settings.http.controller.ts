import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { OnboardingBody, SettingsBody, type SettingsInput } from '@notary/contracts';
import type { z } from 'zod';
import { AsRequester, type Requester } from '../../core/http/requester';
import { OwnerId } from '../../core/http/owner';
import { Validate } from '../../core/http/validation';
import { SaveOnboardingStatus, SaveSettings } from './settings.commands';
import { SettingsOf } from './settings.queries';

/** /api/settingsapi: the notary's settings, business profile and types of work. */
@Controller('api/settingsapi')
export class SettingsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('get')
  get(@OwnerId() ownerId: string) {
    return this.queries.execute(new SettingsOf(ownerId));
  }

  @Post('save')
  @HttpCode(200)
  save(@AsRequester() by: Requester, @Body(new Validate(SettingsBody)) body: SettingsInput) {
    return this.commands.execute(new SaveSettings(by, body));
  }

  @Post('saveonboardstatus')
  @HttpCode(200)
  saveOnboardStatus(@AsRequester() by: Requester, @Body(new Validate(OnboardingBody)) body: z.output<typeof OnboardingBody>) {
    return this.commands.execute(new SaveOnboardingStatus(by, body.IsOnboardedStatus));
  }
}
