import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ProfileSaveBody, type BusinessProfile } from '@notary/contracts';
import type { z } from 'zod';
import { OwnerId } from '../../core/http/owner';
import { AsRequester, type Requester } from '../../core/http/requester';
import { Validate } from '../../core/http/validation';
import { SaveSettings } from './settings.commands';
import { SettingsOf } from './settings.queries';

/** /api/profileapi (spec 001 §7): the business profile of the settings, printed on invoices. */
@Controller('api/profileapi')
export class ProfileController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('get')
  async get(@OwnerId() ownerId: string): Promise<BusinessProfile> {
    return (await this.queries.execute(new SettingsOf(ownerId))).Profile;
  }

  /** Saved as part of the settings (one stream); the answer is the profile as saved, with the log position. */
  @Post('save')
  @HttpCode(200)
  async save(@AsRequester() by: Requester, @Body(new Validate(ProfileSaveBody)) body: z.output<typeof ProfileSaveBody>) {
    const saved = await this.commands.execute(new SaveSettings(by, { Profile: body }));
    return { ...saved.Profile, Position: saved.Position };
  }
}
