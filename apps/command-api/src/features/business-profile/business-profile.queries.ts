import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { SettingsWithCategories, WorkTypeUsage } from '@notary/contracts';
import { notFound, settingsWithCategories } from '@notary/domain';
import { findSettings, signingCountsByWorkType } from '@notary/read-models';
import { ReadModels } from '../../core/read-models';

/** The settings with each category holding its types of work (the business profile). */
export class SettingsWithCategoriesOf extends Query<SettingsWithCategories> {
  constructor(readonly ownerId: string) {
    super();
  }
}

/** How many signings each type of work has. */
export class WorkTypeUsageOf extends Query<WorkTypeUsage> {
  constructor(readonly ownerId: string) {
    super();
  }
}

@QueryHandler(SettingsWithCategoriesOf)
export class SettingsWithCategoriesOfHandler implements IQueryHandler<SettingsWithCategoriesOf> {
  constructor(private readonly reads: ReadModels) {}

  async execute({ ownerId }: SettingsWithCategoriesOf): Promise<SettingsWithCategories> {
    const document = await findSettings(this.reads.of(ownerId));
    if (!document) throw notFound('SETTINGS.NOT_FOUND', 'Unable to load settings data');
    return settingsWithCategories(document);
  }
}

@QueryHandler(WorkTypeUsageOf)
export class WorkTypeUsageOfHandler implements IQueryHandler<WorkTypeUsageOf> {
  constructor(private readonly reads: ReadModels) {}

  async execute({ ownerId }: WorkTypeUsageOf): Promise<WorkTypeUsage> {
    return { AppointmentTypes: await signingCountsByWorkType(this.reads.of(ownerId)) };
  }
}
