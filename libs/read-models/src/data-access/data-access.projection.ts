import { DATA_ACCESS_EVENT_TYPES } from '@notary/events';
import { defineProjection } from '@notary/projection-runtime';
import { DATA_ACCESS, type DataAccessDocument } from './data-access.document';

/** One document per recorded read (the event's id), owned by the notary whose data was read. */
export const dataAccessProjection = defineProjection({
  name: 'data-access',
  version: 1,
  collections: [DATA_ACCESS],
  handles: DATA_ACCESS_EVENT_TYPES,
  indexes: [{ collection: DATA_ACCESS, keys: { OwnerId: 1, ReadAt: -1 } }],
  async apply(event, context) {
    const { data, metadata } = event;
    await context.collection<DataAccessDocument>(DATA_ACCESS).evolve(event.id, () => ({
      OwnerId: metadata.ownerId,
      OperatorId: data.OperatorId,
      OperatorEmail: data.OperatorEmail,
      Role: data.Role,
      What: data.What,
      Why: data.Why,
      ReadAt: metadata.occurredAt,
    }));
    context.announce({ ownerId: metadata.ownerId, kind: 'data-access.recorded', id: event.id });
  },
});
