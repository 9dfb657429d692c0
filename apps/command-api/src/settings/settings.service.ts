import { Inject, Injectable } from '@nestjs/common';
import { settingsStream, type SettingsEvent } from '@notary/events';
import { settingsDecider, type SettingsChanges, type SettingsCommand, type SettingsState } from '@notary/domain';
import type { EventStore } from '@notary/event-store';
import { handleCommand, loadState } from '@notary/infrastructure';
import type { Clock } from '@notary/platform';
import type { ReadModelCatalog } from '@notary/projection-runtime';
import { findSettings, OwnerScope, settingsView, type SettingsView } from '@notary/read-models';
import type { RequestMeta } from '../http/command-context';
import { CATALOG, CLOCK, EVENT_STORE } from '../runtime/tokens';
import type { SettingsBody } from './settings.schemas';

@Injectable()
export class SettingsService {
  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(CATALOG) private readonly catalog: ReadModelCatalog,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** The read model; until the projector has written it (just after registration), the stream. */
  async get(userId: string): Promise<SettingsView> {
    const document = await findSettings(new OwnerScope(this.catalog, userId));
    if (document) return settingsView(document);
    const { state } = await loadState<SettingsState, SettingsEvent>(this.eventStore, settingsStream(userId), settingsDecider);
    return settingsView(state);
  }

  async save(userId: string, body: SettingsBody, meta: RequestMeta) {
    return this.run(userId, { type: 'SaveSettings', changes: toChanges(body) }, meta);
  }

  async saveOnboardingStatus(userId: string, status: 0 | 1 | 2, meta: RequestMeta) {
    return this.run(userId, { type: 'SaveOnboardingStatus', status }, meta);
  }

  private async run(userId: string, command: SettingsCommand, meta: RequestMeta) {
    const result = await handleCommand(this.eventStore, settingsStream(userId), settingsDecider, command, { ...meta, ownerId: userId, now: this.clock.now() });
    return { settings: settingsView(result.state), position: result.position };
  }
}

function toChanges(body: SettingsBody): SettingsChanges {
  const { Profile, TrackingCompanies, LoanTypes, Categories, ...preferences } = body;
  const defined = Object.fromEntries(Object.entries(preferences).filter(([, value]) => value !== undefined));
  return {
    Profile,
    Preferences: Object.keys(defined).length ? defined : undefined,
    TrackingCompanies,
    WorkTypes: LoanTypes?.map(({ AppointmentCategory, ...type }) => ({ ...type, CategoryId: AppointmentCategory?.Id })),
    Categories,
  };
}
