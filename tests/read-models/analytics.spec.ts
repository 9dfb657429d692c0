import { ANALYTICS_CUSTOMERS, ANALYTICS_WORK_TYPES, signingsProjection } from '@notary/read-models';
import { projectionSpec } from '../support/projection-spec';
import { eventLog } from '../support/recorded-events';
import { notaryLog, OWNER, payment } from './fixtures';

// The analytics' buckets (issue 15), kept by the signings projection beside the dashboard's: per
// owner, year, month and type of work, and per owner, year, month and customer; count, billed and
// paid in cents, moved as signings change. Each spec also replays in memory to the same buckets.
const spec = projectionSpec(signingsProjection);

type Counts = { AppointmentCount: number; TotalCents: number; PaidCents: number };
const none: Counts = { AppointmentCount: 0, TotalCents: 0, PaidCents: 0 };

const typeBucket = (Year: number, Month: number, CategoryId: number, WorkTypeId: number | null, counts: Counts, OwnerId = OWNER) => ({
  _id: `${OwnerId}:${Year}:${Month}:${CategoryId}:${WorkTypeId ?? ''}`,
  OwnerId,
  Year,
  Month,
  CategoryId,
  WorkTypeId,
  ...counts,
});
const customerBucket = (Year: number, Month: number, CustomerId: string | null, counts: Counts, OwnerId = OWNER) => ({
  _id: `${OwnerId}:${Year}:${Month}:${CustomerId ?? ''}`,
  OwnerId,
  Year,
  Month,
  CustomerId,
  ...counts,
});

describe('the analytics buckets', () => {
  it('count a signing by its month, type of work and customer: billed and paid in cents', async () => {
    const log = notaryLog();
    const given = spec.given(
      log.customerRegistered('c-1', 'First Title'),
      log.scheduled('s-1', { CustomerId: 'c-1', Amount: 125.1 }),
      log.scheduled('s-2', { CustomerId: 'c-1', AppointmentDate: '2026-03-20', Amount: 100 }),
      log.paid('s-2', payment('p-1', 40)),
      log.scheduled('s-3', { AppointmentDate: '2026-04-01', LoanType: null, AppointmentTypeCategoryId: null, AppointmentTypeDescription: '', Amount: null }),
    );
    await given.then(ANALYTICS_WORK_TYPES, [
      typeBucket(2026, 3, 2, 1, { AppointmentCount: 2, TotalCents: 22510, PaidCents: 4000 }),
      typeBucket(2026, 4, 0, null, { AppointmentCount: 1, TotalCents: 0, PaidCents: 0 }),
    ]);
    await given.then(ANALYTICS_CUSTOMERS, [
      customerBucket(2026, 3, 'c-1', { AppointmentCount: 2, TotalCents: 22510, PaidCents: 4000 }),
      customerBucket(2026, 4, null, { AppointmentCount: 1, TotalCents: 0, PaidCents: 0 }),
    ]);
  });

  it('move a signing re-typed, rescheduled into another year and given another customer; the buckets it left keep zeros', async () => {
    const log = notaryLog();
    const given = spec.given(
      log.customerRegistered('c-1', 'First Title'),
      log.customerRegistered('c-2', 'Alamo Escrow'),
      log.scheduled('s-1', { CustomerId: 'c-1' }),
      log.paid('s-1', payment('p-1', 125)),
      log.detailsChanged('s-1', {
        LoanType: 10,
        AppointmentTypeCategoryId: 1,
        AppointmentTypeDescription: 'Acknowledgment',
        Amount: 15,
        CustomerId: 'c-2',
        AppointmentDate: '2027-01-04',
      }),
    );
    await given.then(ANALYTICS_WORK_TYPES, [
      typeBucket(2026, 3, 2, 1, none),
      typeBucket(2027, 1, 1, 10, { AppointmentCount: 1, TotalCents: 1500, PaidCents: 12500 }),
    ]);
    await given.then(ANALYTICS_CUSTOMERS, [
      customerBucket(2026, 3, 'c-1', none),
      customerBucket(2027, 1, 'c-2', { AppointmentCount: 1, TotalCents: 1500, PaidCents: 12500 }),
    ]);
  });

  it('take a deleted signing out; a customer renamed changes no bucket (names are read when asked)', async () => {
    const log = notaryLog();
    const given = spec.given(
      log.customerRegistered('c-1', 'First Title'),
      log.scheduled('s-1', { CustomerId: 'c-1' }),
      log.scheduled('s-2', { CustomerId: 'c-1', Amount: 80 }),
      log.customerRenamed('c-1', 'First American Title'),
      log.deleted('s-1'),
    );
    await given.then(ANALYTICS_WORK_TYPES, [typeBucket(2026, 3, 2, 1, { AppointmentCount: 1, TotalCents: 8000, PaidCents: 0 })]);
    await given.then(ANALYTICS_CUSTOMERS, [customerBucket(2026, 3, 'c-1', { AppointmentCount: 1, TotalCents: 8000, PaidCents: 0 })]);
  });

  it('keep each notary’s signings in their own buckets', async () => {
    const log = eventLog();
    const ann = notaryLog(OWNER, log);
    const bob = notaryLog('notary-2', log);
    const given = spec.given(ann.scheduled('s-1'), bob.scheduled('s-2', { Amount: 99 }));
    await given.then(ANALYTICS_WORK_TYPES, [
      typeBucket(2026, 3, 2, 1, { AppointmentCount: 1, TotalCents: 12500, PaidCents: 0 }),
      typeBucket(2026, 3, 2, 1, { AppointmentCount: 1, TotalCents: 9900, PaidCents: 0 }, 'notary-2'),
    ]);
  });
});
