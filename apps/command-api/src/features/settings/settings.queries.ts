import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Settings } from '@notary/contracts';
import { notFound, settingsAsShown } from '@notary/domain';
import { findSettings } from '@notary/read-models';
import { ReadModels } from '../../core/read-models';

export class SettingsOf extends Query<Settings> {
  constructor(readonly ownerId: string) {
    super();
  }
}

@QueryHandler(SettingsOf)
export class SettingsOfHandler implements IQueryHandler<SettingsOf> {
  constructor(private readonly reads: ReadModels) {}

  async execute({ ownerId }: SettingsOf): Promise<Settings> {
    const document = await findSettings(this.reads.of(ownerId));
    if (!document) throw notFound('SETTINGS.NOT_FOUND', 'Unable to load settings data');
    return settingsAsShown(document);
  }
}
