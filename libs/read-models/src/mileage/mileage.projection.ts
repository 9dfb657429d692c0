import { MILEAGE_EVENT_TYPES, type MileageEvent, type MileageTrip } from '@notary/events';
import { documentPerStream, type RecordedOf } from '@notary/projection-runtime';
import { MILEAGE, type MileageDocument, type MileageFields } from './mileage.document';

/** The trip's document after one event of its stream; null once deleted. Pure. */
export function evolveMileage(document: MileageDocument | null, event: RecordedOf<MileageEvent['type']>): MileageFields | null {
  const fields = (trip: MileageTrip, ownerId: string, createdAt: string): MileageFields => ({
    Id: event.data.TripId,
    OwnerId: ownerId,
    Revision: event.revision,
    Date: trip.Date,
    Year: Number(trip.Date.slice(0, 4)),
    Details: trip.Details,
    StartMileage: trip.StartMileage,
    EndMileage: trip.EndMileage,
    Miles: trip.Miles,
    AppointmentTypeId: trip.AppointmentTypeId,
    CreatedAt: createdAt,
    UpdatedAt: event.metadata.occurredAt,
  });
  switch (event.type) {
    case 'MileageRecorded':
      return fields(event.data.Trip, event.data.OwnerId, event.metadata.occurredAt);
    case 'MileageChanged':
      if (!document) throw new Error(`Trip ${event.data.TripId} has no document for ${event.type}`);
      return fields(event.data.Trip, document.OwnerId, document.CreatedAt);
    case 'MileageDeleted':
      return null;
    default: {
      const exhaustive: never = event;
      return exhaustive;
    }
  }
}

/** The mileage list: one document per trip. */
export const mileageProjection = documentPerStream({
  name: 'mileage',
  version: 1,
  collection: MILEAGE,
  handles: MILEAGE_EVENT_TYPES,
  indexes: [{ collection: MILEAGE, keys: { OwnerId: 1, Year: 1, Date: -1 } }],
  documentId: (event) => event.data.TripId,
  evolve: evolveMileage,
  announce: ({ id, after }) => ({ kind: after ? 'mileage.saved' : 'mileage.deleted', id }),
});
