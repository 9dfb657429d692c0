import { SIGNING_IMPORT_EVENT_TYPES } from '@notary/events';
import { defineProjection } from '@notary/projection-runtime';
import { PENDING_IMPORTS, type PendingImportDocument, type PendingImportFields } from './pending-import.document';

/**
 * The import page's list: one document per imported row while it is pending. A row leaves it when
 * it is accepted (its signing is saved) or discarded. Each change is announced once per event as
 * 'imports.changed', so the notary's open screens (the import page, the dashboard) refresh.
 */
export const pendingImportsProjection = defineProjection({
  name: 'pending-imports',
  version: 1,
  collections: [PENDING_IMPORTS],
  handles: SIGNING_IMPORT_EVENT_TYPES,
  indexes: [{ collection: PENDING_IMPORTS, keys: { OwnerId: 1, ImportedAt: 1, Row: 1 } }],
  async apply(event, context) {
    const pending = context.collection<PendingImportDocument>(PENDING_IMPORTS);
    const ownerId = event.metadata.ownerId;
    switch (event.type) {
      case 'SigningsImported': {
        for (const { ImportId, ...row } of event.data.Rows) {
          await pending.evolve(ImportId, (): PendingImportFields => ({
            Id: ImportId,
            OwnerId: event.data.OwnerId,
            FileName: event.data.FileName,
            ImportedAt: event.metadata.occurredAt,
            ...row,
            AppointmentTime: row.AppointmentTime && { ...row.AppointmentTime },
          }));
        }
        context.announce({ ownerId, kind: 'imports.changed', id: event.data.Rows[0]?.ImportId ?? ownerId });
        return;
      }
      case 'ImportedSigningDiscarded':
      case 'ImportedSigningAccepted':
        await pending.deleteOne({ _id: event.data.ImportId });
        context.announce({ ownerId, kind: 'imports.changed', id: event.data.ImportId });
        return;
      default: {
        const exhaustive: never = event;
        return exhaustive;
      }
    }
  },
});
