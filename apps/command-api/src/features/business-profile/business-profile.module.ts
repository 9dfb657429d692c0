import { Module } from '@nestjs/common';
import { BusinessProfileController } from './business-profile.http.controller';
import { SettingsWithCategoriesOfHandler, WorkTypeUsageOfHandler } from './business-profile.queries';
import { MergeWorkTypeHandler } from './merge-work-type/merge-work-type.handler';

/** The business profile: categories and types of work as one page edits them, and merging a custom type into a standard one. */
@Module({
  controllers: [BusinessProfileController],
  providers: [SettingsWithCategoriesOfHandler, WorkTypeUsageOfHandler, MergeWorkTypeHandler],
})
export class BusinessProfileModule {}
