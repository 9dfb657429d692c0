import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { settingsStream, signingStream, type SettingsEvent } from '@notary/events';
import { checkMerge, settingsAsShown, settingsDecider, signingDecider, type SettingsState } from '@notary/domain';
import type { EventStore } from '@notary/event-store';
import type { ReadModelCatalog } from '@notary/projection-runtime';
import { signingIdsOfWorkType } from '@notary/read-models';
import { CommandKit, ownedBy } from '../../../core/commands/command-kit';
import { ReadModels } from '../../../core/read-models';
import { CATALOG, EVENT_STORE } from '../../../core/tokens';
import { signingNotFound } from '../../signings/signing-answer';
import { MergeWorkType } from './merge-work-type.command';

/** How long the merge waits for the signings read model to include everything written before it. */
const CATCH_UP_MS = 5_000;

/**
 * A merge, as events: first CustomWorkTypeMerged on the settings stream names the signings of the
 * custom type (read from the signings read model once it has caught up with the log) and retires
 * the type; then each of those signings gets SigningRetyped on its own stream. A retried merge
 * records nothing new on the settings and finishes the signings the first attempt did not reach;
 * a signing already re-typed records nothing.
 */
@CommandHandler(MergeWorkType)
export class MergeWorkTypeHandler implements ICommandHandler<MergeWorkType> {
  constructor(
    private readonly kit: CommandKit,
    private readonly reads: ReadModels,
    @Inject(CATALOG) private readonly catalog: ReadModelCatalog,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
  ) {}

  async execute({ by, customTypeId, intoTypeId }: MergeWorkType) {
    const context = this.kit.context(by);
    const settings = settingsStream(by.ownerId);
    const before = await this.kit.current<SettingsState, SettingsEvent>(settings, settingsDecider);
    // Refused before anything is read or written: only a custom type of one's own, into a standard type.
    const { recorded } = checkMerge(before, customTypeId, intoTypeId);
    let signingIds = recorded?.SigningIds ?? [];
    if (!recorded) {
      await this.catalog.waitFor(await this.eventStore.headPosition(), CATCH_UP_MS);
      signingIds = await signingIdsOfWorkType(this.reads.of(by.ownerId), customTypeId);
    }
    const merged = await this.kit.decide(settings, settingsDecider, { type: 'MergeCustomWorkType', customTypeId, intoTypeId, signingIds }, context);
    const merge = merged.state.MergedWorkTypes!.find((entry) => entry.CustomTypeId === customTypeId)!;
    const into = merged.state.WorkTypes.find((type) => type.Id === intoTypeId)!;

    let position = merged.position;
    let retyped = 0;
    const mine = ownedBy(by.ownerId, signingNotFound, true);
    for (const signingId of merge.SigningIds) {
      const result = await this.kit.decide(
        signingStream(signingId),
        signingDecider,
        { type: 'RetypeSigning', fromType: customTypeId, toType: into.Id, categoryId: into.CategoryId, description: into.Name, reason: 'merge' },
        context,
        { authorize: mine },
      );
      position = Math.max(position, result.position);
      retyped += result.events.length;
    }
    return { ...settingsAsShown(merged.state), SigningIds: merge.SigningIds, SigningsRetyped: retyped, Position: position };
  }
}
