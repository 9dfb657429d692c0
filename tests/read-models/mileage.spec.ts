import { mileageStream } from '@notary/events';
import { MILEAGE, mileageProjection } from '@notary/read-models';
import { projectionSpec } from '../support/projection-spec';
import { notaryLog, OWNER } from './fixtures';

const spec = projectionSpec(mileageProjection);
const trip = { Date: '2026-02-03', Details: 'Post office', StartMileage: 100, EndMileage: 112, Miles: 12, AppointmentTypeId: null };

describe('the mileage read model', () => {
  it('keeps a trip with its year, follows a change and drops it when deleted', async () => {
    const log = notaryLog();
    const recorded = log.record(mileageStream('m-1'), { type: 'MileageRecorded', data: { TripId: 'm-1', OwnerId: OWNER, Trip: trip } });
    const changed = log.record(mileageStream('m-1'), {
      type: 'MileageChanged',
      data: { TripId: 'm-1', Trip: { ...trip, Details: 'Bank', Miles: 15, EndMileage: 115 } },
    });
    await spec.given(recorded, changed).then(MILEAGE, [
      {
        _id: 'm-1',
        Id: 'm-1',
        OwnerId: OWNER,
        Revision: 1,
        Date: '2026-02-03',
        Year: 2026,
        Details: 'Bank',
        StartMileage: 100,
        EndMileage: 115,
        Miles: 15,
        AppointmentTypeId: null,
        CreatedAt: recorded.metadata.occurredAt,
        UpdatedAt: changed.metadata.occurredAt,
      },
    ]);
    const deleted = log.record(mileageStream('m-1'), { type: 'MileageDeleted', data: { TripId: 'm-1' } });
    const gone = spec.given(recorded, changed, deleted);
    await gone.then(MILEAGE, []);
    await gone.thenAnnounced([
      { kind: 'mileage.saved', id: 'm-1' },
      { kind: 'mileage.saved', id: 'm-1' },
      { kind: 'mileage.deleted', id: 'm-1' },
    ]);
  });
});
