import { Body, Controller, Get, Patch, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { MergeWorkTypeBody, type MergeWorkTypeAnswer, type SettingsWithCategories, type WorkTypeUsage } from '@notary/contracts';
import type { z } from 'zod';
import { OwnerId } from '../../core/http/owner';
import { AsRequester, type Requester } from '../../core/http/requester';
import { MergeWorkType } from './merge-work-type/merge-work-type.command';
import { SettingsWithCategoriesOf, WorkTypeUsageOf } from './business-profile.queries';

/**
 * The business profile's calls under /api/settingsapi (spec 001 §7): the categories with their
 * types of work, and merging a custom type into a standard one. Its changes are saved through
 * settingsapi/save, with the other settings.
 */
@Controller('api/settingsapi')
export class BusinessProfileController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('getappointmentcategorytype')
  categories(@OwnerId() ownerId: string): Promise<SettingsWithCategories> {
    return this.queries.execute(new SettingsWithCategoriesOf(ownerId));
  }

  /** How many signings each type has: what a merge would re-type, what a deleted type stays on. */
  @Get('appointmenttypeusage')
  usage(@OwnerId() ownerId: string): Promise<WorkTypeUsage> {
    return this.queries.execute(new WorkTypeUsageOf(ownerId));
  }

  /** The ids come in the body or, as the old client sent them, in the query string. */
  @Patch('mergeCustomAppointmentType')
  merge(@AsRequester() by: Requester, @Body() body: unknown, @Query() query: Record<string, unknown>): Promise<MergeWorkTypeAnswer> {
    const ids: z.output<typeof MergeWorkTypeBody> = MergeWorkTypeBody.parse({ ...query, ...(typeof body === 'object' && body !== null ? body : {}) });
    return this.commands.execute(new MergeWorkType(by, ids.customAppointmentId, ids.defaultAppointmentId));
  }
}
